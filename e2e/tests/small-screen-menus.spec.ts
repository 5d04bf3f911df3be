import { adminSession, useSession } from '../support/athletes.js';
import { expect, expectNoAxeViolations, screenshot, test } from '../support/fixtures.js';
import { isTextCut } from '../support/shell.js';

// The signed-in shell on wide and middle-sized screens (decision 0008): at 1280 px the sidebar's
// names and the greeting are shown in full; between 768 and 1039 px an expanded sidebar leaves the
// top bar's controls (language, the avatar menu and its logout) on screen.

test('administrator at 1280 px, then 800 px with the sidebar expanded', async ({ page }) => {
  await useSession(page, adminSession());
  await page.goto('/admin/payment-management');
  await expect(page.getByRole('heading', { level: 1, name: 'Payment Management' })).toBeVisible();

  await test.step('1280 px: sidebar names and greeting in full, axe in English and Hindi', async () => {
    const navigation = page.getByRole('navigation', { name: 'Administration' });
    for (const name of ['Payment Management', 'Performance Certificate', 'Association settings']) {
      const link = navigation.getByRole('link', { name });
      expect(await isTextCut(link.locator('span')), `${name} is shown in full`).toBe(false);
    }
    expect(await isTextCut(page.getByTestId('greeting')), 'the greeting is shown in full').toBe(false);
    await expectNoAxeViolations(page, 'admin shell at 1280 px (English)');
    await screenshot(page, 'shell-admin-en');
    await page.getByRole('combobox', { name: 'Language' }).selectOption('hi');
    await expect(page.getByRole('heading', { level: 1, name: 'भुगतान प्रबंधन' })).toBeVisible();
    await expectNoAxeViolations(page, 'admin shell at 1280 px (Hindi)');
    await screenshot(page, 'shell-admin-hi');
    await page.getByRole('combobox', { name: 'भाषा' }).selectOption('en');
  });

  await test.step('800 px, sidebar expanded: language and the avatar menu stay on screen', async () => {
    await page.setViewportSize({ width: 800, height: 800 });
    const expand = page.getByRole('button', { name: 'Expand sidebar' });
    await expand.click();
    await expect(page.getByRole('button', { name: 'Collapse sidebar' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    for (const control of [
      page.getByRole('combobox', { name: 'Language' }),
      page.getByRole('button', { name: 'Open user menu' }),
    ]) {
      await expect(control).toBeInViewport({ ratio: 1 });
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(800);
    await screenshot(page, 'shell-admin-sidebar-expanded');
    // Logout is not pressed: it would end the administrator session the other tests share.
    await page.getByRole('button', { name: 'Open user menu' }).click();
    const logout = page.getByRole('menuitem', { name: 'Logout' });
    await expect(logout).toBeInViewport({ ratio: 1 });
    await expect(logout).toBeEnabled();
    await page.keyboard.press('Escape');
    await expect(logout).toBeHidden();
  });
});
