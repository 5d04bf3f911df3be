import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { NewsCard, PublicEvent, SiteContact } from '@para/contract';
import { setUpRendering } from './render';

const site: SiteContact = {
  name: 'Kerala State Para Sports Association',
  phone: '+91 471 230 0000',
  email: 'office@para.example.in',
  address: 'Thiruvananthapuram',
  about: 'We run para sports in the state.',
  social: { twitter: '', youtube: 'https://youtube.example/para', facebook: '', linkedin: '', instagram: '' },
  translations: { hi: { name: 'केरल राज्य पैरा खेल संघ', address: '', about: 'हम राज्य में पैरा खेल चलाते हैं।' } },
};
const news = (lang: string): NewsCard[] => [
  {
    _id: 'n1',
    slug: 'relay-gold',
    title: lang === 'hi' ? 'रिले में स्वर्ण' : 'Gold in the relay',
    summary: 'A record time.',
    publishedOn: '2026-11-20',
    coverUrl: '',
  },
];
const events: PublicEvent[] = [
  {
    _id: 'e1',
    title: 'State Para Athletics Championship',
    sports: ['Para athletics'],
    venue: 'University Stadium',
    district: 'Thiruvananthapuram',
    startDate: '2026-12-16',
    endDate: '2026-12-18',
    entryFormId: '',
  },
];

/** What the server would answer, by path; records what was asked. */
const asked: string[] = [];
const envelope = (data: unknown, status = 200) =>
  new Response(
    JSON.stringify({ success: status === 200, message: status === 200 ? 'OK' : 'Not found', data }),
    {
      status,
      headers: { 'content-type': 'application/json' },
    },
  );

/**
 * A client build's folder (index.html, stylesheets, and the manifest in .vite/ beside them) and the
 * API's answers, for the rendering bundle to draw pages from; returns the API addresses asked, in order.
 */
export function setUpDrawnSite(): string[] {
  // A client build's folder: index.html, and the manifest in .vite/ beside it.
  const dir = mkdtempSync(path.join(tmpdir(), 'ssr-'));
  mkdirSync(path.join(dir, '.vite'));
  writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html>\n<html lang="en">\n  <head>\n    <title>Para</title>\n    <script type="module" crossorigin src="/assets/app.js"></script>\n  </head>\n  <body>\n    <div id="root"></div>\n  </body>\n</html>\n',
  );
  // The stylesheets: each with a rule every page draws (naming its sheet) and one no page does; one
  // refers to a file beside it, another to a picture written into it. The records page's sheet is
  // missing from the folder.
  mkdirSync(path.join(dir, 'assets'));
  for (const [name, url] of [
    ['layout', '/assets/wave.svg'],
    ['home', ''],
    ['cards', '"data:image/svg+xml,x"'],
    ['verify-certificate', ''],
    ['verify-accreditation', ''],
    ['badge', './seal.svg'],
  ])
    writeFileSync(
      path.join(dir, 'assets', `${name}.css`),
      `main{counter-reset:${name}${url ? `;background:url(${url})` : ''}}.${name}-unused{color:#123456}`,
    );
  // The entry's sheet, also with the faces of two fonts, which the theme names elsewhere.
  writeFileSync(
    path.join(dir, 'assets', 'app.css'),
    [
      'body{margin:0;font-family:var(--mantine-font-family)}',
      'main{counter-reset:app}',
      'nav a{color:var(--link-colour)}',
      ':root{--link-colour:#1864ab;--never-read:#654321}',
      '.never-drawn{color:#654321}',
      'html[data-contrast=high] body{background:#000}',
      '@font-face{font-family:"Noto Sans Devanagari";src:url(/assets/deva.woff2)format("woff2");unicode-range:U+900-97F}',
      '@font-face{font-family:"Language Names";src:url(data:font/woff2;base64,d09GMgAB)format("woff2")}',
    ].join(''),
  );
  const manifest = path.join(dir, '.vite', 'manifest.json');
  writeFileSync(
    manifest,
    JSON.stringify({
      'index.html': { file: 'assets/app.js', css: ['assets/app.css'], imports: ['_vendor.js'] },
      '_vendor.js': { file: 'assets/vendor.js' },
      'src/components/public/PublicLayout.tsx': { file: 'assets/layout.js', css: ['assets/layout.css'] },
      'src/features/auth/pages/LoginPage.tsx': { file: 'assets/login.js', imports: ['_form.js'] },
      '_form.js': { file: 'assets/form.js' },
      'src/locales/en/texts-forms-en.js': { file: 'assets/auth-en.js' },
      'src/locales/hi/texts-forms-hi.js': { file: 'assets/auth-hi.js' },
      'src/features/content/pages/HomePage.tsx': {
        file: 'assets/home.js',
        css: ['assets/home.css'],
        imports: ['_shared.js'],
      },
      '_shared.js': { file: 'assets/shared.js', css: ['assets/cards.css'] },
      'src/features/content/pages/NewsPage.tsx': { file: 'assets/news.js', imports: ['_shared.js'] },
      'src/features/records/pages/RecordsPage.tsx': {
        file: 'assets/records.js',
        css: ['assets/records.css'],
      },
      'src/features/certificates/pages/VerifyCertificatePage.tsx': {
        file: 'assets/verify-certificate.js',
        css: ['assets/verify-certificate.css'],
      },
      'src/features/accreditation/pages/VerifyAccreditationPage.tsx': {
        file: 'assets/verify-accreditation.js',
        css: ['assets/verify-accreditation.css', 'assets/badge.css'],
      },
      'src/public-enhance/main.ts': { file: 'assets/enhance.js', imports: ['_display.js'] },
      '_display.js': { file: 'assets/display.js' },
      'src/components/app/AppLayout.tsx': { file: 'assets/app-layout.js', css: ['assets/app-layout.css'] },
      'src/features/registration/pages/DashboardPage.tsx': { file: 'assets/dashboard.js' },
      'src/features/registration/pages/RegistrationWizardPage.tsx': { file: 'assets/wizard.js' },
      'src/features/competitions/pages/EntryFormPage.tsx': { file: 'assets/entry-form.js' },
      'src/locales/en/texts-admin-en.js': { file: 'assets/review-docs-en.js' },
      'src/locales/hi/texts-admin-hi.js': { file: 'assets/review-docs-hi.js' },
    }),
  );
  setUpRendering(async (url) => {
    asked.push(url);
    const { pathname, searchParams } = new URL(url, 'http://localhost');
    const lang = searchParams.get('lang') ?? 'en';
    if (pathname === '/api/content/site') return envelope(site);
    if (pathname === '/api/content/home') return envelope({ news: news(lang), events });
    if (pathname === '/api/content/news') {
      return envelope({ items: news(lang), total: 25, page: Number(searchParams.get('page')), pageSize: 12 });
    }
    return envelope(null, 404);
  }, pathToFileURL(manifest));
  return asked;
}
