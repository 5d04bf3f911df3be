import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { test as base, expect, type Page } from '@playwright/test';
import axe from 'axe-core';
import { watchedPage } from './csp.js';
import { screenshotDir } from './paths.js';

export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * Lets opening transitions (dialogs fading in, panels sliding) finish, so that colour contrast is
 * measured on what the reader ends up seeing, not on a half-faded frame. Endless animations
 * (spinners) are not waited for; after 3 s the scan runs anyway.
 */
async function settleTransitions(page: Page): Promise<void> {
  await page
    .waitForFunction(
      () => {
        const settled = document
          .getAnimations()
          .every(
            (animation) =>
              animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity,
          );
        // A dialog just opened may not have started its fade yet (no animation is running, but it is
        // still transparent), so every open dialog and its ancestors must be fully opaque too.
        const opaque = [...document.querySelectorAll('[role="dialog"]')].every((dialog) => {
          for (let node: Element | null = dialog; node; node = node.parentElement) {
            if (getComputedStyle(node).opacity !== '1') return false;
          }
          return true;
        });
        return settled && opaque;
      },
      undefined,
      { timeout: 3000 },
    )
    .catch(() => undefined);
}

interface AxeRun {
  /** A CSS selector the scan is limited to (the whole document otherwise). */
  include?: string;
  /** Every WCAG rule but these. */
  without?: string[];
  /** Only these rules. */
  only?: string[];
}

/**
 * One axe-core run in the page, injected once per document. `@axe-core/playwright` opens a new blank
 * page for every scan to combine the results of frames, which these pages do not have: on a two-core
 * machine that tripled the time of each scan (1.7 s against 0.55 s for /home, median of five).
 */
async function runAxe(page: Page, { include, without = [], only }: AxeRun = {}): Promise<axe.Result[]> {
  const injected = await page.evaluate(() => typeof (window as { axe?: unknown }).axe === 'object');
  if (!injected) await page.evaluate(axe.source);
  const results = await page.evaluate(
    ({ include, options }) =>
      (window as unknown as { axe: typeof axe }).axe.run(
        include ? { include: [include] } : document,
        options,
      ),
    {
      include,
      options: {
        resultTypes: ['violations'] as axe.resultGroups[],
        ...(only
          ? { runOnly: { type: 'rule' as const, values: only } }
          : {
              runOnly: { type: 'tag' as const, values: WCAG_TAGS },
              rules: Object.fromEntries(without.map((rule) => [rule, { enabled: false }])),
            }),
      },
    },
  );
  return results.violations;
}

/**
 * With a modal dialog open, the page behind it sits under the overlay and cannot be pressed, so
 * the size of its targets depends only on where the dialog's edge happens to fall at that scroll
 * position. The dialogs are scanned with every rule; the page behind with every rule but target
 * size (measured when the page is scanned with nothing open).
 */
async function scanBehindModal(page: Page) {
  const dialogs = await runAxe(page, { include: '[role="dialog"][aria-modal="true"]' });
  const behind = await runAxe(page, { without: ['target-size'] });
  const seen = new Set(dialogs.map((violation) => violation.id));
  return [...dialogs, ...behind.filter((violation) => !seen.has(violation.id))];
}

/**
 * The whole page. Target size is measured with the page scrolled to the top: scrolled, controls pass
 * under the sticky top bar, and whether one sits there at the moment of the scan depends only on
 * where a focused message happened to scroll the page (the reader scrolls it out again). What the top
 * bar may hide of a focused control is kept from happening by the layout's scroll padding.
 */
async function scanPage(page: Page) {
  const scrolled = await page.evaluate(() => window.scrollY);
  if (scrolled === 0) return runAxe(page);
  const rest = await runAxe(page, { without: ['target-size'] });
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
  const sizes = await runAxe(page, { only: ['target-size'] });
  await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), scrolled);
  return [...rest, ...sizes];
}

const STILL_STYLE_ID = 'e2e-axe-still';

/**
 * Holds the page still while axe reads it: a toast that times out in the middle of a scan would
 * otherwise fade under its reader's eyes, and its half-transparent text fail colour contrast although
 * no reader ever has to read it so (a slow machine made this happen behind an open dialog). Without
 * transitions, anything that starts to come or go during the scan is at once where it ends: shown
 * whole, or gone.
 */
async function holdStill(page: Page, still: boolean): Promise<void> {
  await page.evaluate(
    ({ id, still }) => {
      document.getElementById(id)?.remove();
      if (!still) return;
      const style = document.createElement('style');
      style.id = id;
      // No property transitions any more, which also ends those running (a running transition keeps
      // its old length when only the length changes).
      style.textContent = '*,*::before,*::after{transition:none!important}';
      document.head.append(style);
    },
    { id: STILL_STYLE_ID, still },
  );
}

/** What axe-core finds wrong on the page as the reader sees it: its dialog, or the whole page. */
export async function axeViolations(page: Page): Promise<axe.Result[]> {
  await settleTransitions(page);
  await holdStill(page, true);
  try {
    return (await page.locator('[role="dialog"][aria-modal="true"]').count())
      ? await scanBehindModal(page)
      : await scanPage(page);
  } finally {
    await holdStill(page, false);
  }
}

/** axe-core over the whole page; fails with the rule ids and the offending elements. */
export async function expectNoAxeViolations(page: Page, label: string): Promise<void> {
  const violations = await axeViolations(page);
  const summary = violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help}\n    ${violation.nodes
        .slice(0, 5)
        .map((node) => node.target.join(' '))
        .join('\n    ')}`,
  );
  expect(summary, `axe violations on ${label}`).toEqual([]);
}

/**
 * A full-page picture of what the step shows, for a person to look at, taken when E2E_SCREENSHOTS is
 * set (`E2E_SCREENSHOTS=1 npm run test:e2e`; they land in e2e/test-results/screenshots/). A run that
 * nobody looks at skips them: several hundred pictures cost a run minutes.
 */
export async function screenshot(page: Page, name: string): Promise<void> {
  if (!process.env.E2E_SCREENSHOTS) return;
  mkdirSync(screenshotDir, { recursive: true });
  const width = page.viewportSize()?.width ?? 0;
  await page.screenshot({ path: path.join(screenshotDir, `${name}-${width}.png`), fullPage: true });
}

/** The portal started by global-setup.ts listens on a free port chosen at run time. */
export const test = base.extend({
  page: watchedPage,
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads the fixture's dependencies from this pattern.
  baseURL: async ({}, use) => {
    await use(process.env.E2E_BASE_URL);
  },
});

export { expect };
