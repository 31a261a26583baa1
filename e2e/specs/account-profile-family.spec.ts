import { type Page } from '@playwright/test';
import { test, expect } from '../support/test';
import { readOtp, newestSmsId } from '../pages/otp.page';
import { AccountEntry, ProfilePage, forgetDateOfBirth } from '../pages/account-profile.page';
import { ManageFamilyPage, createHisPatient, emiratesIdFor, memberMobile } from '../pages/account-family.page';
import { documentRoot } from '../pages/shell-frame.page';

/**
 * docs/product.md#accounts-profile and docs/product.md#family: the entry dialogs and the hospital chooser, and Manage Family with the member's consent code,
 * edit, identity documents and delete; the family messages. Each test registers its
 * own patient and its own hospital records (embedded HIS dev route), so tests never share a number.
 */

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEUlEQVQImWNQWpWGFTEMLQkA03tMgVCBU+YAAAAASUVORK5CYII=',
  'base64',
);
// Real files: the server parses PDFs and decodes images before it stores them.
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj 3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');
const EXE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(400, 0x90)]);

async function token(page: Page): Promise<string> {
  return (await page.evaluate(() => localStorage.getItem('token'))) ?? '';
}

async function chooseHospitalThroughApi(page: Page, tokenValue: string) {
  const res = await page.request.put('/api/user/preferredfacility', { headers: { authorization: `Bearer ${tokenValue}` }, data: { facilityId: 101, vblog: 'burjeel-hospital-abu-dhabi' } });
  expect(res.ok()).toBeTruthy();
}

test.describe(() => {
  test.use({ hospital: false });
  test('complete the profile on entry, then change the hospital and the dashboard follows', async ({ page, patient: me }) => {
    await forgetDateOfBirth(page.request, me.callingCode, me.mobile);
    const entry = new AccountEntry(page);

    await test.step("'Complete your Profile' asks for date of birth and hospital", async () => {
      await page.goto('/auth/dashboard');
      await expect(entry.complete()).toBeVisible();
      await expect(entry.heading('complete', 'Complete your Profile')).toBeVisible();
      await entry.save();
      await expect(entry.text('complete', 'Please select your date of birth')).toBeVisible();
      await expect(entry.text('complete', 'Please choose a hospital')).toBeVisible();
      await entry.dateOfBirth('complete').fill('12061990');
      await entry.pickHospital('BM10');
      await expect(entry.complete()).toBeHidden();
    });

    await test.step('the dashboard follows the hospital (BM10 theme), and the dialog does not come back', async () => {
      await expect(documentRoot(page)).toHaveAttribute('data-facility-theme', 'BM10');
      const user = await page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? '{}'));
      expect(user).toMatchObject({ facilityId: 103, vblog: 'burjeel-medeor-hospital-dubai', facilityCode: 'BM10' });
      await page.reload();
      await expect(entry.pageReady()).toBeVisible();
      await expect(entry.complete()).toHaveCount(0);
      await expect(entry.choose()).toHaveCount(0);
    });

    await test.step('changing the hospital on the profile page updates the dashboard', async () => {
      const profile = new ProfilePage(page);
      await profile.open();
      await expect(profile.currentHospital()).toHaveText('Burjeel Medeor Hospital Dubai');
      await profile.changeHospital('BU10');
      await expect(profile.currentHospital()).toHaveText('Burjeel Hospital Abu Dhabi');
      await page.goto('/auth/dashboard');
      await expect(documentRoot(page)).not.toHaveAttribute('data-facility-theme', 'BM10');
      const saved = await page.request.get('/api/user/profile', { headers: { authorization: `Bearer ${await token(page)}` } });
      expect((await saved.json()).data).toMatchObject({ facilityId: 101, facilityCode: 'BU10', dateOfBirth: '1990-06-12' });
    });
  });

  test("'Choose Hospital' alone when only the hospital is missing", async ({ patientPage: page }) => {
    await page.goto('/auth/dashboard');
    const entry = new AccountEntry(page);
    await expect(entry.choose()).toBeVisible();
    await expect(entry.heading('choose', 'Choose Hospital')).toBeVisible();
    await expect(entry.dateOfBirth('choose')).toHaveCount(0);
    await entry.pickHospital('BU10');
    await expect(entry.choose()).toBeHidden();
  });
});

test('add a family member through the OTP path, edit, upload a passport front and view it, delete', async ({ patientPage: page }) => {
  await page.goto('/auth/dashboard');
  await chooseHospitalThroughApi(page, await token(page));
  const family = new ManageFamilyPage(page);
  const mobile = memberMobile();
  const documentId = emiratesIdFor(1993);
  await createHisPatient(page.request, { facilityCode: 'BU10', firstName: 'Noura', lastName: 'Saeed', dateOfBirth: '1993-02-14', genderId: 2, mobile, documentTypeId: 1, documentId });

  await test.step('the list shows the information banner and no members', async () => {
    await family.open();
    await expect(family.text('Document type, document ID and mobile number of a family member must match')).toBeVisible();
    await expect(family.text('No family members found')).toBeVisible();
  });

  await test.step('add: confirmation, OTP to the member, verify', async () => {
    await family.startAdd();
    await family.fill({ firstName: 'Noura', lastName: 'Saeed', email: 'noura@example.org', dateOfBirth: '14/02/1993', genderId: '2', countryId: '784', documentTypeId: '1', documentId, mobile, relationId: '1' });
    const before = await newestSmsId(page.request, '971', mobile);
    await family.save();
    await expect(family.text('Mobile number, document type and document ID cannot be changed later.')).toBeVisible();
    await family.confirmAdd('Yes');
    await expect(family.otpDialog()).toBeVisible();
    await expect(family.otpTimer()).toBeVisible();
    const code = await readOtp(page.request, '971', mobile, before);
    await family.enterOtp(code);
    await expect(family.notice()).toHaveText('Family member updated/added successfully');
    await expect(family.row('Noura Saeed')).toContainText('Spouse');
    const list = await page.evaluate(() => JSON.parse(localStorage.getItem('familyMemberList') ?? '[]'));
    expect(list).toEqual([expect.objectContaining({ firstName: 'Noura', relationId: 1 })]);
  });

  await test.step('edit: locked fields stay locked, the name changes', async () => {
    await family.edit('Noura Saeed');
    await expect(family.field('documentId')).toBeDisabled();
    await expect(family.field('mobile')).toBeDisabled();
    await family.fill({ firstName: 'Nora' });
    await family.save();
    await expect(family.notice()).toHaveText('Family member updated/added successfully');
    await expect(family.row('Nora Saeed')).toBeVisible();
  });

  await test.step('documents: a renamed .exe is refused (error clears after 5 s); a passport front is uploaded and viewed', async () => {
    await family.edit('Nora Saeed');
    await family.openDocumentsTab();
    const front = family.document('passport-front');
    await family.upload('passport-front', { name: 'passport.pdf', mimeType: 'application/pdf', buffer: EXE });
    await expect(family.documentError('passport-front')).toHaveText('Only pdf, doc, docx, jpg, jpeg and png files are allowed');
    await expect(family.documentError('passport-front')).toBeHidden({ timeout: 8000 });
    await family.upload('passport-front', { name: 'passport-front.png', mimeType: 'image/png', buffer: PNG });
    await expect(front).toContainText('passport-front.png');
    await family.viewDocument('passport-front');
    const img = family.previewImage();
    await expect(img).toBeVisible();
    expect(await img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth)).toBe(8);
    await family.closePreview();
    // A PDF on the back side is previewed in a frame of the downloaded file (no CSP refusal).
    const refused: string[] = [];
    page.on('console', (m) => m.text().includes('Content Security Policy') && refused.push(m.text()));
    await family.upload('passport-back', { name: 'passport-back.pdf', mimeType: 'application/pdf', buffer: PDF });
    await expect(family.document('passport-back')).toContainText('passport-back.pdf');
    await family.viewDocument('passport-back');
    await expect(family.previewPdf()).toHaveAttribute('src', /^blob:/);
    expect(refused).toEqual([]);
    await family.closePreview();
    await family.closeDialog();
  });

  await test.step('delete with confirmation', async () => {
    await family.remove('Nora Saeed', 'Delete');
    await expect(family.notice()).toHaveText('Family member removed successfully');
    await expect(family.text('No family members found')).toBeVisible();
    const list = await page.evaluate(() => JSON.parse(localStorage.getItem('familyMemberList') ?? '[]'));
    expect(list).toEqual([]);
  });
});

test('family messages: the refusals of adding a member, and the code that adds one', async ({ page, patient: me }) => {
  // Six adds in a row reach the send limit: longer than the default minute.
  test.setTimeout(150_000);
  await page.goto('/auth/dashboard');
  await chooseHospitalThroughApi(page, await token(page));
  const family = new ManageFamilyPage(page);
  await family.open();
  const known = { mobile: memberMobile(), documentId: emiratesIdFor(1995) };
  await createHisPatient(page.request, { facilityCode: 'BU10', firstName: 'Omar', lastName: 'Ali', dateOfBirth: '1995-05-05', genderId: 1, ...known, documentTypeId: 1 });
  const base = { firstName: 'Omar', lastName: 'Ali', email: 'omar@example.org', dateOfBirth: '05/05/1995', genderId: '1', countryId: '784', documentTypeId: '1', relationId: '6' };

  await test.step('an adult on the account holder’s number is refused', async () => {
    await family.startAdd();
    await family.fill({ ...base, documentId: known.documentId, mobile: me.mobile });
    await family.save();
    await expect(family.dialogText('As per our privacy policies an adult requires a different number. Please use a different number.')).toBeVisible();
  });

  await test.step('details the hospital does not hold: the facility-records message', async () => {
    await family.fill({ mobile: memberMobile() });
    await family.save();
    await family.confirmAdd('Yes');
    await expect(family.formError()).toHaveText('The details do not match with your registration records at the facility. Contact 80055 to add family member.');
  });

  await test.step('a wrong code: Invalid OTP; the right one adds the member', async () => {
    await family.fill({ mobile: known.mobile });
    const before = await newestSmsId(page.request, '971', known.mobile);
    await family.save();
    await family.confirmAdd('Yes');
    const code = await readOtp(page.request, '971', known.mobile, before);
    await family.enterOtp(code === '000000' ? '111111' : '000000');
    await expect(family.otpText('Invalid OTP')).toBeVisible();
    await family.clearOtp();
    await family.enterOtp(code);
    await expect(family.notice()).toHaveText('Family member updated/added successfully');
  });

  await test.step('the same document again: duplicate document id', async () => {
    await family.startAdd();
    await family.fill({ ...base, documentId: known.documentId, mobile: known.mobile });
    await family.save();
    await family.confirmAdd('Yes');
    await expect(family.formError()).toHaveText('Duplicate document id. Please enter a unique Document id');
    await family.cancelDialog();
  });

  await test.step('more than 5 codes an hour to one number: the server’s 429 text', async () => {
    const busy = { mobile: memberMobile(), documentId: emiratesIdFor(1990) };
    await createHisPatient(page.request, { facilityCode: 'BU10', firstName: 'Huda', lastName: 'Ali', dateOfBirth: '1990-01-01', genderId: 2, ...busy, documentTypeId: 1 });
    await family.startAdd();
    await family.fill({ ...base, firstName: 'Huda', dateOfBirth: '01/01/1990', genderId: '2', relationId: '7', ...busy });
    for (let i = 0; i < 5; i++) {
      await family.save();
      await family.confirmAdd('Yes');
      await expect(family.otpDialog()).toBeVisible();
      await family.cancelOtp();
    }
    await family.save();
    await family.confirmAdd('Yes');
    await expect(family.formError()).toContainText('You have exceeded the maximum number of OTP requests for this number.');
  });
});

test.describe(() => {
  test.use({ lang: 'ar' });
  test('Arabic: Manage Family right to left, the facility-records message and an add through the OTP path', async ({ patientPage: page }) => {
    await page.goto('/auth/dashboard');
    await chooseHospitalThroughApi(page, await token(page));
    const family = new ManageFamilyPage(page);
    const mobile = memberMobile();
    const documentId = emiratesIdFor(1988);
    await createHisPatient(page.request, { facilityCode: 'BU10', firstName: 'Khalid', lastName: 'Nasser', dateOfBirth: '1988-08-08', genderId: 1, mobile, documentTypeId: 1, documentId });

    await family.open();
    await expect(documentRoot(page)).toHaveAttribute('dir', 'rtl');
    await expect(family.heading('إدارة العائلة')).toBeVisible();
    await expect(family.text('لم يتم العثور على أفراد من العائلة')).toBeVisible();

    await family.startAdd();
    await expect(family.dialogHeading('إضافة فرد من العائلة')).toBeVisible();
    await family.fill({ firstName: 'Khalid', lastName: 'Nasser', email: 'khalid@example.org', dateOfBirth: '08/08/1988', genderId: '1', countryId: '784', documentTypeId: '1', documentId, mobile: memberMobile(), relationId: '6' });
    await family.save();
    await family.confirmAdd('نعم');
    await expect(family.formError()).toHaveText('البيانات لا تتطابق مع سجلات تسجيلك في المنشأة. اتصل على 80055 لإضافة فرد من العائلة.');

    await family.fill({ mobile });
    const before = await newestSmsId(page.request, '971', mobile);
    await family.save();
    await family.confirmAdd('نعم');
    await family.enterOtp(await readOtp(page.request, '971', mobile, before));
    await expect(family.notice()).toHaveText('تم تحديث/إضافة فرد العائلة بنجاح');
    await expect(family.row('Khalid Nasser')).toContainText('الأخ');
  });
});
