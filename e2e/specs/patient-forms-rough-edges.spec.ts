import { test, expect } from '@playwright/test';
import { signIn } from '../support/auth';

/** What patients meet in the forms: file pickers in the page's language (both languages), and pictures of the changed forms. */
const T = {
  en: { choose: 'Choose file', none: 'No file chosen' },
  ar: { choose: 'اختر ملفًا', none: 'لم يتم اختيار ملف' },
};
const SHOTS = process.env.FORMS_SHOTS;

for (const lang of ['en', 'ar'] as const) {
  test(`the report picker of the international enquiry speaks the page's language (${lang})`, async ({ page }) => {
    await signIn(page, undefined, { lang });
    await page.goto('/auth/internationalpatients');
    const picker = page.getByTestId('file-input-button');
    await test.step('Given the Write Us form, the picker and its empty state are in the page’s words', async () => {
      await expect(picker).toHaveText(T[lang].choose);
      await expect(page.getByTestId('file-input-name')).toHaveText(T[lang].none);
    });
    await test.step('When a report is chosen, its name is shown', async () => {
      await page.locator('input[type=file]').setInputFiles({ name: 'report.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%%EOF') });
      await expect(page.getByTestId('file-input-name')).toHaveText('report.pdf');
    });
    if (SHOTS) {
      for (const [w, h] of [[390, 844], [1280, 800]] as const) {
        await page.setViewportSize({ width: w, height: h });
        await picker.scrollIntoViewIfNeeded();
        await page.screenshot({ path: `${SHOTS}/international-${lang}-${w}.png` });
      }
    }
  });
}

for (const lang of ['en', 'ar'] as const) {
  test(`pictures of the changed forms (${lang})`, async ({ page }) => {
    test.skip(!SHOTS, 'screenshots only when FORMS_SHOTS names a folder');
    await signIn(page, undefined, { lang });
    await page.goto('/auth/profile');
    await page.locator('input[name=oldPassword]').fill('Wrong#pass1');
    await page.locator('input[name=newPassword]').fill('Fresh#pass2');
    await page.locator('input[name=confirmPassword]').fill('Fresh#pass2');
    await page.locator('form[aria-labelledby=change-password-title] button[type=submit]').click();
    await expect(page.locator('#cp-old-error')).toBeVisible();
    for (const [w, h] of [[390, 844], [1280, 800]] as const) {
      await page.setViewportSize({ width: w, height: h });
      await page.locator('#cp-old').scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${SHOTS}/password-${lang}-${w}.png` });
    }
    await page.goto('/auth/healthtools');
    await page.locator('input[name=age]').fill('35');
    await page.locator('input[name=heightCm]').fill('170');
    await page.locator('input[name=weightKg]').fill('1000');
    await page.locator('select[name=gender]').selectOption('female');
    await page.locator('input[name=weightKg]').press('Enter');
    for (const [w, h] of [[390, 844], [1280, 800]] as const) {
      await page.setViewportSize({ width: w, height: h });
      await page.screenshot({ path: `${SHOTS}/bmi-${lang}-${w}.png` });
    }
  });
}
