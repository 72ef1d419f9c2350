import { existsSync } from 'node:fs';
import { defineConfig } from '@playwright/test';

/**
 * End-to-end tests against the production build served by the shop's server (build/server.js): every
 * test runs twice, with JavaScript (`js`) and without (`no-js`), in the system Chromium.
 * `npm test` (scripts/test-all.mjs) builds the app and prepares data/e2e.sqlite before this runs;
 * `npx playwright test` alone expects `npm run build` to have run.
 */
// E2E_PORT lets several checkouts of the project run their suites side by side.
const PORT = Number(process.env.E2E_PORT ?? 3210);
const baseURL = `http://127.0.0.1:${PORT}`;

/** CHROMIUM_PATH, else Debian's /usr/bin/chromium, else Playwright's own browser (if one was installed). */
function chromiumPath(): string | undefined {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  return existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined;
}

const launchOptions = {
  executablePath: chromiumPath(),
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: 'list',
  timeout: 30_000,
  expect: { timeout: 5_000 },
  use: {
    baseURL,
    browserName: 'chromium',
    launchOptions,
    trace: 'retain-on-failure',
  },
  projects: [
    { name: 'js', use: { javaScriptEnabled: true } },
    // Tests tagged @http (plain requests) or @needs-js (hydration, dialogs…) run with JavaScript only.
    { name: 'no-js', use: { javaScriptEnabled: false }, grepInvert: /@http|@needs-js/ },
  ],
  webServer: {
    command: 'node build/server.js',
    // Ready when the port listens: no page is asked, so readiness does not depend on the database.
    port: PORT,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      HOST: '127.0.0.1',
      PORT: String(PORT),
      NODE_ENV: 'production',
      ALLOW_DEV_SECRET: '1',
      // Production requires the public origin: canonical links and hreflang point at this server.
      PUBLIC_ORIGIN: baseURL,
      SHOP_NOW: '2026-11-22T10:00:00Z',
      DATABASE_URL: 'file:data/e2e.sqlite',
      // The activity-only search is off in production unless set: the activity journey needs it.
      ACTIVITY_ONLY_SEARCH: 'true',
      // One worker: the in-memory rate-limit counters the tests exercise live in one process.
      WEB_CONCURRENCY: '1',
      // Tests may send X-Forwarded-For to get their own rate-limit bucket.
      TRUST_PROXY: '1',
      // The whole suite comes from one address: no page budget (the budgets of writes still apply).
      RATE_LIMIT_PAGES_PER_MINUTE: '0',
    },
  },
});
