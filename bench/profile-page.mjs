// Where a page's main-thread time goes while it loads on a slow phone: Chromium's sampling profiler
// over the load, the CPU slowed four times (Lighthouse's mobile setting), each sample's time given to
// the source file the build's source maps name (a package, for node_modules). Prints the sources by
// self time, and the page's long tasks (over 50 ms, the ones total blocking time counts). The network
// is not slowed: this looks at the CPU only. Against the built portal started as `npm start` starts
// it, with seed-large's athletes (bench/lib/portal.mjs).
//
//   npm run build && node bench/profile-page.mjs /user/dashboard       # athlete 1 (approved)
//   ATHLETE=9 node bench/profile-page.mjs /registration                  # a draft's wizard
//   RUNS=5 node bench/profile-page.mjs /user/dashboard                   # summed over five loads
//
// Not part of `npm test`: times depend on the machine's load.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import puppeteer from 'puppeteer-core';
import { SourceMapConsumer } from 'source-map-js';
import { signInAthlete, startPortal } from './lib/portal.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = process.env.WEB_DIST ?? path.join(root, 'apps/web/dist');
const address = process.argv[2] ?? '/user/dashboard';
const athlete = Number(process.env.ATHLETE ?? 1);
const runs = Number(process.env.RUNS ?? 1);
const CPU_SLOWDOWN = 4;

const consumers = new Map();
/** The source map of a built file (`/assets/x.js`), read once; null for anything else. */
function consumerFor(url) {
  const match = /\/(assets\/[^/?#]+\.js)/.exec(url);
  if (!match) return null;
  if (!consumers.has(match[1])) {
    try {
      consumers.set(
        match[1],
        new SourceMapConsumer(JSON.parse(readFileSync(path.join(dist, `${match[1]}.map`), 'utf8'))),
      );
    } catch {
      consumers.set(match[1], null);
    }
  }
  return consumers.get(match[1]);
}

/** A sample's place as a reader would look for it: the package, or the app's source file. */
function placeOf(frame) {
  if (!frame.url) return frame.functionName ? `(${frame.functionName.replace(/^\(|\)$/g, '')})` : '(native)';
  const consumer = consumerFor(frame.url);
  if (!consumer) return frame.url.replace(/^https?:\/\/[^/]+/, '') || '(page)';
  const original = consumer.originalPositionFor({ line: frame.lineNumber + 1, column: frame.columnNumber });
  if (!original.source) return frame.url.replace(/^.*\//, '');
  const source = original.source.replace(/^(\.\.\/)+/, '');
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source);
  return pkg ? pkg[1] : source.replace(/^apps\/web\//, '');
}

const portal = await startPortal({ seed: true });
const chrome = await chromeLauncher.launch({
  chromePath: '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--no-first-run'],
});
const selfTime = new Map();
const longTasks = [];
try {
  for (let run = 0; run < runs; run += 1) {
    await signInAthlete(portal, athlete, chrome.port);
    const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
    const page = await browser.newPage();
    await page.setViewport({ width: 412, height: 823, isMobile: true, hasTouch: true });
    await page.evaluateOnNewDocument(() => {
      window.__longTasks = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries())
          window.__longTasks.push([Math.round(entry.startTime), Math.round(entry.duration)]);
      }).observe({ type: 'longtask', buffered: true });
    });
    const devtools = await page.createCDPSession();
    await devtools.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await devtools.send('Profiler.enable');
    await devtools.send('Profiler.setSamplingInterval', { interval: 200 });
    await devtools.send('Profiler.start');
    await page.goto(`${portal.base}${address}`, { waitUntil: 'networkidle0' });
    await new Promise((resolve) => setTimeout(resolve, 2000));
    const { profile } = await devtools.send('Profiler.stop');
    if (!page.url().endsWith(address))
      throw new Error(`${address} showed ${page.url()}: the sign-in did not hold`);
    longTasks.push(await page.evaluate(() => window.__longTasks));

    const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
    const parents = new Map();
    for (const node of profile.nodes) for (const child of node.children ?? []) parents.set(child, node.id);
    /** A browser function called by the page's code (`appendChild`) is named with the file that called it. */
    const placeOfNode = (id) => {
      const frame = nodes.get(id).callFrame;
      const place = placeOf(frame);
      if (frame.url || !/^\((?!program|idle|garbage|root)/.test(place)) return place;
      for (let up = parents.get(id); up !== undefined; up = parents.get(up)) {
        const caller = nodes.get(up).callFrame;
        if (caller.url) return `${place} from ${placeOf(caller)}`;
      }
      return place;
    };
    profile.samples.forEach((id, index) => {
      const place = placeOfNode(id);
      selfTime.set(place, (selfTime.get(place) ?? 0) + (profile.timeDeltas[index] ?? 0) / 1000);
    });
    await page.close();
    await browser.disconnect();
  }
} finally {
  await chrome.kill();
  portal.stop();
}

const busy = [...selfTime.entries()].filter(([place]) => place !== '(idle)');
const total = busy.reduce((sum, [, ms]) => sum + ms, 0);
console.log(`${address}, athlete ${athlete}, CPU ${CPU_SLOWDOWN}x slower, ${runs} load(s):`);
console.log(`main thread busy ${Math.round(total / runs)} ms a load; by source, self time a load:`);
for (const [place, ms] of busy.sort((a, b) => b[1] - a[1]).slice(0, 30))
  console.log(`${String(Math.round(ms / runs)).padStart(7)} ms  ${place}`);
longTasks.forEach((tasks, index) => {
  const blocking = tasks.reduce((sum, [, duration]) => sum + Math.max(0, duration - 50), 0);
  console.log(
    `load ${index + 1}: long tasks [start ms, duration ms] ${JSON.stringify(tasks)}; over 50 ms: ${blocking} ms`,
  );
});
