// Playwright for the composed suite: Debian's Chromium, the already built dists served by global-setup.
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH, SHELL_URL } from './env';

export default defineConfig({
  testDir: './tests',
  globalSetup: './global-setup.ts',
  globalTeardown: './global-teardown.ts',
  // Two cores: two browsers at once. Tests isolate themselves (a fresh guest each, their own remote servers).
  workers: Number(process.env.PLANNER_E2E_WORKERS) || 2,
  fullyParallel: true,
  // CI gets one retry: a test that passes only on its second try is reported as flaky in the log (and is a
  // bug to chase), but one starved run on a 2-core machine does not throw away a whole landing.
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  forbidOnly: !!process.env.CI,
  reporter: [['list'], ['html', { outputFolder: '../playwright-report', open: 'never' }]],
  outputDir: '../test-results',
  use: {
    baseURL: SHELL_URL,
    locale: 'en-US',
    // Production builds register a service worker, and a worker's own requests bypass page.route (which most
    // tests use to stop the api or move a remote). Tests of the worker itself opt in (offline-app.spec.ts).
    serviceWorkers: 'block',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
    },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
});
