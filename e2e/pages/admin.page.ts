import { expect, type Download, type Locator, type Page } from '@playwright/test';
import fs from 'node:fs';
import * as XLSX from 'xlsx';

export type Lang = 'en' | 'ar';

/** The administrator pages' texts the journeys look for (mfe-admin's en.json / ar.json). */
export const ADMIN_LABELS = {
  en: {
    analytics: 'Analytics', interested: 'Interested Users', broadcast: 'Broadcast Notification', manageUser: 'Manage User', newNotification: 'New notification',
    export: 'Export registered users', exportInterested: 'Export to Excel', showTable: 'Show as table', hospital: 'Hospital', custom: 'Custom', title: 'Notification title',
    message: 'Message', url: 'URL', publish: 'Publish', sent: 'Notification sent successfully', status: 'Status', comment: 'Comment', save: 'Save',
    changeStatus: 'Change status:', showNumber: 'Show the full number',
    mobile: /Mobile number/, search: 'Search', administrators: 'Administrators', noUser: 'No user found with this mobile number',
    invalidMobile: 'Please enter valid Mobile Number', scrollHint: 'Swipe or scroll sideways to see more columns.',
  },
  ar: {
    analytics: 'التحليلات', interested: 'المستخدمون المهتمون', broadcast: 'إرسال إشعار عام', manageUser: 'إدارة المستخدمين', newNotification: 'إشعار جديد',
    export: 'تصدير المستخدمين المسجلين', exportInterested: 'تصدير إلى إكسل', showTable: 'العرض كجدول', hospital: 'المستشفى', custom: 'مخصص', title: 'عنوان الإشعار',
    message: 'الرسالة', url: 'الرابط', publish: 'نشر', sent: 'تم إرسال الإشعار بنجاح', status: 'الحالة', comment: 'التعليق', save: 'حفظ',
    changeStatus: 'تغيير الحالة:', showNumber: 'إظهار الرقم كاملاً',
    mobile: /رقم/, search: 'بحث', administrators: 'المسؤولون', noUser: 'لا يوجد مستخدم بهذا الرقم',
    invalidMobile: 'يرجى إدخال رقم هاتف متحرك صحيح', scrollHint: 'اسحب أو مرّر أفقيًا لعرض المزيد من الأعمدة.',
  },
} as const;

/** Rows of the first sheet of a downloaded .xlsx, read with SheetJS. */
export async function xlsxRows(download: Download): Promise<string[][]> {
  const file = await download.path();
  const wb = XLSX.read(fs.readFileSync(file), { type: 'buffer' });
  return XLSX.utils.sheet_to_json<string[]>(wb.Sheets[wb.SheetNames[0]!]!, { header: 1, raw: false, defval: '' });
}

/** An .xlsx of Country Code / Mobile No rows, as an administrator would prepare it. */
export function mobileListXlsx(rows: [string, string][]): Buffer {
  const wb = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(wb, XLSX.utils.aoa_to_sheet([['Country Code', 'Mobile No'], ...rows]), 'Sheet1');
  return XLSX.write(wb, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
}

export class AnalyticsPage {
  constructor(private readonly page: Page, private readonly lang: Lang = 'en') {}
  get L() {
    return ADMIN_LABELS[this.lang];
  }
  async open() {
    await this.page.goto('/auth/analytics');
    await expect(this.page.getByRole('heading', { name: this.L.analytics, level: 1 })).toBeVisible({ timeout: 30_000 });
    await expect(this.page.getByTestId('chart-summary')).not.toBeEmpty();
  }
  /** Exports and returns the download, after the page says how many rows it holds. */
  async exportRegistered(): Promise<Download> {
    const [download] = await Promise.all([this.page.waitForEvent('download', { timeout: 60_000 }), this.page.getByRole('button', { name: this.L.export }).click()]);
    await expect(this.page.getByTestId('export-done')).toBeVisible({ timeout: 60_000 });
    return download;
  }
  get heading(): Locator {
    return this.page.getByRole('heading', { name: this.L.analytics, level: 1 });
  }
  /** The total registered users the page shows, read as a number (Arabic-Indic digits too). */
  async totalRegistered(): Promise<number> {
    const text = await this.page.getByTestId('count-totalRegisteredUsers').locator('p').last().innerText();
    return Number(text.replace(/[^\d٠-٩]/g, '').replace(/[٠-٩]/g, (d) => String(d.charCodeAt(0) - 0x660)));
  }
  async showTable() {
    await this.page.getByRole('button', { name: this.L.showTable }).click();
  }
  /** The registrations-per-day table (after showTable) and all its rows, the header's too. */
  get registrationsTable(): Locator {
    return this.page.getByTestId('registrations-table');
  }
  get registrationsTableRows(): Locator {
    return this.registrationsTable.getByRole('row');
  }
  /** The number of a count card ('totalRegisteredUsers', 'totalDeactivatedUsers'): its last paragraph. */
  countValue(card: string): Locator {
    return this.page.getByTestId(`count-${card}`).getByRole('paragraph').last();
  }
  /** The rows of the registrations-per-day table (after showTable). */
  get registrationRows(): Locator {
    return this.page.getByTestId('registrations-table').locator('tbody tr');
  }
}

export class InterestedUsersPage {
  constructor(private readonly page: Page, private readonly lang: Lang = 'en') {}
  get L() {
    return ADMIN_LABELS[this.lang];
  }
  async open() {
    await this.page.goto('/auth/interestedusers');
    await expect(this.page.getByRole('heading', { name: this.L.interested, level: 1 })).toBeVisible({ timeout: 30_000 });
    await expect(this.page.getByTestId('offers')).toBeVisible();
  }
  offerRow(title: string): Locator {
    return this.page.getByTestId('offers').getByRole('row').filter({ hasText: title });
  }
  /** The button of an offer's row that shows its interested users. */
  offerButton(title: string): Locator {
    return this.offerRow(title).getByRole('button');
  }
  async viewOffer(title: string) {
    await this.offerRow(title).getByRole('button').click();
    await expect(this.page.getByTestId('interested-table')).toBeVisible();
  }
  row(name: string): Locator {
    return this.page.getByTestId('interested-row').filter({ hasText: name });
  }
  async changeStatus(name: string, status: string, comment: string) {
    await this.row(name).getByRole('button', { name: this.L.changeStatus }).click();
    const dialog = this.page.getByTestId('status-dialog');
    await dialog.getByRole('combobox').selectOption(status);
    await dialog.getByRole('textbox').fill(comment);
    await dialog.getByRole('button', { name: this.L.save }).click();
    await expect(dialog).toBeHidden();
  }
  async export(): Promise<Download> {
    const [download] = await Promise.all([this.page.waitForEvent('download', { timeout: 60_000 }), this.page.getByRole('button', { name: this.L.exportInterested }).click()]);
    return download;
  }
  /** A row's 'Change status:' button. */
  changeStatusButton(row: Locator): Locator {
    return row.getByRole('button', { name: this.L.changeStatus });
  }
  get statusDialog(): Locator {
    return this.page.getByTestId('status-dialog');
  }
  /** A row's button to its activity log ('Activity: <name>'), and the log it opens. */
  activityButton(row: Locator, name: string): Locator {
    return row.getByRole('button', { name: `Activity: ${name}` });
  }
  get activityDialog(): Locator {
    return this.page.getByTestId('activity-dialog');
  }
  /** Opens the offer at `index` in the offers table's order (0 = the first offer, below the header row). */
  async openOfferAt(index: number) {
    await this.page.getByTestId('offers').getByRole('row').nth(index + 1).getByRole('button').click();
  }
  get firstRow(): Locator {
    return this.page.getByTestId('interested-row').first();
  }
  /** The parts of an interested user's row: its number, its actions, the reveal of the number. */
  rowParts(row: Locator) {
    return { phoneNumber: row.getByTestId('phone-number'), actions: row.getByTestId('row-actions'), showNumber: row.getByRole('button', { name: this.L.showNumber }) };
  }
}

export class BroadcastPage {
  constructor(private readonly page: Page, private readonly lang: Lang = 'en') {}
  get L() {
    return ADMIN_LABELS[this.lang];
  }
  get dialog(): Locator {
    return this.page.getByTestId('publish-dialog');
  }
  async open() {
    await this.page.goto('/auth/notification/BroadcastNotification');
    await expect(this.page.getByRole('heading', { name: this.L.broadcast, level: 1 })).toBeVisible({ timeout: 30_000 });
  }
  async openDialog() {
    await this.page.getByTestId('new-broadcast').click();
    await expect(this.dialog).toBeVisible();
  }
  async fill(o: { title: string; message: string; url?: string; titleAr?: string; messageAr?: string }) {
    // Exact names: the Arabic version's fields are named after these ('Notification title in Arabic').
    await this.dialog.getByRole('textbox', { name: this.L.title, exact: true }).fill(o.title);
    await this.dialog.getByRole('textbox', { name: this.L.message, exact: true }).fill(o.message);
    if (o.titleAr) await this.dialog.getByTestId('publish-title-ar').fill(o.titleAr);
    if (o.messageAr) await this.dialog.getByTestId('publish-message-ar').fill(o.messageAr);
    if (o.url) await this.dialog.getByRole('textbox', { name: this.L.url }).fill(o.url);
  }
  historyRow(title: string): Locator {
    return this.page.getByTestId('history-row').filter({ hasText: title });
  }
  /** The dialog's fields by their exact names (the Arabic version's fields are named after these). */
  get titleField(): Locator {
    return this.dialog.getByRole('textbox', { name: this.L.title, exact: true });
  }
  get messageField(): Locator {
    return this.dialog.getByRole('textbox', { name: this.L.message, exact: true });
  }
  /** How many patient accounts the dialog's choice reaches. */
  get audience(): Locator {
    return this.dialog.getByTestId('publish-audience');
  }
  get hospitalSelect(): Locator {
    return this.dialog.getByRole('combobox', { name: this.L.hospital });
  }
  /** The dialog's warning (a hospital nobody has chosen). */
  get alert(): Locator {
    return this.dialog.getByRole('alert');
  }
  get spreadsheet(): Locator {
    return this.dialog.getByTestId('publish-spreadsheet');
  }
  /** A text shown in the dialog (the spreadsheet's verdict). */
  dialogText(text: string | RegExp): Locator {
    return this.dialog.getByText(text);
  }
  dialogHeading(name: string): Locator {
    return this.dialog.getByRole('heading', { name });
  }
  /** The dialog's polite live regions that say something (the fields' messages after Publish). */
  get liveMessages(): Locator {
    return this.dialog.locator('[aria-live="polite"]').filter({ hasText: /\S/ });
  }
  /** Clicks Download the sample and returns the download. */
  async downloadSample(): Promise<Download> {
    const [sample] = await Promise.all([this.page.waitForEvent('download'), this.dialog.getByRole('button', { name: /Download the sample/ }).click()]);
    return sample;
  }
  /** Publish; `exact` for the first Publish beside 'Publish anyway'. */
  publishButton(exact = false): Locator {
    return this.dialog.getByRole('button', { name: this.L.publish, ...(exact ? { exact } : {}) });
  }
  get publishAnywayButton(): Locator {
    return this.dialog.getByRole('button', { name: 'Publish anyway' });
  }
  /** The page's 'Notification sent successfully'. */
  get sentMessage(): Locator {
    return this.page.getByText(this.L.sent);
  }
  /** The page's 'published, but it reached nobody'. */
  get reachedNobodyMessage(): Locator {
    return this.page.getByText('Notification published, but it reached nobody.');
  }
  historyStatus(title: string): Locator {
    return this.historyRow(title).getByTestId('history-status');
  }
  /** The nth cell of a history row (0-based). */
  historyCell(title: string, n: number): Locator {
    return this.historyRow(title).getByRole('cell').nth(n);
  }
  async resend(title: string) {
    await this.historyRow(title).getByRole('button', { name: `Re-send ${title}` }).click();
  }
  /** The confirmation a re-send asks for. */
  get confirmDialog(): Locator {
    return this.page.getByRole('alertdialog');
  }
  get resendNobodyWarning(): Locator {
    return this.confirmDialog.getByTestId('resend-nobody');
  }
  async confirm() {
    await this.confirmDialog.getByRole('button', { name: 'Yes' }).click();
  }
}

export class ManageUserPage {
  constructor(private readonly page: Page, private readonly lang: Lang = 'en') {}
  get L() {
    return ADMIN_LABELS[this.lang];
  }
  async open() {
    await this.page.goto('/auth/manageUser');
  }
  get heading(): Locator {
    return this.page.getByRole('heading', { name: this.L.manageUser });
  }
  get adminList(): Locator {
    return this.page.getByTestId('admin-list');
  }
  /** The masked numbers of the administrators list. */
  get adminNumbers(): Locator {
    return this.adminList.getByTestId('phone-number');
  }
  /** The scrolling region around the administrators list. */
  get adminRegion(): Locator {
    return this.page.getByRole('region', { name: this.L.administrators });
  }
  get mobile(): Locator {
    return this.page.getByRole('textbox', { name: this.L.mobile });
  }
  async search(mobile: string) {
    await this.mobile.fill(mobile);
    await this.page.getByRole('button', { name: this.L.search }).click();
  }
  /** The administrators list's rows (the header's first). */
  get adminRows(): Locator {
    return this.adminList.getByRole('row');
  }
  get userCard(): Locator {
    return this.page.getByTestId('user-card');
  }
  get userCardNumber(): Locator {
    return this.userCard.getByTestId('phone-number');
  }
  get noUserMessage(): Locator {
    return this.page.getByText(this.L.noUser);
  }
  get invalidMobileMessage(): Locator {
    return this.page.getByText(this.L.invalidMobile);
  }
  /** Picks a role on the found user's card and updates it, after the confirmation. */
  async changeRole(label: string) {
    await this.userCard.getByRole('combobox').selectOption({ label });
    await this.page.getByRole('button', { name: 'Update role' }).click();
    await this.confirm();
  }
  /** Clicks a reset ('Reset failed attempts', 'Reset login counter') and confirms. */
  async reset(name: 'Reset failed attempts' | 'Reset login counter') {
    await this.page.getByRole('button', { name }).click();
    await this.confirm();
  }
  async confirm() {
    await this.page.getByRole('alertdialog').getByRole('button', { name: 'Yes' }).click();
  }
  /** A message the page shows (a reset's success). */
  message(text: string): Locator {
    return this.page.getByText(text);
  }
  get loginsToday(): Locator {
    return this.page.getByTestId('logins-today');
  }
  /** The phone's 'scroll sideways' hint and the shades at the table's ends. */
  get scrollHint(): Locator {
    return this.page.getByTestId('table-scroll-hint');
  }
  get moreAtEnd(): Locator {
    return this.page.getByTestId('table-more-end');
  }
  get moreAtStart(): Locator {
    return this.page.getByTestId('table-more-start');
  }
  /** Scrolls the administrators table to its far end (the left in a right-to-left page). */
  async scrollListToEnd() {
    await this.adminList.evaluate((table) => {
      const scroller = table.closest('[role="region"]') as HTMLElement;
      scroller.scrollLeft = (getComputedStyle(scroller).direction === 'rtl' ? -1 : 1) * scroller.scrollWidth;
    });
  }
}

/** A history row's Arabic version of the notification (title and message). */
export function broadcastHistoryArabic(page: Page, title: string): { title: Locator; message: Locator } {
  const row = new BroadcastPage(page).historyRow(title);
  return { title: row.getByTestId('history-title-ar'), message: row.getByTestId('history-message-ar') };
}
