import { test, expect } from '../support/test';
import { DateField } from '../pages/date-field';
import { InternationalPatientsPage, NeedHelpPage } from '../pages/content-pages.page';

/** docs/product.md#content-pages and docs/product.md#content-requests: Need Help (helpline, brand e-mail, ten FAQ) and the international Write Us form with its rules. */
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

for (const lang of ['en', 'ar'] as const) {
  test.describe(() => {
    test.use({ lang });
    test(`Need Help and the international Write Us form (${lang})`, async ({ patientPage: page }) => {
      const help = new NeedHelpPage(page, lang);
      const writeUs = new InternationalPatientsPage(page, lang);
      const t = help.L;

      await test.step('Need Help: helpline, the brand e-mail and ten questions', async () => {
        await help.open();
        await expect(help.text(t.helpline)).toBeVisible();
        await expect(help.helplineLink()).toHaveAttribute('href', 'tel:80055');
        await expect(help.supportEmail()).toHaveAttribute('href', /^mailto:.+@.+/);
        await expect(help.questions()).toHaveCount(10);
        await help.openQuestion(t.q1);
        await expect(help.answers().first()).toBeVisible();
      });

      await test.step('Write Us: every rule, and what happens next after a valid submit', async () => {
        await writeUs.open();
        await writeUs.mobile().fill('');
        await writeUs.submit();
        await expect(writeUs.message(t.required).first()).toBeVisible();
        await writeUs.mobile().fill('5012');
        await writeUs.gender().selectOption('female');
        // The portal's own date field (no native picker): typed part by part, dd/mm/yyyy in both languages.
        await expect(writeUs.nativeDateInputs()).toHaveCount(0);
        const travelDate = new DateField(page, 'travel-date');
        await travelDate.type('2020-01-01');
        await writeUs.comment().fill('x'.repeat(401));
        await writeUs.submit();
        await expect(writeUs.message(t.mobile)).toBeVisible();
        await expect(writeUs.message(t.travel)).toBeVisible();
        await expect(writeUs.message(t.comment)).toBeVisible();

        const file = writeUs.file();
        await file.setInputFiles({ name: 'report.exe', mimeType: 'application/octet-stream', buffer: Buffer.from('MZ') });
        await expect(writeUs.message(t.format)).toBeVisible();
        await expect(writeUs.message(t.format)).toBeHidden({ timeout: 7000 }); // the upload error clears after 5 s
        await file.setInputFiles({ name: 'big.pdf', mimeType: 'application/pdf', buffer: Buffer.alloc(2_048_001, 1) });
        await expect(writeUs.message(t.size)).toBeVisible();

        await writeUs.mobile().fill('501234567');
        await travelDate.type(new Date(Date.now() + 10 * 86400_000));
        await travelDate.expectDayFirstFromLeft();
        await expect(writeUs.message(t.travel)).toBeHidden();
        await writeUs.comment().fill('I would like a second opinion on my knee surgery.');
        await file.setInputFiles({ name: 'report.pdf', mimeType: 'application/pdf', buffer: PDF });
        await writeUs.submit();
        await expect(writeUs.next()).toContainText(t.next);
        await expect(writeUs.nextHelpline()).toBeVisible();
        if (process.env.EDGES_SHOTS) {
          for (const [w, h] of [[390, 844], [1280, 800]] as const) {
            await page.setViewportSize({ width: w, height: h });
            await travelDate.control.scrollIntoViewIfNeeded();
            await page.screenshot({ path: `${process.env.EDGES_SHOTS}/travel-date-${lang}-${w}.png` });
          }
        }
      });
    });
  });
}
