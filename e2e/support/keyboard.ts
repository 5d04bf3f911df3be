import type { FileChooser, Locator, Page } from '@playwright/test';
import { expect } from './fixtures.js';

// Keyboard-only use: focus moves by script (as Tab would), everything else is typed or pressed.

/** Replaces a field's text by typing. */
export async function typeIn(page: Page, field: Locator, text: string) {
  await field.focus();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('Delete');
  await page.keyboard.type(text);
}

/** A native date input takes the digits of each part in the browser's order (en-US: month, day, year). */
export async function typeDate(page: Page, field: Locator, iso: string) {
  const [year, month, day] = iso.split('-');
  await field.focus();
  await page.keyboard.type(`${month}${day}${year}`);
  await expect(field).toHaveValue(iso);
}

export async function press(page: Page, target: Locator, key = 'Enter') {
  await target.focus();
  await page.keyboard.press(key);
}

/** Native <select>: type-ahead on the closed control picks the option. */
export async function choose(page: Page, select: Locator, label: string, value?: string) {
  await select.focus();
  await page.keyboard.type(label);
  if (value !== undefined) await expect(select).toHaveValue(value);
}

/** A file input opened from its button by keyboard. */
export async function uploadByKeyboard(
  page: Page,
  button: Locator,
  file: Parameters<FileChooser['setFiles']>[0],
) {
  const chooser = page.waitForEvent('filechooser');
  await press(page, button, 'Enter');
  await (await chooser).setFiles(file);
}

/** Nothing on the page is wider than the screen (the page never scrolls sideways). */
export async function expectNoSideways(page: Page) {
  // Polled: right after a change of viewport the layout may not have settled yet (the shell's
  // breakpoints are read by script a frame later), which measured 100 px too wide once.
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), {
      message: 'page scrolls sideways',
    })
    .toBeLessThanOrEqual(0);
}
