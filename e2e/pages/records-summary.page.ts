import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';

export type Lang = 'en' | 'ar';

/** The texts the health summary journeys look for, in both languages (mfe-records' en.json / ar.json). */
export const SUMMARY_LABELS = {
  en: {
    title: 'My health summary', problems: 'Problems', share: 'Share', passcode: 'Passcode (optional)', create: 'Create link', qr: 'QR code of the shared link', copy: 'Copy link',
    links: 'Shared links', revoke: 'Revoke', revoked: 'Revoked', active: 'Active', recipient: 'Your name', viewerPasscode: 'Passcode', open: 'Open summary',
    wrong: 'Wrong passcode. 4 tries left before the link stops working.', gone: 'This link no longer works: it expired, was revoked, or was locked after too many wrong passcodes.',
    viewerTitle: 'Health summary', access: 'Who saw my records', through: (name: string) => `${name}, through a shared link`, opened: 'Opened', refused: 'Not opened: wrong passcode',
    openedOnce: 'Once', language: 'English', pdf: 'Download PDF', json: 'Download FHIR JSON',
  },
  ar: {
    title: 'ملخصي الصحي', problems: 'المشكلات الصحية', share: 'مشاركة', passcode: 'رمز المرور (اختياري)', create: 'إنشاء الرابط', qr: 'رمز QR للرابط المشارك', copy: 'نسخ الرابط',
    links: 'الروابط المشاركة', revoke: 'إلغاء الرابط', revoked: 'ملغى', active: 'نشط', recipient: 'اسمك', viewerPasscode: 'رمز المرور', open: 'فتح الملخص',
    wrong: 'رمز المرور غير صحيح. بقيت 4 محاولات قبل أن يتوقف الرابط عن العمل.', gone: 'هذا الرابط لم يعد يعمل: انتهت صلاحيته أو أُلغي أو أُقفل بعد محاولات خاطئة كثيرة لرمز المرور.',
    viewerTitle: 'الملخص الصحي', access: 'من اطّلع على سجلاتي', through: (name: string) => `${name}، عبر رابط مشارك`, opened: 'فُتح', refused: 'لم يُفتح: رمز مرور غير صحيح',
    openedOnce: 'مرة واحدة', language: 'العربية', pdf: 'تنزيل PDF', json: 'تنزيل FHIR JSON',
  },
} as const;

/** Gives the account a problem list, an allergy and a vaccination in the embedded hospital (reports and medication: seedRecords). */
export async function seedSummary(request: APIRequestContext, who: { callingCode: string; mobile: string }) {
  const res = await request.post('/api/dev/summary/seed', { data: who });
  expect(res.ok(), await res.text()).toBe(true);
}

/** "My health summary", its share dialog and the shared links list, as the owner sees them. */
export class SummaryPage {
  constructor(readonly page: Page, readonly lang: Lang = 'en') {}
  get l() {
    return SUMMARY_LABELS[this.lang];
  }
  section(kind: 'problems' | 'allergies' | 'medications' | 'results' | 'immunizations'): Locator {
    return this.page.getByTestId(`summary-section-${kind}`);
  }
  async open() {
    await this.page.goto('/auth/healthSummary');
    await expect(this.page.getByRole('heading', { level: 1, name: this.l.title })).toBeVisible({ timeout: 30_000 });
    await expect(this.section('problems')).toBeVisible({ timeout: 30_000 });
  }
  /** Downloads the summary as a PDF or as FHIR JSON; answers the file's name and its bytes. */
  async download(kind: 'pdf' | 'json'): Promise<{ name: string; bytes: Buffer }> {
    const [file] = await Promise.all([this.page.waitForEvent('download'), this.page.getByRole('button', { name: this.l[kind] }).click()]);
    const path = await file.path();
    const { readFile } = await import('node:fs/promises');
    return { name: file.suggestedFilename(), bytes: await readFile(path) };
  }
  /** Shares every section with a passcode; answers the link shown (the viewer's address with the `shlink:/`). */
  async share(passcode: string): Promise<string> {
    await this.page.getByRole('button', { name: this.l.share, exact: true }).click();
    const dialog = this.page.getByRole('dialog');
    await dialog.getByLabel(this.l.passcode).fill(passcode);
    await dialog.getByRole('button', { name: this.l.create }).click();
    await expect(dialog.getByRole('img', { name: this.l.qr })).toBeVisible();
    await expect(dialog.getByRole('button', { name: this.l.copy })).toBeVisible();
    return dialog.getByTestId('share-link').inputValue();
  }
  async openLinks() {
    await this.page.goto('/auth/sharedLinks');
    await expect(this.page.getByRole('heading', { level: 1, name: this.l.links })).toBeVisible({ timeout: 30_000 });
  }
  get links(): Locator {
    return this.page.getByTestId('shared-link');
  }
  /** A shared link's openings, recipients and status (its row in the list). */
  linkParts(link: Locator) {
    return { openings: link.getByTestId('shared-link-openings'), recipients: link.getByTestId('shared-link-recipients'), status: link.getByTestId('shared-link-status') };
  }
  async revokeFirst() {
    await this.links.first().getByRole('button', { name: this.l.revoke }).click();
    await this.page.getByRole('alertdialog').getByRole('button', { name: this.l.revoke }).click();
    await expect(this.links.first().getByTestId('shared-link-status')).toHaveText(this.l.revoked);
  }
}

/** The public viewer of a shared link, in a browser without the owner's session. */
export class ShareViewer {
  constructor(readonly page: Page, readonly lang: Lang = 'en') {}
  get l() {
    return SUMMARY_LABELS[this.lang];
  }
  async open(link: string) {
    // A fresh load each time: going to the same address with its '#' only would keep the page as it is.
    await this.page.goto('about:blank');
    await this.page.goto(link);
    await expect(this.page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 30_000 });
    // The viewer starts in the browser's last language; its button switches (it names the other language).
    const toArabic = this.page.getByRole('button', { name: 'العربية' });
    if (this.lang === 'ar' && (await toArabic.isVisible())) await toArabic.click();
    await expect(this.page.getByRole('heading', { level: 1, name: this.l.viewerTitle })).toBeVisible();
  }
  /** A text of the viewer (a refusal). */
  text(text: string): Locator {
    return this.page.getByText(text);
  }
  /** A section of the opened summary. */
  section(kind: 'problems' | 'allergies' | 'medications' | 'results' | 'immunizations'): Locator {
    return this.page.getByTestId(`summary-section-${kind}`);
  }
  heading(name: string): Locator {
    return this.page.getByRole('heading', { name });
  }
  async submit(recipient: string, passcode: string) {
    await this.page.getByLabel(this.l.recipient).fill(recipient);
    await this.page.getByLabel(this.l.viewerPasscode).fill(passcode);
    await this.page.getByRole('button', { name: this.l.open }).click();
  }
}
