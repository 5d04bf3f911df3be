import { expect, test } from '../support/fixtures.js';

// The public pages' navigation on a wide screen (desktop project only): the phone's menu is in
// public-menu.phone.spec.ts.

test('the "More" menu opens and closes with the keyboard', async ({ page }) => {
  await page.goto('/home');
  const more = page.getByRole('button', { name: 'More' });
  await more.focus();
  await page.keyboard.press('Enter');
  await expect(more).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Tab');
  await expect(page.locator('[data-disclosure] a').first()).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(more).toHaveAttribute('aria-expanded', 'false');
  await expect(more).toBeFocused();
});
