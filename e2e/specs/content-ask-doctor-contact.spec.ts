import { test, expect } from '../support/test';
import { ContactDialog, DashboardContent } from '../pages/content-pages.page';

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
async function expectError(form: ContactDialog, text: string) {
  await form.submit().click();
  await expect(form.error()).toContainText(text);
}

for (const lang of ['en', 'ar'] as const) {
  test.describe(() => {
    test.use({ lang });
    test(`send Ask a Doctor and Contact Us (${lang})`, async ({ patientPage: page }) => {
      const t = T[lang];
      const dashboard = new DashboardContent(page);
      await page.goto('/auth/dashboard');

      await test.step('Ask a Doctor: every rule of the form', async () => {
        await dashboard.tile(t.ask).click();
        const ask = new ContactDialog(page, 'ask-doctor-dialog');
        const dialog = ask.dialog();
        await expect(dialog).toBeVisible();
        await expectError(ask, t.required); // the question is empty
        await ask.message().fill('Can I take my blood pressure tablets while fasting?');
        const mobile = ask.input('mobile');
        await mobile.fill('5012');
        await expectError(ask, t.mobile);
        const email = ask.input('email');
        await email.fill('layla@');
        // A bad mobile and a bad email are both named.
        await expectError(ask, t.email);
        await expect(ask.error()).toContainText(t.mobile);
        await mobile.fill('501234567');
        await expectError(ask, t.email);
        await expect(ask.error()).not.toContainText(t.mobile);
        await email.fill('layla.haddad@example.com');
        await expectError(ask, t.mode);
        await ask.option(t.both).click();
        await ask.submit().click();
        await expect(ask.success()).toHaveText(t.thanks);
        await expect(dialog).toBeHidden({ timeout: 5000 });
      });

      await test.step('Contact Us from the menu', async () => {
        // The left menu shows a dialog entry as a button (desktop viewport: the menu is open).
        await dashboard.menuButton(t.contact).click();
        const contact = new ContactDialog(page, 'contact-us-dialog');
        const dialog = contact.dialog();
        await expect(dialog).toBeVisible();
        await contact.input('firstName').fill('');
        await contact.message().fill('Please send me the visiting hours.');
        await expectError(contact, t.required);
        await contact.input('firstName').fill('Layla');
        await contact.submit().click();
        await expect(contact.success()).toHaveText(t.thanks);
        await expect(dialog).toBeHidden({ timeout: 5000 });
      });
    });
  });
}
