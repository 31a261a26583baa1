import { test, expect } from '@playwright/test';
import { signIn } from '../support/auth';
import { DateField } from '../pages/date-field';

/** docs/product.md#content-pages and docs/product.md#content-requests: Need Help (helpline, brand e-mail, ten FAQ) and the international Write Us form with its rules. */
const T = {
  en: {
    helpline: 'Home 24hrs Helpline Number 800 55', q1: 'Is registration mandatory to use the patient portal?', required: 'All fields are required',
    mobile: 'Please enter valid Mobile Number', comment: 'Comment can be at most 400 characters', format: 'Only pdf, doc, docx, jpg, jpeg and png files are allowed',
    size: 'File size must not exceed 2 MB', travel: 'Travel date cannot be before today', next: 'Your details are complete',
  },
  ar: {
    // The number is isolated left to right inside the Arabic sentence (U+2066 … U+2069), so it reads 800 55.
    helpline: 'رقم خط المساعدة على مدار 24 ساعة \u2066800 55\u2069', q1: 'هل التسجيل إلزامي لاستخدام بوابة المرضى؟', required: 'جميع الحقول مطلوبة',
    mobile: 'يرجى إدخال رقم هاتف متحرك صحيح', comment: 'يمكن أن يتكون التعليق من 400 حرف كحد أقصى', format: 'يُسمح فقط بملفات pdf وdoc وdocx وjpg وjpeg وpng',
    size: 'يجب ألا يتجاوز حجم الملف 2 ميغابايت', travel: 'لا يمكن أن يكون تاريخ السفر قبل اليوم', next: 'بياناتك مكتملة',
  },
};

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

for (const lang of ['en', 'ar'] as const) {
  test(`Need Help and the international Write Us form (${lang})`, async ({ page }) => {
    const t = T[lang];
    await signIn(page, undefined, { lang });

    await test.step('Need Help: helpline, the brand e-mail and ten questions', async () => {
      await page.goto('/auth/needhelp');
      await expect(page.getByText(t.helpline)).toBeVisible();
      await expect(page.getByTestId('helpline-link')).toHaveAttribute('href', 'tel:80055');
      await expect(page.getByTestId('support-email')).toHaveAttribute('href', /^mailto:.+@.+/);
      const questions = page.locator('[data-scope=accordion][data-part=item-trigger]');
      await expect(questions).toHaveCount(10);
      await page.getByText(t.q1).click();
      await expect(page.locator('[data-scope=accordion][data-part=item-content]').first()).toBeVisible();
    });

    await test.step('Write Us: every rule, and what happens next after a valid submit', async () => {
      await page.goto('/auth/internationalpatients');
      const form = page.locator('form');
      const submit = page.getByTestId('international-submit');
      await form.locator('input[name=mobile]').fill('');
      await submit.click();
      await expect(page.getByText(t.required).first()).toBeVisible();
      await form.locator('input[name=mobile]').fill('5012');
      await form.locator('select[name=gender]').selectOption('female');
      // The portal's own date field (no native picker): typed part by part, dd/mm/yyyy in both languages.
      await expect(form.locator('input[type=date]')).toHaveCount(0);
      const travelDate = new DateField(page, 'travel-date');
      await travelDate.type('2020-01-01');
      await form.locator('textarea[name=comment]').fill('x'.repeat(401));
      await submit.click();
      await expect(page.getByText(t.mobile)).toBeVisible();
      await expect(page.getByText(t.travel)).toBeVisible();
      await expect(page.getByText(t.comment)).toBeVisible();

      const file = form.locator('input[type=file]');
      await file.setInputFiles({ name: 'report.exe', mimeType: 'application/octet-stream', buffer: Buffer.from('MZ') });
      await expect(page.getByText(t.format)).toBeVisible();
      await expect(page.getByText(t.format)).toBeHidden({ timeout: 7000 }); // the upload error clears after 5 s
      await file.setInputFiles({ name: 'big.pdf', mimeType: 'application/pdf', buffer: Buffer.alloc(2_048_001, 1) });
      await expect(page.getByText(t.size)).toBeVisible();

      await form.locator('input[name=mobile]').fill('501234567');
      await travelDate.type(new Date(Date.now() + 10 * 86400_000));
      await travelDate.expectDayFirstFromLeft();
      await expect(page.getByText(t.travel)).toBeHidden();
      await form.locator('textarea[name=comment]').fill('I would like a second opinion on my knee surgery.');
      await file.setInputFiles({ name: 'report.pdf', mimeType: 'application/pdf', buffer: PDF });
      await submit.click();
      await expect(page.getByTestId('international-next')).toContainText(t.next);
      await expect(page.getByTestId('international-next').locator('a[href="tel:80055"]')).toBeVisible();
      if (process.env.EDGES_SHOTS) {
        for (const [w, h] of [[390, 844], [1280, 800]] as const) {
          await page.setViewportSize({ width: w, height: h });
          await travelDate.control.scrollIntoViewIfNeeded();
          await page.screenshot({ path: `${process.env.EDGES_SHOTS}/travel-date-${lang}-${w}.png` });
        }
      }
    });
  });
}
