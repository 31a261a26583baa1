import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';

/** Manage Family (/auth/manageFamily): the list, the Add/Edit dialog, the OTP dialog and the documents tab. */
export interface MemberInput {
  firstName: string;
  lastName: string;
  email: string;
  dateOfBirth: string;
  genderId: string;
  countryId: string;
  documentTypeId: string;
  documentId: string;
  mobile: string;
  relationId: string;
}

export class ManageFamilyPage {
  constructor(private readonly page: Page) {}

  async open() {
    await this.page.goto('/auth/manageFamily');
    await expect(this.page.getByTestId('family-add')).toBeVisible();
  }

  /** The banner above the list. */
  banner(): Locator {
    return this.page.getByTestId('family-banner');
  }
  /** The page's own header (in the main region). */
  header(): Locator {
    return this.page.getByRole('main').locator('header').first();
  }

  dialog(): Locator {
    return this.page.getByTestId('member-dialog');
  }

  rows(): Locator {
    return this.page.getByTestId('family-row');
  }

  row(name: string): Locator {
    return this.rows().filter({ hasText: name });
  }

  /** The page's level-1 heading. */
  heading(name: string): Locator {
    return this.page.getByRole('heading', { level: 1, name });
  }

  /** A text anywhere on the page (the banner, the empty list, the add confirmation). */
  text(text: string): Locator {
    return this.page.getByText(text);
  }

  /** The line after an add, edit or removal. */
  notice(): Locator {
    return this.page.getByTestId('family-notice');
  }

  /** The Add/Edit dialog's own error line (the server's refusals). */
  formError(): Locator {
    return this.page.getByTestId('member-form-error');
  }

  /** A field of the Add/Edit dialog by its name. */
  field(name: string): Locator {
    return this.dialog().locator(`input[name="${name}"]`);
  }

  dialogHeading(name: string): Locator {
    return this.dialog().getByRole('heading', { name });
  }

  dialogText(text: string): Locator {
    return this.dialog().getByText(text);
  }

  async closeDialog() {
    await this.dialog().getByRole('button', { name: 'Close' }).first().click();
  }

  async cancelDialog() {
    await this.dialog().getByRole('button', { name: 'Cancel' }).click();
  }

  otpDialog(): Locator {
    return this.page.getByTestId('family-otp-dialog');
  }

  otpTimer(): Locator {
    return this.otpDialog().getByRole('timer');
  }

  otpText(text: string): Locator {
    return this.otpDialog().getByText(text);
  }

  /** Empties the code's boxes (select all, then six backspaces). */
  async clearOtp() {
    await this.otpDialog().locator('input').first().click();
    await this.page.keyboard.press('Control+A');
    for (let i = 0; i < 6; i++) await this.page.keyboard.press('Backspace');
  }

  async cancelOtp() {
    await this.otpDialog().getByRole('button', { name: 'Cancel' }).click();
  }

  async openDocumentsTab() {
    await this.dialog().getByRole('tab', { name: 'Documents' }).click();
  }

  /** A document's slot on the Documents tab (`passport-front`, `passport-back`, …). */
  document(slot: string): Locator {
    return this.page.getByTestId(`doc-${slot}`);
  }

  documentError(slot: string): Locator {
    return this.document(slot).getByTestId('doc-error');
  }

  async upload(slot: string, file: { name: string; mimeType: string; buffer: Buffer }) {
    await this.page.getByTestId(`doc-input-${slot}`).setInputFiles(file);
  }

  async viewDocument(slot: string) {
    await this.page.getByTestId(`doc-view-${slot}`).click();
  }

  previewImage(): Locator {
    return this.page.getByTestId('doc-preview-image');
  }

  previewPdf(): Locator {
    return this.page.getByTestId('doc-preview-pdf');
  }

  async closePreview() {
    await this.page.getByTestId('doc-preview').getByRole('button', { name: 'Close' }).click();
  }

  /** The button that opens the Add Family Member dialog. */
  addButton(): Locator {
    return this.page.getByTestId('family-add');
  }

  async startAdd() {
    await this.page.getByTestId('family-add').click();
    await expect(this.dialog()).toBeVisible();
  }

  /** Fills the Personal details form (selects by value; document id typed as given). */
  async fill(m: Partial<MemberInput>) {
    const d = this.dialog();
    for (const key of ['firstName', 'lastName', 'email', 'dateOfBirth', 'documentId'] as const) {
      if (m[key] !== undefined) await d.locator(`input[name="${key}"]`).fill(m[key]!);
    }
    for (const key of ['genderId', 'countryId', 'documentTypeId', 'relationId'] as const) {
      if (m[key] !== undefined) await d.locator(`select[name="${key}"]`).selectOption(m[key]!);
    }
    // The document type decides the id's mask: type it after the type is chosen.
    if (m.documentTypeId !== undefined && m.documentId !== undefined) await d.locator('input[name="documentId"]').fill(m.documentId);
    if (m.mobile !== undefined) await d.locator('input[name="mobile"]').fill(m.mobile);
  }

  async save() {
    await this.page.getByTestId('member-save').click();
  }

  /** The add confirmation ('cannot be changed later'). */
  async confirmAdd(yes: string) {
    await this.page.getByRole('alertdialog').or(this.page.getByRole('dialog')).getByRole('button', { name: yes, exact: true }).click();
  }

  async enterOtp(code: string) {
    const box = this.page.getByTestId('family-otp-dialog').locator('input').first();
    await box.click();
    await this.page.keyboard.type(code);
  }

  async edit(name: string) {
    await this.row(name).getByTestId('family-edit').click();
    await expect(this.dialog()).toBeVisible();
  }

  async remove(name: string, confirmLabel: string) {
    await this.row(name).getByTestId('family-delete').click();
    await this.page.getByRole('alertdialog').or(this.page.getByRole('dialog')).getByRole('button', { name: confirmLabel, exact: true }).click();
  }
}

let seq = 0;
/** A fresh number for a test's family member (UAE mobile, 9 digits). */
export function memberMobile(): string {
  seq += 1;
  return `55${String(Date.now() % 1e5).padStart(5, '0')}${seq % 10}${Math.floor(Math.random() * 10)}`;
}

/**
 * A patient registration at a facility in the embedded HIS (dev route), so the member can be added:
 * document type, document id and mobile must match a record at the caller's facility.
 */
export async function createHisPatient(request: APIRequestContext, p: { facilityCode: string; firstName: string; lastName: string; dateOfBirth: string; genderId: number; mobile: string; documentTypeId: number; documentId: string }) {
  const res = await request.post('/api/dev/hispatient', { data: { callingCode: '971', ...p } });
  expect(res.ok()).toBeTruthy();
}

/** The Emirates ID of someone born in `year`: 784 + year + 8 digits. */
export function emiratesIdFor(year: number): string {
  const tail = `${Date.now() % 1e6}${Math.floor(Math.random() * 100)}`.padStart(8, '0').slice(-8);
  return `784-${year}-${tail.slice(0, 7)}-${tail.slice(7)}`;
}
