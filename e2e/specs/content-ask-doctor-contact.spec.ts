import { test, expect, type Page } from '@playwright/test';
import { signIn } from '../support/auth';

/** docs/product.md#content-requests: Ask a Doctor (dashboard tile) and Contact Us (menu) with every rule and the 2 s close. */
const T = {
  en: {
    ask: 'Ask a Doctor', contact: 'Contact Us', required: 'All fields are required', mobile: 'Please enter valid Mobile Number', email: 'Please enter valid Email ID',
    mode: 'Please choose a mode of communication', both: 'Both', thanks: 'Thank You for contacting us. We will get back to you shortly!',
  },
  ar: {
    ask: 'اسأل طبيبًا', contact: 'اتصل بنا', required: 'جميع الحقول مطلوبة', mobile: 'يرجى إدخال رقم هاتف متحرك صحيح', email: 'يرجى إدخال بريد إلكتروني صحيح',
    mode: 'يرجى اختيار وسيلة التواصل', both: 'كلاهما', thanks: 'شكرًا لتواصلك معنا. سنعاود الاتصال بك قريبًا!',
  },
};

/** Sends the form and finds `text` among its errors (the form names every failing rule at once). */
async function expectError(page: Page, text: string) {
  await page.getByTestId('contact-submit').click();
  await expect(page.getByTestId('contact-error')).toContainText(text);
}

for (const lang of ['en', 'ar'] as const) {
  test(`send Ask a Doctor and Contact Us (${lang})`, async ({ page }) => {
    const t = T[lang];
    await signIn(page, undefined, { lang });
    await page.goto('/auth/dashboard');

    await test.step('Ask a Doctor: every rule of the form', async () => {
      await page.getByRole('button', { name: t.ask }).click();
      const dialog = page.getByTestId('ask-doctor-dialog');
      await expect(dialog).toBeVisible();
      await expectError(page, t.required); // the question is empty
      await dialog.locator('textarea[name=message]').fill('Can I take my blood pressure tablets while fasting?');
      const mobile = dialog.locator('input[name=mobile]');
      await mobile.fill('5012');
      await expectError(page, t.mobile);
      const email = dialog.locator('input[name=email]');
      await email.fill('layla@');
      // A bad mobile and a bad email are both named.
      await expectError(page, t.email);
      await expect(page.getByTestId('contact-error')).toContainText(t.mobile);
      await mobile.fill('501234567');
      await expectError(page, t.email);
      await expect(page.getByTestId('contact-error')).not.toContainText(t.mobile);
      await email.fill('layla.haddad@example.com');
      await expectError(page, t.mode);
      await dialog.getByText(t.both, { exact: true }).click();
      await page.getByTestId('contact-submit').click();
      await expect(page.getByTestId('contact-success')).toHaveText(t.thanks);
      await expect(dialog).toBeHidden({ timeout: 5000 });
    });

    await test.step('Contact Us from the menu', async () => {
      // The left menu shows a dialog entry as a button (desktop viewport: the menu is open).
      await page.getByRole('navigation').getByRole('button', { name: t.contact }).click();
      const dialog = page.getByTestId('contact-us-dialog');
      await expect(dialog).toBeVisible();
      await dialog.locator('input[name=firstName]').fill('');
      await dialog.locator('textarea[name=message]').fill('Please send me the visiting hours.');
      await expectError(page, t.required);
      await dialog.locator('input[name=firstName]').fill('Layla');
      await page.getByTestId('contact-submit').click();
      await expect(page.getByTestId('contact-success')).toHaveText(t.thanks);
      await expect(dialog).toBeHidden({ timeout: 5000 });
    });
  });
}
