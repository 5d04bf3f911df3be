import type { Page } from '@playwright/test';
import { expectNoCspViolations, watchCsp } from './csp.js';
import { test } from './fixtures.js';

export interface Sweep<T> {
  /** The group's title; each test is named `${prefix}${name(item)}`. */
  title: string;
  prefix: string;
  items: readonly T[];
  name: (item: T) => string;
  /** Readies the shared page once (a session, a language) before the first visit. */
  prepare?: (page: Page) => Promise<void>;
  visit: (page: Page, item: T) => Promise<void>;
}

/**
 * A test for each page of a sweep, all in one browser page that the group's tests share (they run
 * in order, in one worker). The page keeps the app's files in its cache from one visit to the next,
 * as a reader's does, which halves the sweep's time against a fresh page for each test, and each
 * page still passes or fails on its own line of the report. The page is watched for breaches of the
 * Content Security Policy as every test's page is (support/csp.ts).
 */
export function sweep<T>({ title, prefix, items, name, prepare, visit }: Sweep<T>): void {
  test.describe(title, () => {
    test.describe.configure({ mode: 'serial' });
    let page: Page;
    let violations: string[];
    test.beforeAll(async ({ browser }, testInfo) => {
      const context = await browser.newContext({
        ...testInfo.project.use,
        baseURL: process.env.E2E_BASE_URL,
      });
      page = await context.newPage();
      violations = await watchCsp(page);
      await prepare?.(page);
    });
    test.afterAll(async () => {
      await page?.context().close();
    });
    for (const item of items) {
      test(`${prefix}${name(item)}`, async () => {
        await visit(page, item);
        expectNoCspViolations(violations);
      });
    }
  });
}
