import { expect, type APIRequestContext, type Download, type Locator, type Page } from '@playwright/test';

export type Lang = 'en' | 'ar';

/** The texts the records journeys look for, in both languages (the remote's en.json / ar.json and the spec's messages). */
export const RECORDS_LABELS = {
  en: {
    title: 'Diagnostic Reports', current: 'Current', past: 'Past', latest1: 'Latest 1 month', latest6: 'Latest 6 months', type: 'Report type', search: 'Search',
    patient: 'Patient', viewReport: 'View report', download: 'Download', protectedCopy: 'Password-protected copy', password: 'Password', open: 'Open',
    wrongPassword: 'Wrong password for the protected report', noReports: 'No Diagnostic Reports Found!', continue: 'Continue', verify: 'Verify',
    nextPage: 'Next page', zoomIn: 'Zoom in', medication: 'My Medication', active: 'Active Medication', pastMedication: 'Past Medication',
    doctor: 'Doctor', viewMedicine: 'View Medicine', addToCalendar: 'Add to calendar', reasons: 'Not able to see the medications? Click to know the possible reasons.',
    noPastMedication: 'No Past medication Found!', expired: 'This medication has ended and cannot be added to the calendar.', secureTitle: 'Secure report',
    withheld: "The results of this report are shown after you enter the code sent to this family member's mobile.",
  },
  ar: {
    title: 'التقارير التشخيصية', current: 'الحالية', past: 'السابقة', latest1: 'آخر شهر', latest6: 'آخر 6 أشهر', type: 'نوع التقرير', search: 'بحث',
    patient: 'المريض', viewReport: 'عرض التقرير', download: 'تنزيل', protectedCopy: 'نسخة محمية بكلمة مرور', password: 'كلمة المرور', open: 'فتح',
    wrongPassword: 'كلمة مرور التقرير المحمي غير صحيحة', noReports: 'لم يتم العثور على تقارير تشخيصية!', continue: 'متابعة', verify: 'تحقق',
    nextPage: 'الصفحة التالية', zoomIn: 'تكبير', medication: 'أدويتي', active: 'الأدوية الحالية', pastMedication: 'الأدوية السابقة',
    doctor: 'الطبيب', viewMedicine: 'عرض الدواء', addToCalendar: 'إضافة إلى التقويم', reasons: 'لا تستطيع رؤية الأدوية؟ انقر لمعرفة الأسباب المحتملة.',
    noPastMedication: 'لم يتم العثور على أدوية سابقة!', expired: 'انتهت فترة هذا الدواء ولا يمكن إضافته إلى التقويم.', secureTitle: 'تقرير آمن',
    withheld: 'تظهر نتائج هذا التقرير بعد إدخال الرمز المرسل إلى الهاتف المتحرك لفرد العائلة.',
  },
} as const;

/** Gives the account (or a HIS registration) lab/radiology orders and medications through the embedded dev route. */
export async function seedRecords(request: APIRequestContext, who: { callingCode?: string; mobile?: string; patientId?: string }, pages = 2) {
  const res = await request.post('/api/dev/records/seed', { data: { ...who, pages } });
  expect(res.ok(), await res.text()).toBe(true);
  return (await res.json()).data as { patientId: string; docNumbers: string[] };
}

/**
 * A hospital already chosen (as after the 'Choose Hospital' entry dialog of mfe-identity), so that the
 * entry dialog does not cover the records pages. Call after signIn: init scripts run in order.
 */
export async function withHospital(page: Page) {
  await page.addInitScript(() => {
    // As if the patient had closed the entry dialog (mfe-identity keeps that for the tab's session).
    sessionStorage.setItem('account.entryDialogDismissed', '1');
    const raw = localStorage.getItem('user');
    if (!raw) return;
    const u = JSON.parse(raw) as Record<string, unknown>;
    if (u.facilityId) return;
    localStorage.setItem('user', JSON.stringify({ ...u, facilityId: 101, vblog: 'burjeel-hospital-abu-dhabi', facilityCode: 'BU10' }));
  });
}

/** /auth/diagnosticReports and its dialogs. */
export class ReportsPage {
  constructor(private readonly page: Page, private readonly lang: Lang = 'en') {}
  get l() {
    return RECORDS_LABELS[this.lang];
  }
  /** The page's title (h1). */
  get heading(): Locator {
    return this.page.getByRole('heading', { level: 1, name: this.l.title });
  }
  async open(state?: { from: string; familyMemberId: number }) {
    await this.page.goto('/auth/diagnosticReports');
    if (state) {
      // What a notification does: a client-side navigation carrying its state.
      await this.page.evaluate((s) => {
        window.history.pushState({ usr: s, key: 'n', idx: 1 }, '', '/auth/diagnosticReports');
        window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
      }, state);
    }
    // The remote's page chunk loads on first visit: allow for a busy machine.
    await expect(this.page.getByRole('heading', { level: 1, name: this.l.title })).toBeVisible({ timeout: 30_000 });
  }
  tab(which: 'current' | 'past'): Locator {
    return this.page.getByRole('tab', { name: new RegExp(this.l[which]) });
  }
  order(name: string): Locator {
    return this.page.getByRole('button', { name: new RegExp(name) }).first();
  }
  /** An opened order's region. */
  orderRegion(name: string): Locator {
    return this.page.getByRole('region', { name: new RegExp(name) }).first();
  }
  /** A text in an opened order's region. */
  orderText(name: string, text: string | RegExp): Locator {
    return this.orderRegion(name).getByText(text);
  }
  /** An order's name as the list shows it (exactly). */
  orderTitle(name: string): Locator {
    return this.page.getByText(name, { exact: true });
  }
  /** A cell of an opened order's tests (name, value, range). */
  cell(name: string): Locator {
    return this.page.getByRole('cell', { name });
  }
  get typeFilter(): Locator {
    return this.page.getByLabel(this.l.type);
  }
  get searchBox(): Locator {
    return this.page.getByLabel(this.l.search);
  }
  /** The viewer's page indicator ('Page 1 of 1') and canvas. */
  get pageIndicator(): Locator {
    return this.page.getByTestId('pdf-page-indicator');
  }
  get canvas(): Locator {
    return this.page.getByTestId('pdf-canvas');
  }
  /** The viewer's Next page button. */
  get nextPageButton(): Locator {
    return this.page.getByRole('button', { name: this.l.nextPage });
  }
  async openProtectedCopy() {
    await this.viewer.getByRole('button', { name: this.l.protectedCopy }).click();
  }
  get passwordField(): Locator {
    return this.viewer.getByLabel(this.l.password, { exact: true });
  }
  /** The viewer's error (a wrong password). */
  get viewerAlert(): Locator {
    return this.viewer.getByRole('alert');
  }
  /** A text anywhere on the page. */
  text(text: string | RegExp, options: { exact?: boolean } = {}): Locator {
    return this.page.getByText(text, options);
  }
  async choosePatient(name: string) {
    const select = this.page.locator('#reports-patient');
    const value = await select.locator('option', { hasText: name }).first().getAttribute('value');
    await select.selectOption(value!);
  }
  async viewReport(orderName: string) {
    await this.page.getByRole('button', { name: `${this.lang === 'en' ? 'View report' : 'عرض التقرير'}: ${orderName}` }).click();
  }
  /**
   * A member's reports before her code: sends the code to her number (read back with `readCode`, given the time it
   * was asked), types it, and continues; the list then shows her results.
   */
  async enterMemberCode(patientName: string, readCode: (since: number) => Promise<string>) {
    const since = Date.now() - 1000;
    const name = this.lang === 'en' ? `Enter the code to see the results of ${patientName}'s report` : `أدخل الرمز لعرض نتائج تقرير ${patientName}`;
    await this.page.getByRole('button', { name }).first().click();
    const dialog = this.page.getByRole('dialog');
    const code = await readCode(since);
    await dialog.getByRole('textbox').first().click();
    await this.page.keyboard.type(code);
    await expect(dialog.getByRole('heading', { name: this.l.secureTitle })).toBeVisible();
    await dialog.getByRole('button', { name: this.l.continue }).click();
    await expect(dialog).toHaveCount(0);
  }
  /** A member's report's button that sends the code to her number ('Enter the code to see the results of …'). */
  memberCodeButton(patientName: string): Locator {
    const name = this.lang === 'en' ? `Enter the code to see the results of ${patientName}'s report` : `أدخل الرمز لعرض نتائج تقرير ${patientName}`;
    return this.page.getByRole('button', { name }).first();
  }
  get withheld(): Locator {
    return this.page.getByTestId('report-withheld');
  }
  get viewer(): Locator {
    return this.page.getByRole('dialog');
  }
  get textLayer(): Locator {
    return this.page.getByTestId('pdf-text-layer');
  }
  async enterPassword(pw: string) {
    await this.viewer.getByLabel(this.l.password, { exact: true }).fill(pw);
    await this.viewer.getByRole('button', { name: this.l.open, exact: true }).click();
  }
  async download(): Promise<Download> {
    const wait = this.page.waitForEvent('download');
    await this.viewer.getByRole('button', { name: this.l.download }).click();
    return wait;
  }
}
