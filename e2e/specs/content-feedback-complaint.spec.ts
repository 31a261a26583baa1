import { test, expect } from '../support/test';
import { ComplaintPage, FeedbackPage } from '../pages/content-pages.page';

/**
 * docs/product.md#content-requests: feedback (facility, visit type, questionnaire with its mandatory rule, thank-you page)
 * and a complaint (incident date and text rules, then the complaint number), in English and Arabic.
 */
for (const lang of ['en', 'ar'] as const) {
  test.describe(() => {
    test.use({ lang });
    test(`submit feedback, then a complaint and see its number (${lang})`, async ({ patientPage: page }) => {
      const feedback = new FeedbackPage(page, lang);
      const complaint = new ComplaintPage(page, lang);
      const t = feedback.L;

      await test.step('choose the facility and the visit type', async () => {
        await feedback.open();
        await expect(feedback.facility()).toHaveValue('burjeel-hospital-abu-dhabi');
        await expect(feedback.startButton()).toBeDisabled();
        await feedback.begin(t.visitType);
      });

      await test.step('submit stays disabled until every mandatory question is answered', async () => {
        const submit = feedback.submit();
        await expect(feedback.questions().first()).toBeVisible();
        await expect(submit).toBeDisabled();
        await feedback.answerRadios();
        await expect(submit).toBeDisabled(); // the dropdown question is still open
        await feedback.answerDropdown();
        await feedback.answerText('Nurse Aisha');
        await expect(submit).toBeEnabled();
        await submit.click();
      });

      await test.step('the thank-you page leads home', async () => {
        await expect(feedback.thanks()).toBeVisible();
        await feedback.goHome();
        await expect(page).toHaveURL(/\/auth\/dashboard$/);
      });

      await test.step('a quick rating goes to user/savefeedback', async () => {
        await feedback.open();
        await feedback.rate({ answers: [t.no, t.good], comment: 'Friendly nurses.' });
        await expect(feedback.ratingSuccess()).toHaveText(t.thanks);
        await expect(feedback.ratingDialog()).toBeHidden({ timeout: 5000 });
      });

      await test.step('a complaint checks the incident date and the text', async () => {
        await feedback.open();
        await feedback.raiseComplaint();
        await expect(page).toHaveURL(/\/auth\/complaint$/);
        await expect(complaint.fixedFacility()).toBeVisible();
        const text = complaint.text();
        const submit = complaint.submit();
        await complaint.enterDate('31/02/2026');
        await expect(complaint.dateFormatError()).toBeVisible();
        await complaint.enterDate('01/01/2999');
        await expect(complaint.dateRangeError()).toBeVisible();
        await text.fill('short');
        await expect(complaint.textTooShort()).toBeVisible();
        await expect(submit).toBeDisabled();
        const d = new Date(Date.now() - 3 * 86400_000);
        await complaint.enterDate(`${String(d.getDate()).padStart(2, '0')}/${String(d.getMonth() + 1).padStart(2, '0')}/${d.getFullYear()}`);
        await expect(complaint.dateRangeError()).toBeHidden();
        await expect(submit).toBeDisabled();
        await text.fill('The reception kept me waiting for two hours without any update.');
        await expect(complaint.textTooShort()).toBeHidden();
        await expect(submit).toBeEnabled();
        await submit.click();
      });

      await test.step('the result page shows the complaint number', async () => {
        await expect(complaint.number()).toHaveText(/^CMP\d{6,}$/);
        await feedback.goHome();
        await expect(page).toHaveURL(/\/auth\/dashboard$/);
      });
    });
  });
}
