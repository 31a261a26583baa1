import fs from 'node:fs';
import { type Page } from '@playwright/test';
import { test, expect } from '../support/test';
import { demoAdminToken, signIn } from '../support/auth';
import { axeViolations } from '../support/axe';
import { AnalyticsPage, BroadcastPage, InterestedUsersPage, ManageUserPage } from '../pages/admin.page';
import { HealthPackagesPage, ValetPage } from '../pages/content-pages.page';
import { ShellNav } from '../pages/shell-frame.page';

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
    await expect(broadcast.audience).toContainText(/Patient accounts it reaches: [1-9]/);
    await broadcast.hospitalSelect.selectOption(String(empty!.locationId));
    await expect(broadcast.alert).toHaveText('No patient has chosen this hospital: this notification would reach nobody.');
  });
  await test.step('Publish asks again; Publish anyway sends it and says it reached nobody', async () => {
    await broadcast.fill({ title, message: 'A message for nobody at all' });
    await broadcast.publishButton(true).click();
    await expect(broadcast.publishAnywayButton).toBeVisible();
    await broadcast.publishAnywayButton.click();
    await expect(broadcast.reachedNobodyMessage).toBeVisible();
    await expect(broadcast.dialog).toBeHidden({ timeout: 10_000 });
  });
  await test.step('the history shows it as sent to nobody, not a green Sent, dated dd/MM/yyyy', async () => {
    const row = broadcast.historyRow(title);
    await expect(broadcast.historyStatus(title)).toHaveText('Sent to nobody', { timeout: 30_000 });
    await expect(row).toContainText(empty!.name);
    await expect(row).toContainText(/\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/);
  });
  await test.step('re-sending it warns before and after, never "Notification sent successfully"', async () => {
    await broadcast.resend(title);
    await expect(broadcast.resendNobodyWarning).toHaveText('It reached nobody when it was sent: sent again to the same people, it may reach nobody again.');
    await broadcast.confirm();
    await expect(broadcast.reachedNobodyMessage.first()).toBeVisible();
    await expect(broadcast.sentMessage).toHaveCount(0);
  });
});

for (const lang of ['en', 'ar'] as const) {
  for (const view of ['phone', 'desktop'] as View[]) {
    test.describe(() => {
      test.use({ lang });
      test(`an administrator's pages read right (${lang}, ${view})`, async ({ page, admin: session }) => {
        test.setTimeout(180_000);
        await page.setViewportSize(VIEWPORTS[view]);
        const admin = await demoAdminToken(page.request);
        const adminAuth = { authorization: `Bearer ${admin.token}` };

        await test.step('analytics: the total is what the export lists; the day table is newest first', async () => {
          const analytics = new AnalyticsPage(page, lang);
          const listed = async () => (await (await page.request.get('/api/user/registeredusers?offset=0&take=1', { headers: adminAuth })).json()).data.total as number;
          // Other journeys register people meanwhile: the page's total is the export's at some moment while it loaded.
          const before = await listed();
          await analytics.open();
          const shown = await analytics.totalRegistered();
          expect(shown).toBeGreaterThanOrEqual(before);
          expect(shown).toBeLessThanOrEqual(await listed());
          await analytics.showTable();
          const rows = analytics.registrationRows;
          await expect(rows).toHaveCount(30);
          const today = new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Dubai', day: '2-digit', month: '2-digit', year: 'numeric' }).format(new Date());
          await expect(rows.first()).toContainText(today);
          await shoot(page, `analytics-${lang}-${view}`);
        });

        await test.step('manage user: numbers masked, left to right; a refused search clears "No user found"', async () => {
          const manage = new ManageUserPage(page, lang);
          await manage.open();
          await expect(manage.adminList).toContainText('Omar Al Farsi', { timeout: 30_000 });
          await expect(manage.adminList).not.toContainText('500000003');
          await expect(manage.adminNumbers.first()).toHaveText(/^\+971 \*+\d{4}$/);
          await manage.search(String(session.mobile));
          const number = manage.userCardNumber;
          await expect(number).toHaveText(`+971 *****${String(session.mobile).slice(-4)}`);
          // Left to right on an Arabic page too: '+971' is drawn before (left of) the digits.
          await expect(number).toHaveAttribute('dir', 'ltr');
          await shoot(page, `manage-user-${lang}-${view}`);
          await manage.search('509999998');
          await expect(manage.noUserMessage).toBeVisible();
          await manage.search('12');
          await expect(manage.invalidMobileMessage).toBeVisible();
          await expect(manage.noUserMessage).toHaveCount(0);
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
          await interested.openOfferAt(offers.indexOf(offer));
          const row = interested.rowParts(interested.firstRow);
          await expect(row.phoneNumber).toHaveText(/^\+\d+ \*+\d{4}$/, { timeout: 30_000 });
          const actions = row.actions;
          if (view === 'desktop') {
            const box = (await actions.boundingBox())!;
            expect(box.x).toBeGreaterThanOrEqual(0);
            expect(box.x + box.width).toBeLessThanOrEqual(VIEWPORTS.desktop.width);
          }
          await row.showNumber.click();
          await expect(row.phoneNumber).toHaveText(/^\+\d+ \d+$/);
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
          const nav = new ShellNav(patientPage, lang);
          await nav.openBell();
          await expect(nav.markAllRead).toBeVisible({ timeout: 30_000 });
          await expect(nav.bellMenuButtons).toHaveCount(0);
          expect(await axeViolations(patientPage, { include: '[role="menu"]' })).toEqual([]);
          await shoot(patientPage, `bell-${lang}-${view}`);
          await patientPage.close();
        });

        await test.step('broadcast dialog: the English fields are left to right', async () => {
          const broadcast = new BroadcastPage(page, lang);
          await broadcast.open();
          await broadcast.openDialog();
          await expect(broadcast.titleField).toHaveAttribute('dir', 'ltr');
          await expect(broadcast.messageField).toHaveAttribute('dir', 'ltr');
          await shoot(page, `publish-${lang}-${view}`);
        });
      });

      test(`the package banner shows whole and the valet list says it scrolls (${lang}, ${view})`, async ({ patientPage: page }) => {
        test.setTimeout(90_000);
        await page.setViewportSize(VIEWPORTS[view]);
        const packages = new HealthPackagesPage(page);
        await packages.open();
        await packages.openFirstPackage();
        const banner = packages.banner();
        await expect(banner).toBeVisible({ timeout: 30_000 });
        // The picture is drawn whole inside its box (contain), not cut to fill it.
        expect(await banner.evaluate((img) => getComputedStyle(img).objectFit)).toBe('contain');
        await shoot(page, `package-${lang}-${view}`);

        const valet = new ValetPage(page, lang);
        await valet.openDesk();
        // The area's name beside the logo is whole, not cut with an ellipsis.
        const area = valet.area();
        await expect(area).toBeVisible({ timeout: 30_000 });
        expect(await area.evaluate((el) => el.scrollWidth <= el.clientWidth + 1)).toBe(true);
        await valet.tile('09:00').click();
        await expect(valet.list()).toBeVisible();
        if (view === 'phone') await expect(valet.scrollHint()).toBeVisible();
        // No header is clipped: each is as wide as its text.
        for (const th of await valet.listHeaders().all()) {
          expect(await th.evaluate((el) => el.scrollWidth <= el.clientWidth + 1)).toBe(true);
        }
        await shoot(page, `valet-${lang}-${view}`);
      });
    });
  }
}

for (const lang of ['en', 'ar'] as const) {
  test.describe(() => {
    test.use({ lang });
    test(`on a phone an admin table wider than the screen says it scrolls sideways (${lang})`, async ({ adminPage: page }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      const manage = new ManageUserPage(page, lang);
      await manage.open();
      await expect(manage.scrollHint).toHaveText(manage.L.scrollHint, { timeout: 30_000 });
      await expect(manage.adminRegion).toBeVisible();
      await expect(manage.moreAtEnd).toBeVisible();
      await expect(manage.moreAtStart).toHaveCount(0);
      // Scrolled to its far end, the shade moves to the start.
      await manage.scrollListToEnd();
      await expect(manage.moreAtStart).toBeVisible();
      await expect(manage.moreAtEnd).toHaveCount(0);
    });
  });
}

test('a patient who opens an admin page is treated as on any page they may not open', async ({ patientPage: page }) => {
  await new ManageUserPage(page).open();
  await expect(page).toHaveURL(/\/auth\/dashboard$/, { timeout: 30_000 });
});

test('a role an administrator gives takes effect in the person’s menu on their next call, without signing in again', async ({ page, patient: person }) => {
  test.setTimeout(90_000);
  const nav = new ShellNav(page);
  await page.goto('/auth/dashboard');
  await expect(nav.link('Dashboard').first()).toBeVisible({ timeout: 30_000 });
  await expect(nav.link('Analytics')).toHaveCount(0);
  const admin = await demoAdminToken(page.request);
  const res = await page.request.post('/api/user/updaterole', { headers: { authorization: `Bearer ${admin.token}` }, data: { userId: person.userId, roleId: 3 } });
  expect(res.ok()).toBe(true);
  // The next answer (the bell's count, asked when the window regains focus or on the next page) says role 3.
  await nav.link('Find Doctor').first().click().catch(() => undefined);
  await nav.openBell();
  await expect(nav.link('Analytics').first()).toBeVisible({ timeout: 30_000 });
  await page.keyboard.press('Escape');
  await nav.link('Analytics').first().click();
  await expect(new AnalyticsPage(page).heading).toBeVisible({ timeout: 30_000 });
});
