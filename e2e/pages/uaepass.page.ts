import { axeViolations } from '../support/axe';
import { expect, type APIRequestContext, type Page } from '@playwright/test';

/**
 * The embedded national digital identity provider's test identities (api/src/standins/idp/identities.ts):
 * their subjects (what the provider's sign-in page posts) and the numbers they carry.
 */
export const IDENTITY = {
  sop3Linked: { uuid: '5f0c6a2e-1d4b-4c8e-9a37-0b6f2d81c901', name: 'Ahmed Al Mansoori', mobile: '501234567' },
  sop2New: { uuid: '8b2e4f71-3c9a-4d05-b6e8-71a0c3d5e202', name: 'Layla Al Hammadi', mobile: '547000101', dateOfBirth: '20/05/1992' },
  sop2Registered: { uuid: 'c41d9e07-6a2b-4f38-8e15-93b7d0a6f303', name: 'Fatima Al Zaabi', mobile: '500000004', password: 'Portal@2026' },
  sop1: { uuid: 'e7a53b19-0f6c-4a92-8d4e-25c8b1f7a404', name: 'Khalid Rahman' },
  visitor: { uuid: '2d96f0c4-8e17-4b5a-a3c2-6f41e9d0b505', name: 'John Smith' },
} as const;
export type IdentityKey = keyof typeof IDENTITY;

/** Undoes what a test identity did (embedded dev route), so each journey starts from the demo's state. */
export async function resetIdentity(request: APIRequestContext, key: Exclude<IdentityKey, 'sop3Linked'>) {
  const res = await request.post('/api/dev/identity/reset', { data: { uuid: IDENTITY[key].uuid } });
  expect(res.ok(), await res.text()).toBeTruthy();
}

/** axe with the tags of the working agreement (WCAG 2.0/2.1 A and AA, 2.2 AA). */
export async function expectNoAxeViolations(page: Page, include?: string) {
  const summary = await axeViolations(page, { include });
  expect(summary, summary.join('\n')).toEqual([]);
}

/** The provider's own sign-in page (/idp/interaction/…). */
export class IdentityProviderPage {
  constructor(private readonly page: Page) {}

  heading() {
    return this.page.getByRole('heading', { level: 1, name: /Sign in with your digital identity|سجّل الدخول بهويتك الرقمية/ });
  }
  async expectVisible(lang: 'en' | 'ar') {
    await expect(this.page).toHaveURL(/\/idp\/interaction\//);
    await expect(this.heading()).toBeVisible();
    await expect(this.page.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
  }
  identity(key: IdentityKey) {
    return this.page.locator(`button[name="identity"][value="UAEPASS/${IDENTITY[key].uuid}"]`);
  }
  async choose(key: IdentityKey) {
    await this.identity(key).click();
  }
  cancel() {
    return this.page.getByRole('button', { name: /Cancel and return to the portal|إلغاء والعودة إلى البوابة/ });
  }
}

/** The link-or-register dialog on /home/login (docs/product.md#accounts-digital-identity). */
export class LinkOrRegisterDialog {
  constructor(private readonly page: Page) {}

  dialog() {
    return this.page.getByTestId('uaepass-link-dialog');
  }
  yesLink() {
    return this.page.getByTestId('uaepass-choose-link');
  }
  noRegister() {
    return this.page.getByTestId('uaepass-choose-register');
  }
  mobile() {
    return this.dialog().locator('input[name="mobile"]');
  }
  password() {
    return this.dialog().locator('input[name="password"]');
  }
  linkButton() {
    return this.page.getByTestId('uaepass-link-submit');
  }
  error() {
    return this.page.getByTestId('uaepass-link-error');
  }
  /** Back from the link form to the choice. */
  back() {
    return this.page.getByRole('button', { name: 'Back' });
  }
  async link(mobile: string, password: string) {
    await this.mobile().fill(mobile);
    await this.password().fill(password);
    await this.linkButton().click();
  }
}

/** /home/UAEregister. */
export class UaeRegisterPage {
  constructor(private readonly page: Page) {}

  async expectVisible() {
    await expect(this.page).toHaveURL(/\/home\/UAEregister$/);
    await expect(this.submit()).toBeVisible();
  }
  field(name: string) {
    return this.page.locator(`input[name="${name}"]`);
  }
  /** The page's level-1 heading. */
  heading(name: string) {
    return this.page.getByRole('heading', { level: 1, name });
  }
  /** A message the form shows (a field's rule). */
  message(text: string) {
    return this.page.getByText(text);
  }
  dateOfBirth() {
    return this.page.locator('input[name="dateOfBirth"]');
  }
  submit() {
    return this.page.getByTestId('uaeregister-submit');
  }
  taken() {
    return this.page.getByTestId('uaeregister-taken');
  }
  linkInstead() {
    return this.page.getByTestId('uaeregister-link');
  }
}

/** The toast (alert or status) carrying a text. */
export const toastWith = (page: Page, text: string | RegExp) =>
  page.getByRole('alert').filter({ hasText: text }).or(page.getByRole('status').filter({ hasText: text })).first();

/** Counts the browser's calls to authorizeuaepassuser (each exchange of a code). */
export function recordExchanges(page: Page): { count: number } {
  const seen = { count: 0 };
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().includes('/api/auth/authorizeuaepassuser')) seen.count += 1;
  });
  return seen;
}

/** A preferred hospital for the signed-in account (so the 'Choose Hospital' entry dialog stays away on the next load). */
export async function chooseHospitalThroughApi(page: Page) {
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const res = await page.request.put('/api/user/preferredfacility', { headers: { authorization: `Bearer ${token}` }, data: { facilityId: 101, vblog: 'burjeel-hospital-abu-dhabi' } });
  expect(res.ok(), await res.text()).toBeTruthy();
}
