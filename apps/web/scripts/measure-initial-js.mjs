// Gzipped size of the JavaScript a visitor downloads before a page works, per route. Run after
// `npm run build`:
//   node apps/web/scripts/measure-initial-js.mjs            # the figures, per route and per file
//   node apps/web/scripts/measure-initial-js.mjs --check    # fails when a route is over its budget
//                                                           # (route-budgets.json; `npm test` runs this)
// - Server-rendered public pages (/home, /news, … see src/ssr/render.tsx) reference only the
//   enhancement script and its imports (src/ssr/document.ts writes exactly these into the page).
// - The forms the server draws (/login, /register, /reset-password, /contact) work as plain HTML
//   with that same script; the app they load at the visitor's first input is measured beside them.
// - Pages of the React app (registration, the signed-in areas) load the entry chunk, the layout, the
//   texts they wait for (English) and the page.
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const dist = process.env.WEB_DIST ?? join(dirname(fileURLToPath(import.meta.url)), '../dist');
const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));

/** Each route: the source modules it runs before it is usable (the entry, its layout, its page). */
const APP = ['index.html'];
const ENHANCE = 'src/public-enhance/main.ts';
const PUBLIC_LAYOUT = 'src/components/public/PublicLayout.tsx';
const APP_LAYOUT = 'src/components/app/AppLayout.tsx';
/**
 * The forms (src/ssr/app-page.tsx) arrive drawn by the server and post to it without the app: before
 * they are usable they run the public pages' small script; the app follows at the visitor's first
 * input (measured too, as "… after the first input", so that its growth is a decision as well).
 */
/**
 * A group of English texts: one module each (build/text-modules.ts; src/lib/text-parts.ts says which
 * group a text file is in). The English core is inside the entry.
 */
const englishTexts = (group) => `src/locales/en/texts-${group}-en.js`;
/** The forms' own texts (the `forms` part) and the refusals' texts, which a posted form may show at once. */
const FORM_TEXTS = [englishTexts('refusals'), englishTexts('forms')];
const FORMS = {
  '/login': [PUBLIC_LAYOUT, 'src/features/auth/pages/LoginPage.tsx', ...FORM_TEXTS],
  '/register': [PUBLIC_LAYOUT, 'src/features/auth/pages/RegisterPage.tsx', ...FORM_TEXTS],
  '/reset-password': [PUBLIC_LAYOUT, 'src/features/auth/pages/ResetPasswordPage.tsx', ...FORM_TEXTS],
  '/contact': [PUBLIC_LAYOUT, 'src/features/content/pages/ContactPage.tsx', ...FORM_TEXTS],
};
/**
 * The texts a page waits for before its first render, in English (src/lib/text-parts.ts,
 * `textGroupsFor`, whose PAGE_TEXT_GROUPS these follow): the athlete's pages opened most their own
 * groups, any other athlete's page every group but the administrators', a district or administrator's
 * page every group.
 */
const SIGNED_IN_GROUPS = ['refusals', 'forms', 'user'];
const textsOf = (groups) => groups.map(englishTexts);
const athletePage = (page, groups = SIGNED_IN_GROUPS) => [...APP, APP_LAYOUT, ...textsOf(groups), page];
// A staff page also waits for the staff areas' route table, which the router adds on the way (route-tree.tsx).
const STAFF_ROUTES = 'src/app/staff-routes.tsx';
const staffPage = (page) => [
  ...APP,
  APP_LAYOUT,
  STAFF_ROUTES,
  ...textsOf([...SIGNED_IN_GROUPS, 'admin']),
  page,
];
const ENTRY_TEXTS = ['forms', 'entries'];
const routes = {
  '/home (server-rendered, enhancement script)': [ENHANCE],
  ...Object.fromEntries(Object.keys(FORMS).map((route) => [route, [ENHANCE]])),
  ...Object.fromEntries(
    Object.entries(FORMS).map(([route, roots]) => [
      `${route}, the app after the first input`,
      [...APP, ...roots],
    ]),
  ),
  '/user/dashboard': athletePage('src/features/registration/pages/DashboardPage.tsx', ['dashboard']),
  '/registration': athletePage('src/features/registration/pages/RegistrationWizardPage.tsx', [
    'forms',
    'registration',
  ]),
  '/registration-payment': athletePage('src/features/payments/pages/RegistrationPaymentPage.tsx', ['fee']),
  '/admin/dashboard': staffPage('src/features/admin/pages/DashboardPage.tsx'),
  '/user/events-list': athletePage('src/features/competitions/pages/CompetitionsPage.tsx', ['competitions']),
  '/user/form/:formId': athletePage('src/features/competitions/pages/EntryFormPage.tsx', ENTRY_TEXTS),
  '/user/event-form/:formId': athletePage('src/features/competitions/pages/MyEntryPage.tsx', ENTRY_TEXTS),
  '/admin/forms/new': staffPage('src/features/competitions/admin/builder/FormBuilderPage.tsx'),
  '/user/events-results': athletePage('src/features/results/pages/MyResultsPage.tsx', ['results']),
  '/admin/upload-events-result': staffPage('src/features/results/admin/UploadResultsPage.tsx'),
  '/user/certificates': athletePage('src/features/certificates/pages/MyCertificatesPage.tsx', [
    'certificates',
  ]),
  '/admin/performance-certificate': staffPage(
    'src/features/certificates/admin/PerformanceCertificatePage.tsx',
  ),
  '/district/athletes': staffPage('src/features/districts/pages/DistrictAthletesPage.tsx'),
  '/district/athletes/:userId/registration': staffPage(
    'src/features/districts/pages/AssistedRegistrationPage.tsx',
  ),
  '/user/accreditation-card': athletePage('src/features/accreditation/pages/MyAccreditationCardsPage.tsx', [
    'accreditation',
  ]),
  '/admin/accreditation': staffPage('src/features/accreditation/admin/AccreditationAdminPage.tsx'),
};

/** What a file holds, for the files the build names by their hash alone: its chunk's name in the manifest. */
const namesByFile = new Map(
  Object.values(manifest)
    .filter((chunk) => chunk.name)
    .map((chunk) => [chunk.file, chunk.name]),
);
const nameOf = (file) => {
  const name = namesByFile.get(file);
  return name && !file.includes(name) ? ` (${name})` : '';
};

function measure(label, roots) {
  const files = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const dependency of chunk.imports ?? []) visit(dependency);
  };
  for (const root of roots) {
    if (!manifest[root]) throw new Error(`${root} is not in the manifest`);
    visit(root);
  }
  let total = 0;
  const rows = [...files]
    .filter((file) => file.endsWith('.js'))
    .map((file) => {
      const size = gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
      total += size;
      return { file, size };
    })
    .sort((a, b) => b.size - a.size);
  return { label, totalKb: Math.round((total / 1024) * 10) / 10, rows };
}

const check = process.argv.includes('--check');
const budgetsFile = join(dirname(fileURLToPath(import.meta.url)), '../route-budgets.json');
const budgets = JSON.parse(readFileSync(budgetsFile, 'utf8'));
const measured = Object.entries(routes).map(([label, roots]) => measure(label, roots));
const over = [];
console.log('Gzipped JavaScript each route runs before it is usable (KB, gzip -9):\n');
for (const { label, totalKb, rows } of measured) {
  const budget = budgets[label];
  // Each file is a request before the page works (six at a time over HTTP/1.1): counted beside the bytes.
  const fileBudget = budgets.files?.[label];
  const overFiles = fileBudget !== undefined && rows.length > fileBudget;
  const mark =
    budget === undefined || fileBudget === undefined
      ? '  NO BUDGET'
      : totalKb > budget || overFiles
        ? '  OVER BUDGET'
        : '';
  if (mark) {
    over.push(
      `${label}: ${totalKb} KB in ${rows.length} files, budget ${budget ?? 'none'} KB in ${fileBudget ?? 'none'} files`,
    );
  }
  console.log(
    `${String(totalKb).padStart(7)} / ${String(budget ?? '-').padStart(5)}  ${label} (${rows.length} / ${fileBudget ?? '-'} files)${mark}`,
  );
  if (!check) {
    for (const { file, size } of rows.slice(0, 8))
      console.log(`${''.padStart(16)}${(size / 1024).toFixed(1).padStart(6)}  ${file}${nameOf(file)}`);
  }
}
if (process.env.WRITE_FIGURES) {
  writeFileSync(
    process.env.WRITE_FIGURES,
    `${JSON.stringify(Object.fromEntries(measured.map((m) => [m.label, m.totalKb])), null, 2)}\n`,
  );
}
if (over.length > 0) {
  console.log(`\nOver budget:\n  ${over.join('\n  ')}`);
  console.log(
    'Cut what the route loads first, or raise its budget in apps/web/route-budgets.json with a reason.',
  );
  if (check) process.exit(1);
}
