// Lighthouse (mobile defaults: Moto G-class device, simulated slow 4G) on the public pages, against the
// built portal started here on a free port with a fresh data folder (so the first-start demo content is
// what is measured). Writes bench/results/lighthouse.json and bench/results/lighthouse.md.
//
//   npm run build && node bench/lighthouse.mjs            # /home /news /upcoming-events, 3 runs each (median)
//   RUNS=1 node bench/lighthouse.mjs /home /faq           # other pages, one run
//   WEB_DIST=/some/dist node bench/lighthouse.mjs         # measure another build of the web app
//   SET=forms node bench/lighthouse.mjs                   # the forms the app takes over (/login …), written
//                                                         # to bench/results/lighthouse-forms.{json,md}
//   SET=athlete node bench/lighthouse.mjs                 # signed in: an approved athlete's dashboard and
//                                                         # competitions, a new athlete's registration, and
//                                                         # the fee of a submitted one (seeded, see seed-large)
//   KEEP_REPORTS=/tmp/lh SET=athlete RUNS=1 node bench/lighthouse.mjs   # also keeps each run's whole report
//                                                         # and the browser's trace of the load
//   TLS=1 SET=athlete node bench/lighthouse.mjs           # through nginx with HTTPS and HTTP/2, as deployed;
//                                                         # written to bench/results/<set>-https.{json,md}
//   THROTTLE=3g node bench/lighthouse.mjs                 # on "regular 3G" (300 ms round trip, 700 kbps, 4x
//                                                         # slower CPU) instead of slow 4G, written to
//                                                         # bench/results/<set>-3g.{json,md}
//   nice -n -10 node bench/lighthouse.mjs                 # on a shared, busy machine (root): other work
//                                                         # stretches the page's tasks less (recorded)
//
// Not part of `npm test`: scores depend on the machine's load.
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { signInAthlete, startPortal } from './lib/portal.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** Named sets of pages, each with its own results file. */
const SETS = {
  public: { pages: ['/home', '/news', '/upcoming-events'], file: 'lighthouse', title: 'public pages' },
  forms: {
    pages: ['/login', '/register', '/contact', '/reset-password'],
    file: 'lighthouse-forms',
    title: 'the forms a visitor fills in first',
  },
  athlete: {
    pages: ['/user/dashboard', '/registration', '/registration-payment', '/user/events-list'],
    file: 'lighthouse-athlete',
    title: "a signed-in athlete's pages",
    // Who is signed in for each page: seed-large's athletes 1 (approved), 9 (a draft) and 7 (submitted,
    // the fee not paid).
    sessions: {
      '/user/dashboard': 1,
      '/registration': 9,
      '/registration-payment': 7,
      '/user/events-list': 1,
    },
  },
};
const set = SETS[process.env.SET ?? 'public'];
if (!set) throw new Error(`SET must be one of ${Object.keys(SETS).join(', ')}`);
const pages = process.argv.slice(2).length > 0 ? process.argv.slice(2) : set.pages;
const runs = Number(process.env.RUNS ?? 3);
/** TLS=1: measured through nginx with HTTPS and HTTP/2, as a deployment serves the portal. */
const viaTls = process.env.TLS === '1';
// The proxy's certificate is self-signed; only this measuring process and its browser accept it.
if (viaTls) process.env.NODE_TLS_REJECT_UNAUTHORIZED = '0';
/**
 * THROTTLE=3g: Lighthouse's "regular 3G" (its mobileRegular3G: 300 ms round trip and 700 kbps, each
 * adjusted as Lighthouse adjusts DevTools' figures, 4x slower CPU) instead of its default slow 4G.
 */
const THROTTLES = {
  '3g': {
    rttMs: 300,
    throughputKbps: 700,
    requestLatencyMs: 300 * 3.75,
    downloadThroughputKbps: 700 * 0.9,
    uploadThroughputKbps: 700 * 0.9,
    cpuSlowdownMultiplier: 4,
  },
};
const throttleName = process.env.THROTTLE;
const throttling = throttleName ? THROTTLES[throttleName] : undefined;
if (throttleName && !throttling)
  throw new Error(`THROTTLE must be one of ${Object.keys(THROTTLES).join(', ')}`);
const resultsFile = `${set.file}${viaTls ? '-https' : ''}${throttleName ? `-${throttleName}` : ''}`;
const categories = ['performance', 'accessibility', 'best-practices', 'seo'];
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  ...(viaTls ? ['--ignore-certificate-errors'] : []),
];

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

const portal = await startPortal({ seed: Boolean(set.sessions), viaTls });
const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: CHROME_FLAGS });

/** Signs seeded athlete `n` in (bench/lib/portal.mjs). */
const signIn = (n) => signInAthlete(portal, n, chrome.port);

const results = [];
try {
  for (const page of pages) {
    const samples = [];
    const athlete = set.sessions?.[page];
    for (let run = 0; run < runs; run += 1) {
      let lhr;
      let artifacts;
      // A run whose trace Lighthouse could not read (NO_NAVSTART and the like, on a busy machine)
      // scores 0: it is run again, up to twice, rather than counted.
      for (let attempt = 0; attempt < 3; attempt += 1) {
        if (athlete) await signIn(athlete);
        ({ lhr, artifacts } = await lighthouse(`${portal.base}${page}`, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: categories,
          // Signed in: the session in local storage must survive Lighthouse's clean start.
          disableStorageReset: Boolean(athlete),
          ...(throttling ? { throttling } : {}),
        }));
        if (!lhr.runtimeError) break;
        process.stdout.write(`${page} run ${run + 1}: ${lhr.runtimeError.code}, run again\n`);
      }
      // KEEP_REPORTS=dir keeps each run's whole report, for reading its waterfall and long tasks.
      if (process.env.KEEP_REPORTS) {
        mkdirSync(process.env.KEEP_REPORTS, { recursive: true });
        const name = `${page.replaceAll('/', '_')}-${run + 1}.json`;
        writeFileSync(path.join(process.env.KEEP_REPORTS, name), JSON.stringify(lhr));
        // And the browser's trace of the load (unthrottled: Lighthouse simulates the slow phone from it).
        const trace = artifacts?.Trace ?? artifacts?.traces?.defaultPass;
        if (trace)
          writeFileSync(
            path.join(process.env.KEEP_REPORTS, name.replace(/\.json$/, '.trace.json')),
            JSON.stringify(trace),
          );
      }
      if (athlete && !lhr.finalDisplayedUrl.endsWith(page)) {
        throw new Error(`${page} showed ${lhr.finalDisplayedUrl} instead: the sign-in did not hold`);
      }
      samples.push({
        // The machine's 1-minute load average when the run ended (two cores: above 2, other work ran).
        load: Number(os.loadavg()[0].toFixed(1)),
        scores: Object.fromEntries(
          categories.map((id) => [id, Math.round((lhr.categories[id]?.score ?? 0) * 100)]),
        ),
        metrics: {
          fcpMs: Math.round(lhr.audits['first-contentful-paint']?.numericValue ?? 0),
          lcpMs: Math.round(lhr.audits['largest-contentful-paint']?.numericValue ?? 0),
          tbtMs: Math.round(lhr.audits['total-blocking-time']?.numericValue ?? 0),
          cls: Number((lhr.audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3)),
          transferKb: Math.round((lhr.audits['total-byte-weight']?.numericValue ?? 0) / 1024),
        },
        failing: Object.values(lhr.audits)
          .filter(
            (audit) => audit.score !== null && audit.score < 0.9 && audit.scoreDisplayMode !== 'informative',
          )
          .map((audit) => `${audit.id}: ${audit.displayValue ?? audit.score}`)
          .slice(0, 12),
      });
      process.stdout.write(`${page} run ${run + 1}: ${JSON.stringify(samples.at(-1).scores)}\n`);
    }
    const pick = (get) => median(samples.map(get));
    results.push({
      page,
      runs,
      scores: Object.fromEntries(categories.map((id) => [id, pick((sample) => sample.scores[id])])),
      metrics: Object.fromEntries(
        Object.keys(samples[0].metrics).map((key) => [key, pick((sample) => sample.metrics[key])]),
      ),
      failingAudits: samples.at(-1).failing,
      loads: samples.map((sample) => sample.load),
    });
  }
} finally {
  await chrome.kill();
  portal.stop();
}

const outDir = path.join(root, 'bench/results');
mkdirSync(outDir, { recursive: true });
const measuredAt = new Date().toISOString();
const lighthouseVersion = (await import('lighthouse/package.json', { with: { type: 'json' } })).default
  .version;
writeFileSync(
  path.join(outDir, `${resultsFile}.json`),
  `${JSON.stringify({ measuredAt, lighthouse: lighthouseVersion, chromium: '/usr/bin/chromium', formFactor: 'mobile (Lighthouse defaults)', results }, null, 2)}\n`,
);
const table = [
  '| page | performance | accessibility | best practices | SEO | FCP | LCP | TBT | CLS | transfer | load after each run |',
  '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
  ...results.map(
    ({ page, scores, metrics, loads }) =>
      `| ${page} | ${scores.performance} | ${scores.accessibility} | ${scores['best-practices']} | ${scores.seo} | ${metrics.fcpMs} ms | ${metrics.lcpMs} ms | ${metrics.tbtMs} ms | ${metrics.cls} | ${metrics.transferKb} KB | ${loads.join(', ')} |`,
  ),
];
writeFileSync(
  path.join(outDir, `${resultsFile}.md`),
  [
    `# Lighthouse, ${set.title}`,
    '',
    `Measured ${measuredAt} with Lighthouse ${lighthouseVersion} (mobile defaults: emulated Moto G Power, ${throttling ? `simulated regular 3G (${throttling.rttMs} ms round trip, ${throttling.throughputKbps} kbps)` : 'simulated slow 4G'}, 4x CPU slowdown), Debian Chromium headless, median of ${runs} run(s) per page, against the built portal with the first-start demo content.`,
    '',
    `Command: \`npm run build && ${viaTls ? 'TLS=1 ' : ''}${process.env.SET ? `SET=${process.env.SET} ` : ''}${throttleName ? `THROTTLE=${throttleName} ` : ''}${process.env.RUNS ? `RUNS=${runs} ` : ''}node bench/lighthouse.mjs${process.argv.slice(2).length > 0 ? ` ${pages.join(' ')}` : ''}\``,
    '',
    viaTls
      ? 'Served through nginx with HTTPS and HTTP/2 (a self-signed certificate), as a deployment behind a load balancer serves it.'
      : 'Served by the portal itself over plain HTTP/1.1 (at most six connections at once).',
    '',
    `Machine load while measuring (1-minute load average, ${os.cpus().length} cores): ${os.loadavg()[0].toFixed(1)}.`,
    // On a shared machine, `nice -n -10 node bench/lighthouse.mjs` lets other work interfere less.
    `Scheduling priority of the measuring processes (nice): ${os.getPriority()}.`,
    '',
    ...(set.file === 'lighthouse-athlete'
      ? [
          'History: before the signed-in layout was drawn by the server (docs/decisions/0023), with HTTPS and HTTP/2:',
          'dashboard 87 (FCP 3.06 s, LCP 3.18 s), registration 81 (FCP 3.6 s, LCP 3.8 s, an error page: the',
          "benchmark's athlete had half-filled pages); over plain HTTP: dashboard 67 (FCP 5.2 s, LCP 5.4 s),",
          'registration 61 (FCP 6.2 s, LCP 6.7 s). Before the dashboard and the top of /registration were drawn',
          'by the server and built files lost their document-only headers (docs/decisions/0030), HTTPS, quiet',
          'machine (load 1.9-2.8): dashboard 97 (LCP 2.47 s, TBT 60 ms, 425 KB), registration 89 (LCP 3.36 s,',
          'TBT 200 ms, 514 KB). A load average above 2 (two cores) means other work ran meanwhile and slows the',
          'main thread: blocking time and the scores vary by several points then.',
          '',
        ]
      : []),
    ...(set.file === 'lighthouse'
      ? [
          'History: with the single-page app (session 1) performance was 65-75 (FCP 2.9-3.7 s, TBT 175-540 ms,',
          '~275 KB transferred). The public content pages are now rendered on the server with a 3 KB script',
          '(docs/decisions/0006).',
          '',
        ]
      : []),
    ...table,
    '',
    ...results.flatMap(({ page, failingAudits }) =>
      failingAudits.length > 0 ? [`Audits below 0.9 on ${page}: ${failingAudits.join('; ')}`, ''] : [],
    ),
  ].join('\n'),
);
process.stdout.write(`${table.join('\n')}\n`);
