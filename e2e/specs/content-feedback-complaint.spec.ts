import { test, expect } from '@playwright/test';
import { signIn } from '../support/auth';

/**
 * docs/product.md#content-requests: feedback (facility, visit type, questionnaire with its mandatory rule, thank-you page)
 * and a complaint (incident date and text rules, then the complaint number), in English and Arabic.
 */
const T = {
  en: {
    visitType: 'Outpatient', give: 'Give feedback', no: 'No', good: 'Good', comment: 'Comment', thanks: 'Thank You for contacting us. We will get back to you shortly!', submit: 'Submit', goHome: 'Go to home', raise: 'Raise a complaint',
    format: 'Incident Date Format Error', range: 'Incident Date Range Error', short: 'Please enter more than 5 characters',
  },
  ar: {
    visitType: 'مريض العيادات الخارجية', give: 'تقديم الملاحظات', no: 'لا', good: 'جيدة', comment: 'التعليق', thanks: 'شكرًا لتواصلك معنا. سنعاود الاتصال بك قريبًا!', submit: 'إرسال', goHome: 'الذهاب إلى الرئيسية', raise: 'تقديم شكوى',
    format: 'خطأ في صيغة تاريخ الحادثة', range: 'تاريخ الحادثة خارج النطاق المسموح', short: 'يرجى إدخال أكثر من 5 أحرف',
  },
};

for (const lang of ['en', 'ar'] as const) {
  test(`submit feedback, then a complaint and see its number (${lang})`, async ({ page }) => {
    const t = T[lang];
    await signIn(page, undefined, { lang });

    await test.step('choose the facility and the visit type', async () => {
      await page.goto('/auth/feedback');
      await expect(page.getByTestId('feedback-facility')).toHaveValue('burjeel-hospital-abu-dhabi');
      await expect(page.getByTestId('feedback-start')).toBeDisabled();
      await page.getByTestId('feedback-visit-type').selectOption({ label: t.visitType });
      await page.getByRole('button', { name: t.give }).click();
    });

    await test.step('submit stays disabled until every mandatory question is answered', async () => {
      const submit = page.getByTestId('feedback-submit');
      await expect(page.locator('[data-testid^=question-]').first()).toBeVisible();
      await expect(submit).toBeDisabled();
      const radios = page.locator('[data-type=R]');
      for (let i = 0; i < (await radios.count()); i++) {
        await radios.nth(i).locator('label').first().click();
      }
      await expect(submit).toBeDisabled(); // the dropdown question is still open
      await page.locator('[data-type=D] select').selectOption({ index: 1 });
      await page.locator('[data-type=I] input').fill('Nurse Aisha');
      await expect(submit).toBeEnabled();
      await submit.click();
    });

    await test.step('the thank-you page leads home', async () => {
      await expect(page.getByTestId('feedback-thanks')).toBeVisible();
      await page.getByRole('button', { name: t.goHome }).click();
      await expect(page).toHaveURL(/\/auth\/dashboard$/);
    });

    await test.step('a quick rating goes to user/savefeedback', async () => {
      await page.goto('/auth/feedback');
      await page.getByTestId('feedback-rate').click();
      const dialog = page.getByTestId('general-feedback-dialog');
      await dialog.getByText(t.no, { exact: true }).click();
      await dialog.getByText(t.good, { exact: true }).click();
      await dialog.getByRole('textbox', { name: t.comment }).fill('Friendly nurses.');
      await page.getByTestId('contact-submit').click();
      await expect(page.getByTestId('contact-success')).toHaveText(t.thanks);
      await expect(dialog).toBeHidden({ timeout: 5000 });
    });

    await test.step('a complaint checks the incident date and the text', async () => {
      await page.goto('/auth/feedback');
      await page.getByRole('button', { name: t.raise }).click();
      await expect(page).toHaveURL(/\/auth\/complaint$/);
      await expect(page.getByTestId('complaint-facility-fixed')).toBeVisible();
      const date = page.locator('input[name=incidentDate]');
      const text = page.locator('textarea[name=complaintText]');
      const submit = page.getByTestId('complaint-submit');
      await date.fill('31/02/2026');
      await date.blur();
      await expect(page.getByText(t.format)).toBeVisible();
      await date.fill('01/01/2999');
      await date.blur();
      await expect(page.getByText(t.range)).toBeVisible();
      await text.fill('short');
      await expect(page.getByText(t.short)).toBeVisible();
      await expect(submit).toBeDisabled();
      const d = new Date(Date.now() - 3 * 86400_000);
      await date.fill(`${String(d.getDate()).padStart(2, '0')}/${String(d.getMonth() + 1).padStart(2, '0')}/${d.getFullYear()}`);
      await date.blur();
      await expect(page.getByText(t.range)).toBeHidden();
      await expect(submit).toBeDisabled();
      await text.fill('The reception kept me waiting for two hours without any update.');
      await expect(page.getByText(t.short)).toBeHidden();
      await expect(submit).toBeEnabled();
      await submit.click();
    });

    await test.step('the result page shows the complaint number', async () => {
      await expect(page.getByTestId('complaint-number')).toHaveText(/^CMP\d{6,}$/);
      await page.getByRole('button', { name: t.goHome }).click();
      await expect(page).toHaveURL(/\/auth\/dashboard$/);
    });
  });
}
