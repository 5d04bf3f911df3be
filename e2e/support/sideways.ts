import { expect, type Page } from '@playwright/test';

/** What the A+ button sets (apps/web/src/lib/display.ts): everything is in rem, so all of it grows. */
export const LARGEST_TEXT_ROOT_SIZE = '125%';

/**
 * How far the page scrolls sideways, and the innermost elements that stick out past the right edge
 * (named by tag, class and text) so that a failure says what to fix.
 */
async function sidewaysOverflow(page: Page): Promise<{ excess: number; culprits: string[] }> {
  return page.evaluate(() => {
    const root = document.documentElement;
    const width = root.clientWidth;
    const excess = root.scrollWidth - width;
    if (excess <= 0) return { excess, culprits: [] };
    const sticking = Array.from(document.body.querySelectorAll<HTMLElement>('*')).filter(
      (element) => element.getBoundingClientRect().right > width + 1,
    );
    const innermost = sticking.filter(
      (element) => !sticking.some((other) => element.contains(other) && other !== element),
    );
    const culprits = innermost.slice(0, 6).map((element) => {
      const name = `${element.tagName.toLowerCase()}.${Array.from(element.classList).join('.')}`;
      const right = Math.round(element.getBoundingClientRect().right);
      return `${name} (right edge ${right}px) "${(element.textContent ?? '').trim().slice(0, 50)}"`;
    });
    return { excess, culprits };
  });
}

/**
 * The page as loaded must not scroll sideways, at the normal text size and at the largest one. The
 * larger size is applied in place (as the A+ button does) to spare a second page load.
 */
export async function expectNoSidewaysScroll(page: Page, label: string): Promise<void> {
  for (const rootSize of ['', LARGEST_TEXT_ROOT_SIZE]) {
    await page.evaluate((size) => {
      document.documentElement.style.fontSize = size;
    }, rootSize);
    // Two frames: layout settles after the font size change.
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    );
    const { excess, culprits } = await sidewaysOverflow(page);
    const size = rootSize ? 'largest text' : 'normal text';
    expect(culprits, `${label} (${size}) scrolls sideways by ${excess}px`).toEqual([]);
    expect(excess, `${label} (${size}) scrolls sideways`).toBeLessThanOrEqual(0);
  }
  await page.evaluate(() => {
    document.documentElement.style.fontSize = '';
  });
}
