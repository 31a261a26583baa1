import fs from 'node:fs';
import path from 'node:path';
import { type Page } from '@playwright/test';
import { test, expect } from '../support/test';
import { latestOtp } from '../support/auth';
import { axeViolations } from '../support/axe';
import { ResultsPage } from '../pages/records-results.page';
import { withHospital } from '../pages/records-reports.page';
import { documentRoot } from '../pages/shell-frame.page';

/**
 * Results with context, as the demo patient: the Results page lists every test's latest value with its range and
 * flag; HbA1c is above its range; its trend shows the chart with the reference band, the table of the same values and
 * the text summary, and the keyboard walks the values; the HIV test of the latest screening is held (pending, no
 * value); and the spouse's results show their values only after her code (sent to 971 502345678, read from the
 * outbox). English and Arabic, phone and desktop; axe on both pages; screenshots in test-results/results-shots.
 */

const VIEWPORTS = { phone: { width: 390, height: 844 }, desktop: { width: 1280, height: 800 } } as const;
const shots = path.resolve('test-results/results-shots');
const dmy = (daysAgo: number) => {
  const d = new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);
  return `${d.slice(8, 10)}/${d.slice(5, 7)}/${d.slice(0, 4)}`;
};
/** Arabic pages may write the digits in Arabic-Indic: compare digits alone. */
const westernDigits = (s: string) => s.replace(/[٠-٩]/g, (c) => String(c.charCodeAt(0) - 0x0660));

async function shoot(page: Page, name: string) {
  fs.mkdirSync(shots, { recursive: true });
  await page.screenshot({ path: path.join(shots, `${name}.png`), fullPage: true });
}

for (const lang of ['en', 'ar'] as const) {
  for (const [device, viewport] of Object.entries(VIEWPORTS)) {
    test.describe(`${lang}, ${device}`, () => {
      test.use({ viewport, lang });

      test('the demo patient: Results, an out-of-range HbA1c, its trend; the held HIV test pending with no value', async ({ demoPage: page }) => {
        await withHospital(page);
        const results = new ResultsPage(page, lang);
        await test.step('Results lists each test’s latest value with range and flag, grouped by panel', async () => {
          await results.open();
          await expect(documentRoot(page)).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
          const hba1c = results.row(results.l.hba1c);
          await expect(hba1c).toContainText(results.l.high);
          expect(westernDigits(await hba1c.innerText())).toMatch(/6\.1 %/);
          expect(westernDigits(await hba1c.innerText())).toContain(dmy(6));
          await expect(results.panelHeading('Diabetes Panel')).toBeVisible();
        });
        await test.step('the HIV test of the latest screening is pending review, with no value', async () => {
          const hiv = results.row(results.l.hiv);
          await expect(hiv).toContainText(results.l.pending);
          await expect(hiv).not.toContainText('Non-reactive');
          // The hepatitis test of the same screening is shown.
          await expect(results.rows.filter({ hasText: 'Non-reactive' })).toHaveCount(1);
        });
        await test.step('axe: no violations on the results page', async () => {
          expect(await axeViolations(page)).toEqual([]);
          await shoot(page, `${lang}-${device}-results`);
        });
        await test.step('HbA1c’s trend: the summary, the chart with its range band, the table of the same values', async () => {
          await results.openTrend(results.l.hba1c);
          expect(westernDigits(await results.summary.innerText())).toContain(dmy(6));
          expect(westernDigits(await results.summary.innerText())).toMatch(/6\.1 %.*4\.0–5\.6.*5\.8/);
          await expect(results.referenceBand).toHaveCount(1);
          await expect(results.trendPoints).toHaveCount(7);
          await expect(results.highTrendPoints).toHaveCount(5);
          await expect(results.tableRows).toHaveCount(8);
          await expect(results.aboutHeading).toBeVisible();
        });
        await test.step('by keyboard: the chart takes the focus and the arrow keys read the values out', async () => {
          await results.chart.focus();
          await page.keyboard.press(lang === 'ar' ? 'ArrowRight' : 'ArrowLeft');
          await page.keyboard.press('Home');
          expect(westernDigits(await results.focused.innerText())).toContain('5.4 %');
          await page.keyboard.press('End');
          expect(westernDigits(await results.focused.innerText())).toContain(dmy(6));
        });
        await test.step('axe: no violations on the trend page', async () => {
          expect(await axeViolations(page)).toEqual([]);
          await shoot(page, `${lang}-${device}-trend`);
        });
      });
    });
  }
}

test("a family member's results only after her code, sent to her own number", async ({ page, demo }) => {
  await withHospital(page);
  const results = new ResultsPage(page, 'en');
  const spouse = await page.request.get('/api/user/familymembers', { headers: { authorization: `Bearer ${demo.token}` } });
  const mariam = ((await spouse.json()).data as { familyMemberId: number; firstName: string }[]).find((m) => m.firstName === 'Mariam')!;
  await test.step('Mariam chosen: none of her tests, and where the code goes', async () => {
    await results.open(mariam.familyMemberId, { locked: true });
    await expect(results.text(/Mariam Al Mansoori's results are shown after the code sent to/)).toContainText('5678');
    await expect(results.row(results.l.vitaminD)).toHaveCount(0);
    await expect(results.text('nmol/L')).toHaveCount(0);
    await shoot(page, 'en-desktop-member-locked');
  });
  await test.step('the code from her number opens her values; her pregnancy test stays pending', async () => {
    const since = Date.now() - 1000;
    await results.sendCodeButton.click();
    await expect(results.codeDialog).toContainText('5678');
    const code = await latestOtp(page.request, '971', '502345678', since);
    await results.enterCode(code);
    await expect(results.row(results.l.vitaminD)).toContainText('45 nmol/L');
    await expect(results.row(results.l.vitaminD)).toContainText(results.l.low);
    await expect(results.row('Pregnancy test')).toContainText(results.l.pending);
    expect(await axeViolations(page)).toEqual([]);
    await shoot(page, 'en-desktop-member-open');
  });
});
