import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { chromiumArgs } from './playwright.config';

/**
 * The portal with HIS_ADAPTER=fhir: the hospital is a FHIR R4 server (Medplum's FHIR router, api/src/standins/fhir)
 * started with the portal by `support/server.mjs` (E2E_HIS=fhir); one journey (hospital-fhir/) finds a doctor, books,
 * reschedules and cancels, opens a lab report PDF and reads the medications. Its own portal on E2E_FHIR_PORT
 * (default E2E_PORT + 2, else 8183), so it runs beside the main suite. `npm test` runs it as its own suite; by hand,
 * after `pnpm build`:
 *   cd e2e && pnpm exec playwright test -c hospital-fhir.config.ts
 */
const port = Number(process.env.E2E_FHIR_PORT || (process.env.E2E_PORT ? Number(process.env.E2E_PORT) + 2 : 8183));
const dataDir = path.join(os.tmpdir(), `portal-e2e-fhir-${port}`);
process.env.E2E_FHIR_DATA_DIR = dataDir;
// This run's own data directory for the journeys' shared sessions (playwright.config.ts, imported above, set the main suite's).
process.env.E2E_DATA_DIR = dataDir;

export default defineConfig({
  testDir: './hospital-fhir',
  outputDir: `test-results/fhir-${port}`,
  timeout: 180_000,
  expect: { timeout: 15_000 },
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    launchOptions: { executablePath: process.env.CHROME_PATH || '/usr/bin/chromium', args: chromiumArgs },
  },
  webServer: {
    command: 'node support/server.mjs',
    url: `http://127.0.0.1:${port}/api/health`,
    timeout: 180_000,
    reuseExistingServer: false,
    env: { E2E_PORT: String(port), E2E_DATA_DIR: dataDir, E2E_HIS: 'fhir' },
    stdout: 'pipe',
  },
});
