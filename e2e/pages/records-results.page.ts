import { expect, type Locator, type Page } from '@playwright/test';

export type Lang = 'en' | 'ar';

/** The texts the results journeys look for, in both languages (mfe-records' results texts). */
export const RESULTS_LABELS = {
  en: {
    title: 'Results', patient: 'Patient', search: 'Search tests', hba1c: 'HbA1c', high: 'High', pending: 'Result pending review by your doctor',
    hiv: 'HIV test', trendOf: (test: string) => `Trend of ${test}`, table: 'Every value', about: 'What this test measures', back: 'Back to results',
    sendCode: 'Send the code', afterCode: 'After the code', vitaminD: 'Vitamin D', low: 'Low', continue: 'Continue', secureTitle: 'Secure report',
  },
  ar: {
    title: 'النتائج', patient: 'المريض', search: 'البحث في التحاليل', hba1c: 'السكر التراكمي (HbA1c)', high: 'مرتفع', pending: 'النتيجة بانتظار مراجعة طبيبك',
    hiv: 'فحص فيروس نقص المناعة', trendOf: (test: string) => `تطور ${test}`, table: 'جميع القيم', about: 'ماذا يقيس هذا التحليل', back: 'العودة إلى النتائج',
    sendCode: 'إرسال الرمز', afterCode: 'بعد الرمز', vitaminD: 'فيتامين د', low: 'منخفض', continue: 'متابعة', secureTitle: 'تقرير آمن',
  },
} as const;

/** /auth/results and a test's trend page. */
export class ResultsPage {
  constructor(private readonly page: Page, private readonly lang: Lang = 'en') {}
  get l() {
    return RESULTS_LABELS[this.lang];
  }
  /** The page's title (h1). */
  get heading(): Locator {
    return this.page.getByRole('heading', { level: 1, name: this.l.title });
  }
  /** Opens the results of the account holder or a member; `locked` for a member whose code is still needed (no rows). */
  async open(familyMemberId = 0, { locked = false } = {}) {
    await this.page.goto(`/auth/results${familyMemberId ? `?familyMemberId=${familyMemberId}` : ''}`);
    // The remote's page chunk loads on first visit: allow for a busy machine.
    await expect(this.page.getByRole('heading', { level: 1, name: this.l.title })).toBeVisible({ timeout: 30_000 });
    if (locked) await expect(this.page.getByRole('button', { name: this.l.sendCode })).toBeVisible({ timeout: 20_000 });
    else await expect(this.rows.first()).toBeVisible({ timeout: 20_000 });
  }
  get rows(): Locator {
    return this.page.getByTestId('result-row');
  }
  row(test: string): Locator {
    return this.rows.filter({ hasText: test }).first();
  }
  async choosePatient(name: string) {
    const select = this.page.locator('#results-patient');
    const value = await select.locator('option', { hasText: name }).first().getAttribute('value');
    await select.selectOption(value!);
  }
  async openTrend(test: string) {
    await this.row(test).getByRole('link', { name: this.l.trendOf(test) }).click();
    await expect(this.page.getByRole('heading', { level: 1, name: test })).toBeVisible({ timeout: 30_000 });
    await expect(this.chart).toBeVisible();
  }
  get chart(): Locator {
    return this.page.getByTestId('trend-chart');
  }
  get summary(): Locator {
    return this.page.getByTestId('trend-summary');
  }
  get table(): Locator {
    return this.page.getByTestId('trend-table');
  }
  get focused(): Locator {
    return this.page.getByTestId('trend-focus');
  }
  /** A panel's heading on the results page ('Diabetes Panel'). */
  panelHeading(name: string): Locator {
    return this.page.getByRole('heading', { level: 2, name });
  }
  /** The trend page's 'What this test measures'. */
  get aboutHeading(): Locator {
    return this.page.getByRole('heading', { level: 2, name: this.l.about });
  }
  /** The chart's reference band, its points, and those flagged high. */
  get referenceBand(): Locator {
    return this.chart.getByTestId('reference-band');
  }
  get trendPoints(): Locator {
    return this.chart.getByTestId('trend-point');
  }
  get highTrendPoints(): Locator {
    return this.chart.locator('[data-testid="trend-point"][data-flag="high"]');
  }
  get tableRows(): Locator {
    return this.table.getByRole('row');
  }
  /** A text anywhere on the page (where a member's code goes). */
  text(text: string | RegExp): Locator {
    return this.page.getByText(text);
  }
  /** A member's 'Send the code', and the dialog it opens. */
  get sendCodeButton(): Locator {
    return this.page.getByRole('button', { name: this.l.sendCode });
  }
  get codeDialog(): Locator {
    return this.page.getByRole('dialog');
  }
  /** Types the member's code into the open dialog and continues once the report shows as secure. */
  async enterCode(code: string) {
    await this.codeDialog.getByRole('textbox').first().click();
    await this.page.keyboard.type(code);
    await expect(this.codeDialog.getByRole('heading', { name: this.l.secureTitle })).toBeVisible();
    await this.codeDialog.getByRole('button', { name: this.l.continue }).click();
  }
}
