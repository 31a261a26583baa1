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
  },
  ar: {
    analytics: 'التحليلات', interested: 'المستخدمون المهتمون', broadcast: 'إرسال إشعار عام', manageUser: 'إدارة المستخدمين', newNotification: 'إشعار جديد',
    export: 'تصدير المستخدمين المسجلين', exportInterested: 'تصدير إلى إكسل', showTable: 'العرض كجدول', hospital: 'المستشفى', custom: 'مخصص', title: 'عنوان الإشعار',
    message: 'الرسالة', url: 'الرابط', publish: 'نشر', sent: 'تم إرسال الإشعار بنجاح', status: 'الحالة', comment: 'التعليق', save: 'حفظ',
    changeStatus: 'تغيير الحالة:', showNumber: 'إظهار الرقم كاملاً',
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
}
