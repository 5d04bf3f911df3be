import { axeViolations, expect, test } from '../support/fixtures.js';

// The scan every page passes must find what it is there to find: a page with known faults, in
// the page itself and inside an open dialog, scrolled and not.

const FAULTY = `<!doctype html><html lang="en"><head><title>Faults</title></head><body>
<main><h1>Faults</h1>
<label>Named <input id="named"></label>
<input id="unnamed">
<p style="color:#bbb;background:#fff">Pale text</p>
<div style="height:3000px"></div>
<p><button style="width:10px;height:10px;padding:0;border:0" aria-label="Tiny"></button><button style="width:10px;height:10px;padding:0;border:0" aria-label="Tiny too"></button></p>
</main></body></html>`;

const WITH_DIALOG = `<!doctype html><html lang="en"><head><title>Dialog</title></head><body>
<main><h1>Behind</h1><input id="behind-unnamed"></main>
<div role="dialog" aria-modal="true" aria-label="Confirm"><img src="data:," id="no-alt"><button style="min-width:48px;min-height:48px">OK</button></div>
</body></html>`;

test('the accessibility scan finds faults of the page, scrolled or not, and of an open dialog', async ({
  page,
}) => {
  await page.setContent(FAULTY);
  const ids = async () => (await axeViolations(page)).map((violation) => violation.id).sort();
  expect(await ids()).toEqual(['color-contrast', 'label', 'target-size']);
  await page.evaluate(() => window.scrollTo(0, 2000));
  expect(await ids()).toEqual(['color-contrast', 'label', 'target-size']);

  await page.setContent(WITH_DIALOG);
  const found = await axeViolations(page);
  expect(found.map((violation) => violation.id).sort()).toEqual(['image-alt', 'label']);
  expect(found.find((violation) => violation.id === 'image-alt')?.nodes[0]?.target).toEqual(['#no-alt']);
});

// A toast whose time ran out while the scan was about to read the page: half faded, its text is paler
// than any reader has to read it, and that must not fail a page (it did, on a slow machine).
const LEAVING_TOAST = `<!doctype html><html lang="en"><head><title>Toast</title></head><body>
<main><h1>Saved page</h1></main>
<div role="status" id="toast" style="color:#767676;background:#fff;transition:opacity 20s linear">Saved</div>
</body></html>`;

test('the accessibility scan reads a leaving toast where it ends, not half faded', async ({ page }) => {
  await page.setContent(LEAVING_TOAST);
  expect(await axeViolations(page)).toEqual([]);
  await page.evaluate(() => {
    const toast = document.getElementById('toast');
    if (toast) toast.style.opacity = '0';
  });
  expect((await axeViolations(page)).map((violation) => violation.id)).toEqual([]);
  // The page runs its transitions again once the scan is done.
  expect(await page.evaluate(() => document.getElementById('e2e-axe-still'))).toBeNull();
});
