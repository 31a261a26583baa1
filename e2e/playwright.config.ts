import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

const port = Number(process.env.E2E_PORT || 8181);
export const baseURL = `http://127.0.0.1:${port}`;
// The started portal's data folder (database, registry, deployments); the deploy drills publish into it.
process.env.E2E_DATA_DIR ||= path.join(os.tmpdir(), `portal-e2e-${port}`);

/** Debian's Chromium, never a downloaded browser; flags for a machine without internet. */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--use-fake-device-for-media-stream',
  '--use-fake-ui-for-media-stream',
  // The video room's two browsers use host candidates (the embedded video service offers no STUN/TURN); on a
  // machine with loopback alone Chromium would gather none without this (test browser only, see api/README).
  '--allow-loopback-in-peer-connection',
];

export default defineConfig({
  testDir: './specs',
  // One output folder per port, so that runs on different ports do not clean each other's results.
  outputDir: `test-results/${port}`,
  timeout: 60_000,
  // CI runs two workers on two cores. A portal page with its remote, which loads in about 2 s alone, can take
  // up to 12 s while the other worker runs the teleconsultation journey (two video pages and axe), so one page
  // load and what follows it gets 15 s.
  expect: { timeout: 15_000 },
  fullyParallel: false,
  workers: process.env.CI ? 2 : 2,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  // Deploy drills change what the portal serves, so they run alone, after every other journey; the restart
  // fault journey restarts the API under everybody's feet, so it runs alone after them; the new-remote journey
  // adds a remote to every signed-in page while it runs, so it comes last (targeted runs: `--project=drills
  // --no-deps`, `--project=faults --no-deps`, `--project=generator --no-deps`).
  projects: [
    { name: 'journeys', testIgnore: /deploy-drills|faults-restart|new-remote\.spec/ },
    { name: 'drills', testMatch: /deploy-drills/, dependencies: ['journeys'] },
    { name: 'faults', testMatch: /faults-restart/, dependencies: ['drills'] },
    { name: 'generator', testMatch: /new-remote\.spec/, dependencies: ['faults'] },
  ],
  use: {
    baseURL,
    // Recording a trace (screencast and DOM snapshots of every action) made the journeys a third slower on two
    // cores: 13 journeys took 2.1 min traced against 1.35 min untraced, twice each. CI retries a failure once,
    // and that retry is traced; a local run (no retries) keeps the trace of a failure.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    launchOptions: { executablePath: process.env.CHROME_PATH || '/usr/bin/chromium', args: chromiumArgs },
  },
  webServer: {
    command: `node support/server.mjs`,
    url: `${baseURL}/api/health`,
    timeout: 120_000,
    reuseExistingServer: !!process.env.E2E_REUSE,
    env: { E2E_PORT: String(port), E2E_DATA_DIR: process.env.E2E_DATA_DIR },
    stdout: 'pipe',
  },
});
