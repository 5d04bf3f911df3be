import { expect, expectNoAxeViolations, screenshot, test } from '../support/fixtures.js';

// The public pages' menu on a phone (phone project only): the toggle bar exists at 480 px and below.
// The wide navigation's "More" menu is in public-menu-wide.spec.ts.

test('the phone menu works with the keyboard alone', async ({ page }) => {
  await page.goto('/home');
  const menu = page.getByRole('button', { name: 'Menu' });
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // From the top of the page: skip link, display controls, brand, login, register… then the menu.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeFocused();
  for (let i = 0; i < 20 && !(await menu.evaluate((node) => node === document.activeElement)); i += 1) {
    await page.keyboard.press('Tab');
  }
  await expect(menu).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
  // Really shown, not only focusable (a collapsed panel is also transparent).
  const panel = page.locator(`[id="${await menu.getAttribute('aria-controls')}"]`);
  await expect.poll(() => panel.evaluate((node) => getComputedStyle(node).opacity)).toBe('1');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Home' })).toBeFocused();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'District Units' })).toBeFocused();
  await expectNoAxeViolations(page, 'phone menu open');
  await screenshot(page, 'phone-menu-open');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/district-units$/);
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
  await menu.focus();
  await page.keyboard.press('Space');
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Space');
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
});
