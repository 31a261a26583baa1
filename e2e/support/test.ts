import { test as base, type Page } from '@playwright/test';
import { DEMO, createStaff, signIn, type SessionData, type SessionOptions } from './auth';
import { newestSms, newestSmsId, smsCode, type Since } from './outbox';

export { expect } from '@playwright/test';

/** The embedded SMS outbox, for this test's requests (support/outbox.ts). */
export interface Outbox {
  /** The id of a number's newest message: take it before the action that sends one. */
  newestId(callingCode: string, mobile: string): Promise<string | null>;
  /** The text of the newest message since `since`, waiting for it. */
  message(callingCode: string, mobile: string, since?: Since, wanted?: RegExp): Promise<string>;
  /** The six-digit code of the newest message since `since`, waiting for it. */
  code(callingCode: string, mobile: string, since?: Since): Promise<string>;
}

interface Options {
  /** The page's language; `test.use({ lang: 'ar' })`. */
  lang: 'en' | 'ar';
  /** The brand the page shows (`?brandName=`'s names); the default brand when unset. */
  brandName: string | undefined;
  /** The brand's first hospital already chosen (false: the journey meets 'Choose Hospital'). */
  hospital: boolean;
}

interface Fixtures {
  /** The session options the options above make (support/auth.ts signIn). */
  sessionOptions: SessionOptions;
  /** A newly registered patient's session, seeded into `page` before its first load. */
  patient: SessionData;
  /** `page`, signed in as a newly registered patient (see `patient`). */
  patientPage: Page;
  /** The seeded demo patient's session (shared by the run's journeys, support/auth.ts), seeded into `page` before its first load. */
  demo: SessionData;
  /** `page`, signed in as the seeded demo patient (three years of hospital history, a family; see `demo`). */
  demoPage: Page;
  /** A new account with the administrator role (its own, not the seeded one's limits), signed in into `page`. */
  admin: SessionData;
  /** `page`, signed in as `admin`. */
  adminPage: Page;
  /** A new account with the broadcaster role, signed in into `page`. */
  broadcaster: SessionData;
  /** `page`, signed in as `broadcaster`. */
  broadcasterPage: Page;
  outbox: Outbox;
  /** Always on: when a test fails, its page's address, the page's errors and its accessibility tree go to the output. */
  failureReport: void;
}

/**
 * The journeys' `test`: Playwright's, with the people a journey starts as, each signed in before the page loads
 * (a session in the page's storage, as the login page leaves it), and the outbox. A new patient per test, so that
 * tests never share a user or the per-number limits: `async ({ patientPage: page }) => …`, or
 * `async ({ page, patient }) => …` when the test also needs the session (token, mobile), `demo` likewise. `test.use({ lang: 'ar' })`
 * for an Arabic page, `{ brandName: 'medeor' }` for another brand, `{ hospital: false }` to meet 'Choose Hospital'.
 */
export const test = base.extend<Options & Fixtures>({
  lang: ['en', { option: true }],
  brandName: [undefined, { option: true }],
  hospital: [true, { option: true }],
  sessionOptions: async ({ lang, brandName, hospital }, provide) => {
    await provide({ lang, ...(brandName ? { brandName } : {}), ...(hospital ? {} : { hospital: false }) });
  },
  patient: async ({ page, sessionOptions }, provide) => {
    await provide(await signIn(page, undefined, sessionOptions));
  },
  patientPage: async ({ page, patient: _signedIn }, provide) => {
    await provide(page);
  },
  demo: async ({ page, sessionOptions }, provide) => {
    await provide(await signIn(page, DEMO, sessionOptions));
  },
  demoPage: async ({ page, demo: _signedIn }, provide) => {
    await provide(page);
  },
  admin: async ({ page, sessionOptions }, provide) => {
    await provide(await signIn(page, await createStaff(page.request, 3), sessionOptions));
  },
  adminPage: async ({ page, admin: _signedIn }, provide) => {
    await provide(page);
  },
  broadcaster: async ({ page, sessionOptions }, provide) => {
    await provide(await signIn(page, await createStaff(page.request, 2), sessionOptions));
  },
  broadcasterPage: async ({ page, broadcaster: _signedIn }, provide) => {
    await provide(page);
  },
  failureReport: [
    async ({ page }, provide, testInfo) => {
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
      page.on('console', (m) => m.type() === 'error' && errors.push(`console: ${m.text()}`));
      await provide();
      if (testInfo.status === testInfo.expectedStatus || page.isClosed()) return;
      // The run's output is often all there is of a failure on another machine: what the page showed, as text.
      const tree = await page.locator('body').ariaSnapshot({ timeout: 5_000 }).catch((e: Error) => `(no snapshot: ${e.message})`);
      console.log(`\n--- ${testInfo.title}: the page at the failure\n${page.url()}\n${errors.slice(-10).join('\n')}\n${tree}\n---`);
    },
    { auto: true },
  ],
  outbox: async ({ request }, provide) => {
    await provide({
      newestId: (callingCode, mobile) => newestSmsId(request, callingCode, mobile),
      message: (callingCode, mobile, since = {}, wanted) => newestSms(request, callingCode, mobile, since, wanted ? { wanted } : {}),
      code: (callingCode, mobile, since = {}) => smsCode(request, callingCode, mobile, since),
    });
  },
});
