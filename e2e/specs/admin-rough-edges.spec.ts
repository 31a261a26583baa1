import fs from 'node:fs';
import { type Page } from '@playwright/test';
import { test, expect } from '../support/test';
import { createStaff, demoAdminToken, signIn } from '../support/auth';
import { axeViolations } from '../support/axe';
import { ADMIN_LABELS, AnalyticsPage, BroadcastPage, InterestedUsersPage } from '../pages/admin.page';

const SHOTS = '/tmp/shots-admin';
const VIEWPORTS = { phone: { width: 390, height: 844 }, desktop: { width: 1280, height: 800 } } as const;
type View = keyof typeof VIEWPORTS;
async function shoot(page: Page, name: string) {
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: false });
}

/**
 * What an administrator meets in a real browser, phone and desktop, English and Arabic: a broadcast that would
 * reach nobody is said so before and after publishing; a table wider than a phone says it scrolls sideways;
 * admin lists read dd/MM/yyyy; a patient who opens an admin page is treated as on any page they may not open.
 */
test('a broadcast to a hospital no patient has chosen is announced as reaching nobody, before and after publishing', async ({ page, broadcaster: session }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  const auth = { authorization: `Bearer ${session.token}` };
  // A hospital of the brand that no account has as its preferred hospital, asked of the API as the dialog does.
  const hospitals = (await (await page.request.get('/content/burjeel/getallhospitallocation')).json()).data as { locationId: number; name: string }[];
  let empty: { locationId: number; name: string } | undefined;
  for (const h of [...hospitals].reverse()) {
    const n = (await (await page.request.get(`/api/notification/audience?facilityId=${h.locationId}`, { headers: auth })).json()).data.count as number;
    if (n === 0) {
      empty = h;
      break;
    }
  }
  expect(empty, 'a hospital nobody has chosen').toBeDefined();
  const broadcast = new BroadcastPage(page);
  const title = `Nobody ${Date.now() % 100000}`;

  await test.step('the dialog says how many accounts it reaches, and warns for a hospital nobody has chosen', async () => {
    await broadcast.open();
    await broadcast.openDialog();
    await expect(broadcast.dialog.getByTestId('publish-audience')).toContainText(/Patient accounts it reaches: [1-9]/);
    await broadcast.dialog.getByRole('combobox', { name: 'Hospital' }).selectOption(String(empty!.locationId));
    await expect(broadcast.dialog.getByRole('alert')).toHaveText('No patient has chosen this hospital: this notification would reach nobody.');
  });
  await test.step('Publish asks again; Publish anyway sends it and says it reached nobody', async () => {
    await broadcast.fill({ title, message: 'A message for nobody at all' });
    await broadcast.dialog.getByRole('button', { name: 'Publish', exact: true }).click();
    await expect(broadcast.dialog.getByRole('button', { name: 'Publish anyway' })).toBeVisible();
    await broadcast.dialog.getByRole('button', { name: 'Publish anyway' }).click();
    await expect(page.getByText('Notification published, but it reached nobody.')).toBeVisible();
    await expect(broadcast.dialog).toBeHidden({ timeout: 10_000 });
  });
  await test.step('the history shows it as sent to nobody, not a green Sent, dated dd/MM/yyyy', async () => {
    const row = broadcast.historyRow(title);
    await expect(row.getByTestId('history-status')).toHaveText('Sent to nobody', { timeout: 30_000 });
    await expect(row).toContainText(empty!.name);
    await expect(row).toContainText(/\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/);
  });
  await test.step('re-sending it warns before and after, never "Notification sent successfully"', async () => {
    await broadcast.historyRow(title).getByRole('button', { name: `Re-send ${title}` }).click();
    const confirm = page.getByRole('alertdialog');
    await expect(confirm.getByTestId('resend-nobody')).toHaveText('It reached nobody when it was sent: sent again to the same people, it may reach nobody again.');
    await confirm.getByRole('button', { name: 'Yes' }).click();
    await expect(page.getByText('Notification published, but it reached nobody.').first()).toBeVisible();
    await expect(page.getByText('Notification sent successfully')).toHaveCount(0);
  });
});

for (const lang of ['en', 'ar'] as const) {
  for (const view of ['phone', 'desktop'] as View[]) {
    test(`an administrator's pages read right (${lang}, ${view})`, async ({ page }) => {
      test.setTimeout(180_000);
      const L = ADMIN_LABELS[lang];
      await page.setViewportSize(VIEWPORTS[view]);
      const staff = await createStaff(page.request, 3);
      const session = await signIn(page, staff, { lang });
      const admin = await demoAdminToken(page.request);
      const adminAuth = { authorization: `Bearer ${admin.token}` };

      await test.step('analytics: the total is what the export lists; the day table is newest first', async () => {
        const analytics = new AnalyticsPage(page, lang);
        await analytics.open();
        const listed = (await (await page.request.get('/api/user/registeredusers?offset=0&take=1', { headers: adminAuth })).json()).data.total as number;
        const total = Number((await page.getByTestId('count-totalRegisteredUsers').locator('p').last().innerText()).replace(/[^\d٠-٩]/g, '').replace(/[٠-٩]/g, (d) => String(d.charCodeAt(0) - 0x660)));
        expect(total).toBe(listed);
        await page.getByRole('button', { name: L.showTable }).click();
        const rows = page.getByTestId('registrations-table').locator('tbody tr');
        await expect(rows).toHaveCount(30);
        const today = new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Dubai', day: '2-digit', month: '2-digit', year: 'numeric' }).format(new Date());
        await expect(rows.first()).toContainText(today);
        await shoot(page, `analytics-${lang}-${view}`);
      });

      await test.step('manage user: numbers masked, left to right; a refused search clears "No user found"', async () => {
        await page.goto('/auth/manageUser');
        const list = page.getByTestId('admin-list');
        await expect(list).toContainText('Omar Al Farsi', { timeout: 30_000 });
        await expect(list).not.toContainText('500000003');
        await expect(list.getByTestId('phone-number').first()).toHaveText(/^\+971 \*+\d{4}$/);
        const mobile = page.getByRole('textbox', { name: lang === 'ar' ? /رقم/ : /Mobile number/ });
        await mobile.fill(staff.mobile);
        await page.getByRole('button', { name: lang === 'ar' ? 'بحث' : 'Search' }).click();
        const number = page.getByTestId('user-card').getByTestId('phone-number');
        await expect(number).toHaveText(`+971 *****${staff.mobile.slice(-4)}`);
        // Left to right on an Arabic page too: '+971' is drawn before (left of) the digits.
        await expect(number).toHaveAttribute('dir', 'ltr');
        await shoot(page, `manage-user-${lang}-${view}`);
        await mobile.fill('509999998');
        await page.getByRole('button', { name: lang === 'ar' ? 'بحث' : 'Search' }).click();
        const notFound = lang === 'ar' ? 'لا يوجد مستخدم بهذا الرقم' : 'No user found with this mobile number';
        await expect(page.getByText(notFound)).toBeVisible();
        await mobile.fill('12');
        await page.getByRole('button', { name: lang === 'ar' ? 'بحث' : 'Search' }).click();
        await expect(page.getByText(lang === 'ar' ? 'يرجى إدخال رقم هاتف متحرك صحيح' : 'Please enter valid Mobile Number')).toBeVisible();
        await expect(page.getByText(notFound)).toHaveCount(0);
      });

      await test.step('interested users: masked numbers with a reveal; the actions in view', async () => {
        // A lead of this run's own, through the patient's call.
        const lead = await signIn(await page.context().newPage());
        const offers = (await (await page.request.get('/api/user/offerinterestcounts', { headers: adminAuth })).json()).data as { offerId: number; title: string }[];
        const offer = offers[0]!;
        await page.request.post('/api/user/offerinterest', { headers: { authorization: `Bearer ${lead.token}` }, data: { offerId: offer.offerId } });
        const interested = new InterestedUsersPage(page, lang);
        await interested.open();
        // The page names the offers in its language; the API answered this call in English: the offer by its place.
        await page.getByTestId('offers').getByRole('row').nth(offers.indexOf(offer) + 1).getByRole('button').click();
        const row = page.getByTestId('interested-row').first();
        await expect(row.getByTestId('phone-number')).toHaveText(/^\+\d+ \*+\d{4}$/, { timeout: 30_000 });
        const actions = row.getByTestId('row-actions');
        if (view === 'desktop') {
          const box = (await actions.boundingBox())!;
          expect(box.x).toBeGreaterThanOrEqual(0);
          expect(box.x + box.width).toBeLessThanOrEqual(VIEWPORTS.desktop.width);
        }
        await row.getByRole('button', { name: L.showNumber }).click();
        await expect(row.getByTestId('phone-number')).toHaveText(/^\+\d+ \d+$/);
        await shoot(page, `interested-${lang}-${view}`);
      });

      await test.step('the bell: Mark all as read is a menu item; no axe violation with the menu open', async () => {
        // A broadcast to the patient's hospital reaches the new patient's bell.
        const patientPage = await page.context().browser()!.newPage();
        await patientPage.setViewportSize(VIEWPORTS[view]);
        const patient = await signIn(patientPage, undefined, { lang });
        await page.request.post('/api/notification/broadcast', { headers: { authorization: `Bearer ${session.token}` }, data: { FacilityId: patient.facilityId, NotificationType: 1, NotificationTitle: `Bell ${lang} ${view}`, NotificationText: 'A notice for the bell' } });
        await expect
          .poll(async () => (await (await patientPage.request.get('/api/notification/GetAllActiveNotificationsCount', { headers: { authorization: `Bearer ${patient.token}` } })).json()).data as number, { timeout: 60_000 })
          .toBeGreaterThan(0);
        await patientPage.goto('/auth/dashboard');
        await patientPage.getByRole('button', { name: lang === 'ar' ? /الإشعارات/ : /Notifications/ }).first().click();
        const menu = patientPage.getByRole('menu');
        await expect(menu.getByRole('menuitem', { name: lang === 'ar' ? 'تحديد الكل كمقروء' : 'Mark all as read' })).toBeVisible({ timeout: 30_000 });
        await expect(menu.getByRole('button')).toHaveCount(0);
        expect(await axeViolations(patientPage, { include: '[role="menu"]' })).toEqual([]);
        await shoot(patientPage, `bell-${lang}-${view}`);
        await patientPage.close();
      });

      await test.step('broadcast dialog: the English fields are left to right', async () => {
        const broadcast = new BroadcastPage(page, lang);
        await broadcast.open();
        await broadcast.openDialog();
        await expect(broadcast.dialog.getByRole('textbox', { name: L.title, exact: true })).toHaveAttribute('dir', 'ltr');
        await expect(broadcast.dialog.getByRole('textbox', { name: L.message, exact: true })).toHaveAttribute('dir', 'ltr');
        await shoot(page, `publish-${lang}-${view}`);
      });
    });

    test(`the package banner shows whole and the valet list says it scrolls (${lang}, ${view})`, async ({ page }) => {
      test.setTimeout(90_000);
      await page.setViewportSize(VIEWPORTS[view]);
      await signIn(page, undefined, { lang });
      await page.goto('/auth/healthPackages');
      await page.getByTestId('package-card').first().click();
      const banner = page.getByTestId('package-banner');
      await expect(banner).toBeVisible({ timeout: 30_000 });
      // The picture is drawn whole inside its box (contain), not cut to fill it.
      expect(await banner.evaluate((img) => getComputedStyle(img).objectFit)).toBe('contain');
      await shoot(page, `package-${lang}-${view}`);

      await page.goto('/valetauth');
      // The area's name beside the logo is whole, not cut with an ellipsis.
      const area = page.getByTestId('valet-area');
      await expect(area).toBeVisible({ timeout: 30_000 });
      expect(await area.evaluate((el) => el.scrollWidth <= el.clientWidth + 1)).toBe(true);
      await page.getByTestId('valet-window-09:00').click();
      const dialog = page.getByRole('dialog');
      await expect(dialog.getByTestId('valet-list')).toBeVisible();
      if (view === 'phone') await expect(dialog.getByTestId('table-scroll-hint')).toBeVisible();
      // No header is clipped: each is as wide as its text.
      for (const th of await dialog.getByTestId('valet-list').locator('th').all()) {
        expect(await th.evaluate((el) => el.scrollWidth <= el.clientWidth + 1)).toBe(true);
      }
      await shoot(page, `valet-${lang}-${view}`);
    });
  }
}

for (const lang of ['en', 'ar'] as const) {
  test(`on a phone an admin table wider than the screen says it scrolls sideways (${lang})`, async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page, await createStaff(page.request, 3), { lang });
    await page.goto('/auth/manageUser');
    await expect(page.getByTestId('table-scroll-hint')).toHaveText(lang === 'ar' ? 'اسحب أو مرّر أفقيًا لعرض المزيد من الأعمدة.' : 'Swipe or scroll sideways to see more columns.', { timeout: 30_000 });
    await expect(page.getByRole('region', { name: lang === 'ar' ? 'المسؤولون' : 'Administrators' })).toBeVisible();
    await expect(page.getByTestId('table-more-end')).toBeVisible();
    await expect(page.getByTestId('table-more-start')).toHaveCount(0);
    // Scrolled to its far end, the shade moves to the start.
    await page.getByTestId('admin-list').evaluate((table) => {
      const scroller = table.closest('[role="region"]') as HTMLElement;
      scroller.scrollLeft = (getComputedStyle(scroller).direction === 'rtl' ? -1 : 1) * scroller.scrollWidth;
    });
    await expect(page.getByTestId('table-more-start')).toBeVisible();
    await expect(page.getByTestId('table-more-end')).toHaveCount(0);
  });
}

test('a patient who opens an admin page is treated as on any page they may not open', async ({ patientPage: page }) => {
  await page.goto('/auth/manageUser');
  await expect(page).toHaveURL(/\/auth\/dashboard$/, { timeout: 30_000 });
});

test('a role an administrator gives takes effect in the person’s menu on their next call, without signing in again', async ({ page }) => {
  test.setTimeout(90_000);
  const person = await signIn(page);
  await page.goto('/auth/dashboard');
  await expect(page.getByRole('link', { name: 'Dashboard' }).first()).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('link', { name: 'Analytics' })).toHaveCount(0);
  const admin = await demoAdminToken(page.request);
  const res = await page.request.post('/api/user/updaterole', { headers: { authorization: `Bearer ${admin.token}` }, data: { userId: person.userId, roleId: 3 } });
  expect(res.ok()).toBe(true);
  // The next answer (the bell's count, asked when the window regains focus or on the next page) says role 3.
  await page.getByRole('link', { name: 'Find Doctor' }).first().click().catch(() => undefined);
  await page.getByRole('button', { name: /Notifications/ }).first().click();
  await expect(page.getByRole('link', { name: 'Analytics' }).first()).toBeVisible({ timeout: 30_000 });
  await page.keyboard.press('Escape');
  await page.getByRole('link', { name: 'Analytics' }).first().click();
  await expect(page.getByRole('heading', { name: 'Analytics', level: 1 })).toBeVisible({ timeout: 30_000 });
});
