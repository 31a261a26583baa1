import { test, expect } from '../support/test';
import { ReportsPage, seedRecords, withHospital } from '../pages/records-reports.page';

/**
 * Measurement (part of `pnpm bench`): time from the click on View report to the first rendered page of a
 * 5-page report in the viewer (PDF fetched, pdf.js and its worker loaded, page 1 drawn and its text laid
 * out). The first opening includes loading pdf.js; the next ones reuse it. Prints the figures; fails only
 * when the viewer does not show the report at all.
 */
test('time to first rendered page of a 5-page report', async ({ page, patient: data }) => {
  test.setTimeout(120_000);
  await withHospital(page);
  await seedRecords(page.request, { callingCode: '971', mobile: String(data.mobile ?? data.user?.mobile) }, 5);
  const reports = new ReportsPage(page);
  await reports.open();
  await reports.orderTitle('Comprehensive Health Check').click();
  const times: number[] = [];
  const phases: string[] = [];
  for (let run = 0; run < 5; run += 1) {
    const started = await page.evaluate(() => {
      performance.clearMarks();
      return performance.now();
    });
    await reports.viewReport('Comprehensive Health Check');
    await expect(reports.pageIndicator).toHaveText('Page 1 of 5', { timeout: 30_000 });
    await expect(reports.textLayer).toContainText('Page 1 of 5', { timeout: 30_000 });
    const ended = await page.evaluate(() => performance.now());
    times.push(Math.round(ended - started));
    // The viewer's User Timing marks: dialog shown → PDF fetched → pdf.js opened it → page 1 drawn.
    const m = await page.evaluate((t0) => {
      const at = (n: string) => performance.getEntriesByName(`records:${n}`).at(-1)?.startTime ?? NaN;
      return [at('fetch-start') - t0, at('fetched') - at('fetch-start'), at('opened') - at('fetched'), at('rendered') - at('opened')].map(Math.round);
    }, started);
    phases.push(`dialog ${m[0]} + fetch ${m[1]} + open ${m[2]} + render ${m[3]}`);
    await reports.nextPageButton.click();
    await expect(reports.textLayer).toContainText('Page 2 of 5');
    await page.keyboard.press('Escape');
    await expect(reports.viewer).toHaveCount(0);
  }
  const sorted = [...times].sort((a, b) => a - b);
  const summary = `records viewer, 5-page report: first open ${times[0]} ms (pdf.js loaded), warm median ${sorted[Math.floor(sorted.length / 2)]} ms, all ${times.join(', ')} ms (${phases.join('; ')} ms)`;
  console.log(summary);
  test.info().annotations.push({ type: 'bench', description: summary });
});
