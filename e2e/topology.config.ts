import { defineConfig } from '@playwright/test';
import { chromiumArgs } from './playwright.config';

/**
 * The production topology (topology/): two API processes in production mode behind HAProxy with TLS, nginx as the
 * CDN, the stand-ins as HTTP services, on the machine's PostgreSQL. One worker: the tests restart the processes the
 * others use. `npm test` runs it as its own suite when PORTAL_TEST_DATABASE_URL is set; by hand, after `pnpm build`:
 *   cd e2e && PORTAL_TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test pnpm exec playwright test -c topology.config.ts
 */
export default defineConfig({
  testDir: './topology',
  outputDir: 'test-results/topology',
  globalSetup: './topology/setup.ts',
  timeout: 180_000,
  expect: { timeout: 15_000 },
  workers: 1,
  fullyParallel: false,
  retries: 0,
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  use: {
    // Chromium does not know the test CA (Node does: NODE_EXTRA_CA_CERTS, set by the setup).
    ignoreHTTPSErrors: true,
    trace: 'retain-on-failure',
    launchOptions: { executablePath: process.env.CHROME_PATH || '/usr/bin/chromium', args: chromiumArgs },
  },
});
