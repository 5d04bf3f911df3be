import { adminSession, createVerifiedAthlete, useSession } from '../support/athletes.js';
import { expect, expectNoAxeViolations, screenshot, test } from '../support/fixtures.js';
import { goThroughMenu, isTextCut, openNavigationMenu } from '../support/shell.js';

// At 360 px the sidebar is a drawer behind the menu button, and the language, text size and contrast
// controls live in it (decision 0008). Reached by accessible names only, as a reader would.

test('athlete: the menu leads to the pages and holds language and text size; the registration flow has them too', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  await useSession(page, await createVerifiedAthlete(request, 'Fathima Beevi Abdul Rahman'));
  await page.goto('/user/events-list');
  await expect(page.getByRole('heading', { level: 1, name: 'Events List' })).toBeVisible();
  expect(await isTextCut(page.getByTestId('greeting')), 'the greeting is shown in full').toBe(false);

  let menu = await openNavigationMenu(page);
  await goThroughMenu(page, menu, 'Identity Card', 'Identity Card');

  menu = await openNavigationMenu(page);
  await expectNoAxeViolations(page, 'athlete menu open (English)');
  await screenshot(page, 'phone-menu-athlete-en');
  await goThroughMenu(page, menu, 'Profile', 'Profile');

  await test.step('language and text size from the menu', async () => {
    menu = await openNavigationMenu(page);
    await menu.getByRole('combobox', { name: 'Language' }).selectOption('hi');
    menu = page.getByRole('dialog', { name: 'मेनू' });
    await expect(menu.getByRole('link', { name: 'पहचान पत्र' })).toBeVisible();
    const larger = menu.getByRole('button', { name: 'बड़े अक्षर' });
    await larger.click();
    await expect(larger).toHaveAttribute('aria-pressed', 'true');
    await expect(page.locator('html')).toHaveCSS('font-size', '20px');
    await expectNoAxeViolations(page, 'athlete menu open (Hindi, larger text)');
    await screenshot(page, 'phone-menu-athlete-hi-large');
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name: 'प्रोफ़ाइल' })).toBeVisible();
  });

  await test.step('the registration flow has no drawer: a button opens the same controls', async () => {
    await page.goto('/registration');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const button = page.getByRole('button', { name: 'भाषा और प्रदर्शन सेटिंग' });
    await button.click();
    let panel = page.getByRole('dialog', { name: 'भाषा और प्रदर्शन' });
    await expect(panel.getByRole('button', { name: 'बड़े अक्षर' })).toHaveAttribute('aria-pressed', 'true');
    await expectNoAxeViolations(page, 'display settings panel (Hindi)');
    await panel.getByRole('combobox', { name: 'भाषा' }).selectOption('en');
    panel = page.getByRole('dialog', { name: 'Language and display' });
    await panel.getByRole('button', { name: 'Normal text size' }).click();
    await expect(page.locator('html')).toHaveCSS('font-size', '16px');
    await expectNoAxeViolations(page, 'display settings panel (English)');
    await screenshot(page, 'phone-display-panel-en');
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(page.getByRole('button', { name: 'Language and display settings' })).toBeFocused();
  });
});

test('administrator: the menu leads to Payment Management and the review queue', async ({ page }) => {
  await useSession(page, adminSession());
  await page.goto('/admin/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();

  let menu = await openNavigationMenu(page);
  await expectNoAxeViolations(page, 'admin menu open (English)');
  await screenshot(page, 'phone-menu-admin-en');
  await goThroughMenu(page, menu, 'Payment Management', 'Payment Management');

  menu = await openNavigationMenu(page);
  await goThroughMenu(page, menu, 'UID Management', 'UID Management');

  menu = await openNavigationMenu(page);
  await menu.getByRole('combobox', { name: 'Language' }).selectOption('hi');
  menu = page.getByRole('dialog', { name: 'मेनू' });
  await expect(menu.getByRole('link', { name: 'भुगतान प्रबंधन' })).toBeVisible();
  await expectNoAxeViolations(page, 'admin menu open (Hindi)');
  await screenshot(page, 'phone-menu-admin-hi');
});
