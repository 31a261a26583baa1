import { test, expect } from '../support/test';
import { axeViolations } from '../support/axe';
import { seedRecords, withHospital } from '../pages/records-reports.page';
import { ShareViewer, SummaryPage, seedSummary, type Lang } from '../pages/records-summary.page';
import { AccessLogPage } from '../pages/records-access-log.page';

/**
 * Share my health summary: the patient sees their International Patient Summary, shares it as a SMART Health Link
 * with a passcode, a doctor opens the link in another browser (a wrong passcode first, then the right one) and reads
 * the summary, decrypted in that browser; the patient sees the opening in the shared links list, revokes the link
 * (the doctor's browser is then refused), and finds both attempts on "who saw my records". In English and in Arabic,
 * with no axe violation on the new pages.
 */

for (const lang of ['en', 'ar'] as const satisfies readonly Lang[]) {
  test.describe(lang === 'en' ? 'in English' : 'in Arabic', () => {
    test.use({ lang });

    test('share with a passcode, open it in a second browser, revoke; the opening shows on "who saw my records"', async ({ page, patient, browser }) => {
      test.setTimeout(180_000);
      await withHospital(page);
      const mobile = String(patient.mobile ?? patient.user?.mobile);
      await seedRecords(page.request, { callingCode: '971', mobile }, 1);
      await seedSummary(page.request, { callingCode: '971', mobile });
      const summary = new SummaryPage(page, lang);
      const doctor = `Dr. Anna Keller ${lang}`;
      let link = '';

      await test.step('the summary reads as sections; no axe violation', async () => {
        await summary.open();
        await expect(summary.section('problems')).toContainText('Essential hypertension');
        await expect(summary.section('allergies')).toContainText('Ibuprofen');
        await expect(summary.section('medications')).toContainText('Glucophage 500 mg');
        await expect(summary.section('results')).toContainText('Complete Blood Count');
        await expect(summary.section('immunizations')).toContainText('Influenza');
        expect(await axeViolations(page)).toEqual([]);
      });

      await test.step('downloads of one’s own: a PDF (no password) and the FHIR document', async () => {
        const pdf = await summary.download('pdf');
        expect(pdf.name).toMatch(/^health-summary-\d{4}-\d{2}-\d{2}\.pdf$/);
        expect(pdf.bytes.subarray(0, 5).toString()).toBe('%PDF-');
        expect(pdf.bytes.includes(Buffer.from('/Encrypt'))).toBe(false);
        const json = await summary.download('json');
        const document = JSON.parse(json.bytes.toString('utf8'));
        expect([document.resourceType, document.type, document.entry[0].resource.resourceType]).toEqual(['Bundle', 'document', 'Composition']);
      });

      await test.step('shared as a link with a passcode: the link, its QR code and Copy; no axe violation in the dialog', async () => {
        link = await summary.share('cedar-2026');
        expect(link).toMatch(/\/share\/view#shlink:\/[A-Za-z0-9_-]+$/);
        expect(await axeViolations(page, { include: '[role=dialog]' })).toEqual([]);
        await page.keyboard.press('Escape');
      });

      const other = await browser.newContext({ baseURL: new URL(page.url()).origin });
      const viewerPage = await other.newPage();
      const viewer = new ShareViewer(viewerPage, lang);
      await test.step('a doctor in another browser: a wrong passcode counts down, the right one shows the summary', async () => {
        await viewer.open(link);
        expect(await axeViolations(viewerPage)).toEqual([]);
        await viewer.submit(doctor, 'not-the-passcode');
        await expect(viewer.text(viewer.l.wrong)).toBeVisible();
        await viewer.submit(doctor, 'cedar-2026');
        await expect(viewer.section('problems')).toContainText('Essential hypertension');
        await expect(viewer.section('allergies')).toContainText('Ibuprofen');
        await expect(viewer.heading(summary.l.problems)).toBeVisible();
        expect(await axeViolations(viewerPage)).toEqual([]);
      });

      await test.step('the owner sees the opening and revokes the link at once; no axe violation', async () => {
        await summary.openLinks();
        const first = summary.linkParts(summary.links.first());
        await expect(first.openings).toHaveText(summary.l.openedOnce);
        await expect(first.recipients).toHaveText(doctor);
        await expect(first.status).toHaveText(summary.l.active);
        expect(await axeViolations(page)).toEqual([]);
        await summary.revokeFirst();
      });

      await test.step('the doctor’s browser is refused after the revocation', async () => {
        await viewer.open(link);
        await viewer.submit(doctor, 'cedar-2026');
        await expect(viewer.text(viewer.l.gone)).toBeVisible();
        await other.close();
      });

      await test.step('"who saw my records": the wrong passcode and the opening, by the name the doctor gave', async () => {
        const log = new AccessLogPage(page, lang);
        await log.open();
        const openings = log.entries(summary.l.through(doctor));
        await expect(openings).toHaveCount(2);
        await expect(log.result(openings.first())).toHaveText(summary.l.opened);
        await expect(log.result(openings.nth(1))).toHaveText(summary.l.refused);
        expect(await axeViolations(page)).toEqual([]);
      });
    });
  });
}
