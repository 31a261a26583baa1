import { test as base, type Page } from '@playwright/test';
import { signIn, type SessionData, type SessionOptions } from './auth';

export { expect } from '@playwright/test';

interface Fixtures {
  /** The session a journey's new patient opens with (language, brand, hospital chosen); set with `test.use`. */
  sessionOptions: SessionOptions;
  /** A newly registered patient's session, seeded into `page` before its first load. */
  patient: SessionData;
  /** `page`, signed in as a newly registered patient (see `patient`). */
  patientPage: Page;
}

/**
 * The journeys' `test`: Playwright's, with a new patient per test who is signed in before the page loads, so that
 * tests never share a user or the per-number limits. `async ({ patientPage: page }) => …` for a signed-in page;
 * `async ({ page, patient }) => …` when the test also needs the session (token, mobile).
 */
export const test = base.extend<Fixtures>({
  sessionOptions: [{}, { option: true }],
  patient: async ({ page, sessionOptions }, provide) => {
    await provide(await signIn(page, undefined, sessionOptions));
  },
  patientPage: async ({ page, patient: _signedIn }, provide) => {
    await provide(page);
  },
});
