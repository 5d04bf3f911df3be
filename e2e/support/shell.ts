import { expect, type Locator, type Page } from '@playwright/test';

// The signed-in shell's menus, reached the way a reader does: by their accessible names.

/** Presses the menu button of the top bar and returns the navigation drawer it opened. */
export async function openNavigationMenu(
  page: Page,
  names = { button: 'Open navigation menu', menu: 'Menu' },
) {
  const button = page.getByRole('button', { name: names.button });
  await button.click();
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  const menu = page.getByRole('dialog', { name: names.menu });
  await expect(menu).toBeVisible();
  return menu;
}

/** Follows a link of the drawer; the page's heading appears and the drawer closes. */
export async function goThroughMenu(page: Page, menu: Locator, link: string, heading: string) {
  await menu.getByRole('link', { name: link }).click();
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  await expect(menu).toBeHidden();
}

/** Whether an element's text is cut off (ellipsis or clipped) rather than shown in full. */
export async function isTextCut(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => element.scrollWidth > element.clientWidth + 1);
}
