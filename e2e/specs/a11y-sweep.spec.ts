import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { test, expect } from '../support/test';
import { axeViolations } from '../support/axe';
import { ShellNav, documentRoot, inputs, loadingIndicators, mainElement, mainHeadingElement } from '../pages/shell-frame.page';
import { LoginPage } from '../pages/login.page';
import { newPerson, registerThroughApi } from '../pages/register.page';

/**
 * Every route of the portal, in English and Arabic, on a phone and a desktop, checked with axe against WCAG
 * 2.2 A and AA; on a signed-in route, the bell's menu too, opened over the page. One browser context per role × language × viewport visits its routes in a loop.
 *
 * The routes are read from the remotes' contracts as the started portal's registry holds them (the deploy step
 * loads each remote's `./app` and writes its routes there) and the shell's own routes, so a new page or a new
 * remote is swept with no edit here: a route not listed in VISITS gets the default visit (a public page for `home`
 * and `root`, the demo patient for `auth`, an administrator when its remote is limited to roles). VISITS lists the routes that need more (a role, an address, the state the previous screen
 * gives); an entry whose route no longer exists fails the second test.
 */
// The twelve sweeps are independent (each its own context and account): let both workers take them.
test.describe.configure({ mode: 'parallel' });

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const VIEWPORTS = { phone: { width: 390, height: 844 }, desktop: { width: 1280, height: 800 } } as const;
const LANGS = ['en', 'ar'] as const;
type Lang = (typeof LANGS)[number];
type Role = 'public' | 'patient' | 'admin';

interface Visit {
  /** `area/path` exactly as in the route table (`auth/findDoctor`), or a shell route. */
  route: string;
  role: Role;
  /** The URL to open; defaults to /<route>. */
  url?: string;
  /** Navigation state the page is entered with (react-router's location.state), as the previous screen gives it. */
  state?: (ctx: { mobile: string }) => unknown;
  /** How the page is reached when no navigation state can stand in for the previous screen (it holds a secret in memory). */
  enter?: (page: Page) => Promise<void>;
}

const SUB_PACKAGE = { id: 1, name: 'Basic', price: '0' };
const VISITS: Visit[] = [
  // shell
  { route: 'home', role: 'public', url: '/home' },
  { route: 'not-found', role: 'public', url: '/no-such-page' },
  { route: 'auth/dashboard', role: 'patient' },
  { route: 'auth/not-found', role: 'patient', url: '/auth/no-such-page' },
  // identity
  { route: 'home/login', role: 'public' },
  // The OTP page opens only with the login ticket the login page holds in memory: through the login form.
  {
    route: 'home/otpforlogin',
    role: 'public',
    enter: async (page) => {
      const person = newPerson();
      await registerThroughApi(page.request, person);
      await open(page, { route: 'home/login', role: 'public' }, person.mobile);
      await new LoginPage(page).login(person.mobile, person.password);
    },
  },
  { route: 'home/register', role: 'public' },
  {
    route: 'home/sign-up',
    role: 'public',
    state: ({ mobile }) => ({
      otp: '123456',
      referanceId: 'sweep',
      prospectUser: { callingCode: '971', mobile, documentTypeId: 4, documentId: `P${mobile}`, dateOfBirth: '12/06/1990' },
    }),
  },
  {
    route: 'home/UAEregister',
    role: 'public',
    state: ({ mobile }) => ({
      referenceId: 'sweep',
      profile: { firstName: 'Mariam', lastName: 'Test', mobile, callingCode: '971', email: 'mariam@example.org', gender: 'Female', nationality: 'ARE', documentId: '784199012345671' },
    }),
  },
  { route: 'home/forgotpassword', role: 'public' },
  { route: 'auth/profile', role: 'patient' },
  { route: 'auth/manageFamily', role: 'patient' },
  // appointments
  { route: 'auth/findDoctor', role: 'patient' },
  { route: 'auth/finddoctor', role: 'patient' },
  { route: 'auth/searchDoctorResult', role: 'patient', state: () => ({ doctorSearchString: 'card' }) },
  { route: 'auth/bookappointment', role: 'patient' },
  { route: 'auth/bookPastAppointment', role: 'patient' },
  { route: 'auth/appointments', role: 'patient' },
  { route: 'auth/rescheduleAppointment', role: 'patient' },
  // telecare
  { route: 'auth/scheduleBooking', role: 'patient' },
  { route: 'auth/teleconsultationAppointments', role: 'patient' },
  { route: 'auth/rescheduleTeleAppointment', role: 'patient' },
  { route: 'auth/Teleconsultation', role: 'patient' },
  { route: 'auth/comingsoon', role: 'patient' },
  // records
  { route: 'auth/diagnosticReports', role: 'patient' },
  { route: 'auth/myMedication', role: 'patient' },
  { route: 'auth/recordAccess', role: 'patient' },
  { route: 'auth/healthSummary', role: 'patient' },
  { route: 'auth/sharedLinks', role: 'patient' },
  // Without a link after '#' the viewer says so; the journey records-health-summary checks it with one.
  { route: 'root/share/view', role: 'public', url: '/share/view' },
  { route: 'auth/results', role: 'patient' },
  // A test's trend: the address names the test (HbA1c's LOINC code).
  { route: 'auth/results/:test', role: 'patient', url: '/auth/results/4548-4' },
  // content
  { route: 'auth/needhelp', role: 'patient' },
  { route: 'auth/locations', role: 'patient' },
  { route: 'auth/insurance', role: 'patient' },
  { route: 'auth/news', role: 'patient' },
  { route: 'auth/allNews', role: 'patient' },
  { route: 'auth/allMedia', role: 'patient' },
  { route: 'auth/healthtools', role: 'patient' },
  { route: 'auth/healthPackages', role: 'patient' },
  {
    route: 'auth/healthPackageDetails',
    role: 'patient',
    state: () => ({ package: { id: 1, name: 'Executive Health Check', packagename: 'executive-health-check', image: '', sub_packages: [SUB_PACKAGE] } }),
  },
  { route: 'auth/feedback', role: 'patient' },
  { route: 'auth/complaint', role: 'patient' },
  { route: 'auth/internationalpatients', role: 'patient' },
  { route: 'root/valet', role: 'public', url: '/valet' },
  { route: 'root/valetauth', role: 'public', url: '/valetauth' },
  // administration
  { route: 'auth/manageUser', role: 'admin' },
  { route: 'auth/analytics', role: 'admin' },
  { route: 'auth/interestedusers', role: 'admin' },
  { route: 'auth/notification/BroadcastNotification', role: 'admin' },
];

const SHELL_ROUTES = ['home', 'not-found', 'auth/dashboard', 'auth/not-found'];

/**
 * Every route of the live remotes (`area/path`), with the default visit of each, from the started portal's registry:
 * the deploy step writes there the routes of each remote's contract (its `./app` loaded and checked,
 * scripts/inspect-remote.mts), the same list the shell routes by.
 */
function routeTables(): Visit[] {
  const file = path.join(process.env.E2E_DATA_DIR!, 'registry/remotes.json');
  const registry = JSON.parse(fs.readFileSync(file, 'utf8')) as { remotes: Record<string, { roles?: number[]; routes?: Partial<Record<'home' | 'auth' | 'root', string[]>> }> };
  const found: Visit[] = [];
  for (const [dir, { roles, routes }] of Object.entries(registry.remotes)) {
    const all = (['home', 'auth', 'root'] as const).flatMap((area) => (routes?.[area] ?? []).map((p) => [area, p] as const));
    if (!all.length) throw new Error(`${file}: ${dir} has no routes (is its deployment older than the deploy step that writes them?)`);
    for (const [area, p] of all) {
      const role: Role = area !== 'auth' ? 'public' : roles?.length ? 'admin' : 'patient';
      found.push({ route: `${area}/${p}`, role, ...(area === 'root' ? { url: `/${p}` } : {}) });
    }
  }
  return found;
}
/** What is swept: VISITS, then every other route of the live remotes with its default visit (read when a test starts: the portal publishes the registry as it starts). */
function sweepList(): Visit[] {
  const listed = new Set(VISITS.map((v) => v.route));
  return [...VISITS, ...routeTables().filter((v) => !listed.has(v.route))];
}

test('the axe helper reports what it should (a field without a label, twice in one document)', async ({ page }) => {
  await page.setContent('<!doctype html><html lang="en"><head><title>t</title></head><body><main><h1>Form</h1><input type="text"></main></body></html>');
  expect((await axeViolations(page)).join('\n')).toMatch(/^label \(critical\)/m);
  // The second run reuses the axe already in the page and sees the page as it is now.
  await inputs(page).evaluate((el) => el.setAttribute('aria-label', 'Name'));
  expect(await axeViolations(page, { include: 'main' })).toEqual([]);
});

test('every visit names a route of the route tables or the shell', () => {
  const shell = fs.readFileSync(path.join(root, 'shell/src/app.tsx'), 'utf8');
  expect(shell, 'the shell still declares its dashboard route').toContain('path="dashboard"');
  const tables = routeTables();
  const known = new Set([...SHELL_ROUTES, ...tables.map((v) => v.route)]);
  expect(VISITS.map((v) => v.route).filter((r) => !known.has(r))).toEqual([]);
  expect(tables.length).toBeGreaterThan(30);
});

/**
 * Opens a route inside the running app, as a link or the previous screen does (history entry with its
 * navigation state, then popstate, which react-router follows): the shell and the remotes stay loaded, so
 * the sweep pays for one page load per context instead of one per route.
 */
async function open(page: Page, v: Visit, mobile: string) {
  const url = v.url ?? `/${v.route}`;
  if (!page.url().startsWith('http')) {
    await page.goto(v.role === 'public' ? '/home/login' : '/auth/dashboard');
    await mainHeadingElement(page).waitFor();
  }
  await page.evaluate(
    ([to, usr]) => {
      window.history.pushState({ usr, key: Math.random().toString(36).slice(2, 10), idx: (window.history.state?.idx ?? 0) + 1 }, '', to);
      window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
    },
    [url, v.state?.({ mobile }) ?? null] as const,
  );
}

/** Resolves once no request has been in flight for 300 ms (pages fetch their lists after their heading shows). */
function trackNetwork(page: Page) {
  let inflight = 0;
  let idleSince = Date.now();
  const done = () => {
    inflight = Math.max(0, inflight - 1);
    if (inflight === 0) idleSince = Date.now();
  };
  page.on('request', () => inflight++);
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return async () => {
    // A page that never goes quiet within 15 s (a poll) is swept as it is.
    await expect
      .poll(() => inflight === 0 && Date.now() - idleSince >= 300, { timeout: 15_000, intervals: [50] })
      .toBe(true)
      .catch(() => undefined);
  };
}

/** Waits until the page shows its heading and has finished loading what it shows. */
async function settled(page: Page, lang: Lang, v: Visit, quiet: () => Promise<void>) {
  if (!v.url) await expect(page).toHaveURL(new RegExp(`/${v.route}$`));
  await expect(documentRoot(page)).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
  await expect(mainHeadingElement(page)).toBeVisible({ timeout: 30_000 });
  await quiet();
  await expect(loadingIndicators(page)).toHaveCount(0, { timeout: 20_000 });
}

/** The signed-in frame's bell, opened on the page as it is: axe on its menu once the list (or its empty line) shows. */
async function bellMenuViolations(page: Page, lang: Lang): Promise<string[]> {
  const nav = new ShellNav(page, lang);
  const bell = nav.bell;
  if (!(await bell.isVisible())) return [];
  await bell.click();
  const menu = nav.bellMenu;
  await expect(nav.markAllRead.or(nav.bellEmpty)).toBeVisible();
  const violations = await axeViolations(page, { include: '[role="menu"]' });
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  return violations;
}

/** Sweeps a role's routes on `page`, which the test gives signed in as that role (a public visitor's is not). */
async function sweep(page: Page, role: Role, lang: Lang, mobile = '501234567') {
  const quiet = trackNetwork(page);
  if (role === 'public') await page.addInitScript((l) => localStorage.setItem('lang', l), lang);

  const found: string[] = [];
  for (const v of sweepList().filter((x) => x.role === role)) {
    await test.step(v.route, async () => {
      if (v.enter) await v.enter(page);
      else await open(page, v, mobile);
      await settled(page, lang, v, quiet);
      for (const line of await axeViolations(page)) found.push(`${v.route}: ${line}`);
      if (role !== 'public') for (const line of await bellMenuViolations(page, lang)) found.push(`${v.route} (the bell's menu open): ${line}`);
      // Dates per language: an Arabic page shows no ISO date and no English month name.
      if (lang === 'ar') {
        const text = await mainElement(page).first().innerText();
        const english = text.match(/\b(19|20)\d\d-\d\d-\d\d\b|\b(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)[a-z]*\.? \d/);
        if (english) found.push(`${v.route}: date not in Arabic: "${english[0]}"`);
      }
    });
  }
  expect(found, found.join('\n')).toEqual([]);
}

// Each sweep is a test of its own: its page (a context of its own) in the sweep's viewport and language, signed in
// by the fixtures as a new patient or a new administrator.
for (const role of ['public', 'patient', 'admin'] as const) {
  for (const lang of LANGS) {
    for (const [device, viewport] of Object.entries(VIEWPORTS)) {
      const title = `axe sweep: ${role} routes (${lang}, ${device})`;
      test.describe(() => {
        test.use({ lang, viewport });
        if (role === 'public')
          test(title, async ({ page }) => {
            test.setTimeout(180_000);
            await sweep(page, role, lang);
          });
        else if (role === 'patient')
          test(title, async ({ page, patient }) => {
            test.setTimeout(480_000);
            await sweep(page, role, lang, patient.mobile);
          });
        else
          test(title, async ({ adminPage: page }) => {
            test.setTimeout(180_000);
            await sweep(page, role, lang);
          });
      });
    }
  }
}
