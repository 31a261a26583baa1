import { test, expect } from '../support/test';
import { HealthToolsPage, InternationalPatientsPage } from '../pages/content-pages.page';
import { ProfilePage } from '../pages/account-profile.page';

/** What patients meet in the forms: file pickers in the page's language (both languages), and pictures of the changed forms. */
const T = {
  en: { choose: 'Choose file', none: 'No file chosen' },
  ar: { choose: 'اختر ملفًا', none: 'لم يتم اختيار ملف' },
};
const SHOTS = process.env.FORMS_SHOTS;

for (const lang of ['en', 'ar'] as const) {
  test.describe(() => {
    test.use({ lang });
    test(`the report picker of the international enquiry speaks the page's language (${lang})`, async ({ patientPage: page }) => {
      const international = new InternationalPatientsPage(page, lang);
      await international.open();
      const picker = international.filePicker();
      await test.step('Given the Write Us form, the picker and its empty state are in the page’s words', async () => {
        await expect(picker).toHaveText(T[lang].choose);
        await expect(international.fileName()).toHaveText(T[lang].none);
      });
      await test.step('When a report is chosen, its name is shown', async () => {
        await international.file().setInputFiles({ name: 'report.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%%EOF') });
        await expect(international.fileName()).toHaveText('report.pdf');
      });
      if (SHOTS) {
        for (const [w, h] of [[390, 844], [1280, 800]] as const) {
          await page.setViewportSize({ width: w, height: h });
          await picker.scrollIntoViewIfNeeded();
          await page.screenshot({ path: `${SHOTS}/international-${lang}-${w}.png` });
        }
      }
    });
  });
}

for (const lang of ['en', 'ar'] as const) {
  test.describe(() => {
    test.use({ lang });
    // Before the test, so that no patient is registered for a skipped one.
    test.skip(!SHOTS, 'screenshots only when FORMS_SHOTS names a folder');
    test(`pictures of the changed forms (${lang})`, async ({ patientPage: page }) => {
      const profile = new ProfilePage(page);
      await profile.open();
      await profile.changePassword('Wrong#pass1', 'Fresh#pass2');
      await expect(profile.currentPasswordError()).toBeVisible();
      for (const [w, h] of [[390, 844], [1280, 800]] as const) {
        await page.setViewportSize({ width: w, height: h });
        await profile.currentPassword().scrollIntoViewIfNeeded();
        await page.screenshot({ path: `${SHOTS}/password-${lang}-${w}.png` });
      }
      const tools = new HealthToolsPage(page, lang);
      await tools.open();
      await tools.bmi({ age: '35', gender: 'female', height: '170', weight: '1000' });
      await tools.submitBmiWithEnter();
      for (const [w, h] of [[390, 844], [1280, 800]] as const) {
        await page.setViewportSize({ width: w, height: h });
        await page.screenshot({ path: `${SHOTS}/bmi-${lang}-${w}.png` });
      }
    });
  });
}
