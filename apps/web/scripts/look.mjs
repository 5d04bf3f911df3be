// Screenshots and an axe-core scan of pages of a running build, for a quick look during development:
//   node apps/web/scripts/look.mjs http://localhost:4173 /tmp/shots /home /login
// Uses Debian's Chromium through playwright-core (no browser download).
import { mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { chromium } from 'playwright-core';

const require = createRequire(import.meta.url);
const [base = 'http://localhost:4173', out = '/tmp/shots', ...pages] = process.argv.slice(2);
const paths = pages.length ? pages : ['/home', '/login', '/register', '/not-there'];
const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
mkdirSync(out, { recursive: true });

const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});
let problems = 0;
for (const width of [360, 1280]) {
  const context = await browser.newContext({ viewport: { width, height: 800 } });
  const storage = process.env.SESSION;
  if (storage) await context.addInitScript((value) => localStorage.setItem('userinfo', value), storage);
  const page = await context.newPage();
  page.on('pageerror', (error) => console.log(`  page error: ${error.message}`));
  for (const path of paths) {
    await page.goto(base + path, { waitUntil: 'networkidle' });
    await page.waitForTimeout(300);
    const file = `${out}/${path.replace(/[^a-z0-9]+/gi, '_').replace(/^_|_$/g, '') || 'root'}-${width}.png`;
    await page.screenshot({ path: file, fullPage: true });
    await page.addScriptTag({ content: axeSource });
    const result = await page.evaluate(async () =>
      window.axe.run(document, {
        runOnly: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'],
      }),
    );
    console.log(`${width}px ${path} -> ${page.url()} "${await page.title()}" ${file}`);
    for (const violation of result.violations) {
      problems++;
      console.log(`  axe ${violation.id} (${violation.impact}): ${violation.help}`);
      for (const node of violation.nodes.slice(0, 3))
        console.log(`    ${node.target.join(' ')} ${node.failureSummary?.split('\n')[1] ?? ''}`);
    }
  }
  await context.close();
}
await browser.close();
console.log(problems ? `${problems} axe violation(s)` : 'axe: no violations');
