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
