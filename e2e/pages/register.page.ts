import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { newestSmsId, readOtp } from './otp.page';

/** A fresh person for one test: a new UAE number, a date of birth and the Emirates ID that carries its year. */
export interface NewPerson {
  callingCode: string;
  mobile: string;
  /** dd/mm/yyyy */
  dateOfBirth: string;
  emiratesId: string;
  firstName: string;
  lastName: string;
  email: string;
  password: string;
}

export function newPerson(overrides: Partial<NewPerson> = {}): NewPerson {
  const digits = (n: number) => Array.from({ length: n }, () => Math.floor(Math.random() * 10)).join('');
  const year = 1980 + Math.floor(Math.random() * 20);
  const mobile = `5${digits(8)}`;
  return {
    callingCode: '971',
    mobile,
    dateOfBirth: `1${Math.floor(Math.random() * 9) + 1}/0${Math.floor(Math.random() * 9) + 1}/${year}`,
    emiratesId: `784${year}${digits(8)}`,
    firstName: 'Amal',
    // Letters only (the name rule): a random tail of letters keeps names apart.
    lastName: `Test${digits(4).replace(/\d/g, (d) => 'abcdefghij'[Number(d)]!)}`,
    email: `amal.${mobile}@example.com`,
    password: 'Portal@2026',
    ...overrides,
  };
}

/** /home/register of mfe-identity. */
export class RegisterPage {
  constructor(private readonly page: Page) {}

  async goto() {
    await this.page.goto('/home/register');
    // The server draws the page; its form is disabled until the shell and this remote have hydrated it (the first
    // visit loads them: allow for a busy machine). Keys pressed before would go nowhere, as for a person.
    await expect(this.mobile()).toBeEditable({ timeout: 30_000 });
  }
  mobile() {
    return this.page.locator('input[name="mobile"]');
  }
  documentType() {
    return this.page.locator('select[name="documentTypeId"]');
  }
  documentId() {
    return this.page.locator('input[name="documentId"]');
  }
  dateOfBirth() {
    return this.page.locator('input[name="dateOfBirth"]');
  }
  terms() {
    return this.page.getByTestId('register-terms').locator('[data-part="control"]');
  }
  continue() {
    return this.page.getByTestId('register-continue');
  }
  confirmDialog() {
    return this.page.getByRole('alertdialog');
  }
  /** An answer of the 'cannot be changed later' dialog, by its name. */
  confirmAnswer(name: string) {
    return this.confirmDialog().getByRole('button', { name });
  }
  /** The page's level-1 heading. */
  heading(name: string) {
    return this.page.getByRole('heading', { level: 1, name });
  }
  /** A message the form shows (a field's rule). */
  message(text: string) {
    return this.page.getByText(text);
  }
  /** Sign up with UAE PASS. */
  uaePassButton() {
    return this.page.getByTestId('uaepass-register');
  }
  /** The form's link to the terms (not the footer's: the shell's own, shown before the form has rendered). */
  termsLink(name: string) {
    return this.page.getByRole('main').getByRole('button', { name }).first();
  }
  termsDialog() {
    return this.page.getByTestId('legal-dialog-terms');
  }
  termsDialogHeading(name: string) {
    return this.termsDialog().getByRole('heading', { name });
  }
  async closeTermsDialog(name: string) {
    await this.termsDialog().getByRole('button', { name }).first().click();
  }

  async fill(p: NewPerson, { documentTypeId = '1', documentId = p.emiratesId } = {}) {
    await this.page.locator('select[name="callingCode"]').selectOption(p.callingCode);
    await this.mobile().fill(p.mobile);
    await this.documentType().selectOption(documentTypeId);
    await this.documentId().pressSequentially(documentId);
    await this.dateOfBirth().pressSequentially(p.dateOfBirth.replace(/\//g, ''));
    await this.terms().click();
  }

  /** Continue, then Yes in the 'cannot be changed later' dialog. */
  async continueAndConfirm() {
    await this.continue().click();
    await expect(this.confirmDialog()).toBeVisible();
    await this.confirmDialog().getByRole('button', { name: /^(Yes|نعم)$/ }).click();
  }
}

/** Registers a person through the API (identify → SMS code → verify → register), for tests about other flows. */
export async function registerThroughApi(request: APIRequestContext, p: NewPerson) {
  const before = await newestSmsId(request, p.callingCode, p.mobile);
  const identify = await request.post('/api/auth/identify', {
    data: { callingCode: p.callingCode, mobile: p.mobile, isInvokedForLogin: false, dateOfBirth: p.dateOfBirth, documentTypeId: 1, documentId: p.emiratesId },
  });
  expect(identify.ok(), await identify.text()).toBeTruthy();
  const referenceId = (await identify.json()).data.referenceId as string;
  const otp = await readOtp(request, p.callingCode, p.mobile, before);
  const verify = await request.post('/api/auth/verifyOtpForRegistration', { data: { referenceId, otp } });
  expect((await verify.json()).data.validOtp).toBe(true);
  const register = await request.post('/api/user/register', {
    data: {
      firstName: p.firstName,
      lastName: p.lastName,
      email: p.email,
      mobile: p.mobile,
      callingCode: p.callingCode,
      dateOfBirth: p.dateOfBirth,
      genderId: 2,
      countryId: 784,
      documentTypeId: 1,
      documentId: p.emiratesId,
      password: p.password,
      otp,
      referenceId,
    },
  });
  const body = await register.json();
  expect(body.message.status, JSON.stringify(body.message)).toBe('Success');
}
