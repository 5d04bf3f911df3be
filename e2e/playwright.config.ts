import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_PATH } from './support/chromium.js';

export default defineConfig({
  testDir: './tests',
  outputDir: './test-results',
  globalSetup: './support/global-setup.ts',
  fullyParallel: true,
  workers: 2,
  // One more try on CI, where one slow moment of a shared two-core machine otherwise throws away a
  // whole run: a test that needed it is named in the run's report as flaky, with what its first try
  // said (scripts/test-report.mjs), and is a race to fix. A test that fails twice fails the run.
  retries: process.env.CI ? 1 : 0,
  // Generous: a busy two-core CI machine has run this suite two and a half times slower than an idle one.
  timeout: 120_000,
  expect: { timeout: 15_000 },
  forbidOnly: Boolean(process.env.CI),
  reporter: [['list'], ['json', { outputFile: './test-results/results.json' }]],
  use: {
    // A trace records every action's page and a screencast: a fifth of the suite's time on two cores
    // (tests/pages.spec.ts at 1280 px: 46 s with it, 36 s without). A failure keeps its screenshot and
    // the page's accessibility tree (error-context.md); E2E_TRACE=1 keeps a failing test's trace too.
    trace: process.env.E2E_TRACE ? 'retain-on-failure' : 'off',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
      // `*.phone.spec.ts` files test what only a small screen shows.
      testIgnore: /\.phone\.spec\.ts$/,
    },
    {
      name: 'phone',
      // A low-end Android phone: 360 px wide, touch.
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 360, height: 760 },
        isMobile: true,
        hasTouch: true,
      },
      // Journeys whose layout or behaviour changes with the width run here too; `*.phone.spec.ts`
      // and `*.both.spec.ts` files are picked up by name.
      testMatch:
        /((pages|auth-journey|registration[\w-]*|public-site|public-results|admin-pages-axe|competitions[\w-]*)|\.phone|\.both)\.spec\.ts$/,
    },
  ],
});
