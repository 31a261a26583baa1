import { test, expect } from '../support/test';
import { BROADCASTER, loginThroughApi, registerThroughApi } from '../support/auth';
import { ManageUserPage } from '../pages/admin.page';
import { ShellNav } from '../pages/shell-frame.page';

/** docs/product.md#administration-users: role 3 manages a user (role change, counter resets); a broadcaster publishes and the patient's bell counts it; a patient is kept out. */
test('administrator changes a user’s role and resets the counters after confirmation', async ({ adminPage: page }) => {
  const { user } = await registerThroughApi(page.request);
  const manage = new ManageUserPage(page);
  await manage.open();
  await expect(manage.heading).toBeVisible({ timeout: 30_000 });

  await test.step('the administrators list shows the seeded administrators', async () => {
    await expect(manage.adminList).toContainText('Omar Al Farsi');
    await expect(manage.adminList).toContainText('Noura Al Hashimi');
  });
  await test.step('search by calling code and mobile', async () => {
    await manage.search(user.mobile);
    await expect(manage.userCard).toContainText('Mariam Test');
  });
  await test.step('change the role to Broadcaster after confirmation', async () => {
    await manage.changeRole('Broadcaster');
    await expect(manage.userCard).toContainText('Role: Broadcaster');
    await expect(manage.adminList).toContainText('Mariam Test');
  });
  await test.step('reset the failed attempts and the login counter', async () => {
    await manage.reset('Reset failed attempts');
    await expect(manage.message('Failed attempt counter reset successfully')).toBeVisible();
    await manage.reset('Reset login counter');
    await expect(manage.loginsToday).toContainText('0');
  });
});

test('a broadcast reaches the patient’s notifications; a patient cannot use the admin routes or endpoints', async ({ page, patient: patient }) => {
  const auth = { authorization: `Bearer ${patient.token}` };
  const count = async () => (await (await page.request.get('/api/notification/GetAllActiveNotificationsCount', { headers: auth })).json()).data as number;
  const before = await count();

  await test.step('a broadcaster publishes to all users; the patient’s unread count rises with the link', async () => {
    const broadcaster = await loginThroughApi(page.request, BROADCASTER);
    const title = `E2E ${Date.now() % 100000}`;
    const sent = await page.request.post('/api/notification/broadcast', {
      headers: { authorization: `Bearer ${broadcaster.token}` },
      data: { FacilityId: 0, NotificationType: 2, NotificationTitle: title, NotificationText: 'Open the offer', InURLPath: Buffer.from('https://example.com/offer').toString('base64') },
    });
    expect(sent.ok()).toBe(true);
    // Delivered by a background job: the count rises within moments.
    await expect.poll(count, { timeout: 30_000 }).toBe(before + 1);
    const list = (await (await page.request.get('/api/user/patientactivenotifications', { headers: auth })).json()).data as { notificationTitle: string; link: string }[];
    expect(list[0]).toMatchObject({ notificationTitle: title, link: 'https://example.com/offer' });
  });
  await test.step('the patient gets 403 from every admin endpoint', async () => {
    const gets = [
      '/api/user/registereddeactivatedcounts', '/api/user/getadminlist?skip=0&take=50', '/api/user/searchuser?callingCode=971&mobile=500000003', '/api/user/registrationsperday',
      '/api/user/registeredusers?offset=0', '/api/user/registeredusers/export', '/api/user/offerinterestcounts', '/api/user/offerinterestedusers?offerId=1',
      '/api/user/offerinterestedusers/export?offerId=1', '/api/user/getofferactivitylogs?offerInterestId=1', '/api/notification/broadcasthistory', '/api/notification/samplemobilelist',
    ];
    for (const url of gets) expect(`${url} ${(await page.request.get(url, { headers: auth })).status()}`).toBe(`${url} 403`);
    const posts: [string, object][] = [
      ['/api/notification/broadcast', { FacilityId: 0, NotificationTitle: 'x', NotificationText: 'spam' }], ['/api/user/updaterole', { userId: patient.userId, roleId: 3 }],
      ['/api/user/resetlogincounter', { userId: patient.userId }], ['/api/user/updateofferintereststatus', { offerInterestId: 1, status: 'Other' }],
      ['/api/notification/uploadnotifyuser', {}], ['/api/notification/uploadnotifyimage', {}],
    ];
    for (const [url, data] of posts) expect(`${url} ${(await page.request.post(url, { headers: auth, data })).status()}`).toBe(`${url} 403`);
  });
  await test.step('an admin page opened by a patient leads to the dashboard (as for a broadcaster), and the menu has no admin entries', async () => {
    const nav = new ShellNav(page);
    for (const route of ['/auth/manageUser', '/auth/analytics', '/auth/interestedusers', '/auth/notification/BroadcastNotification']) {
      await page.goto(route);
      await expect(page).toHaveURL(/\/auth\/dashboard$/, { timeout: 30_000 });
      await expect(nav.notFoundHeading).toHaveCount(0);
    }
    await expect(nav.mainMenu).toBeVisible();
    for (const name of ['Manage User', 'Analytics', 'Interested Users', 'Broadcast Notification']) await expect(nav.link(name)).toHaveCount(0);
  });
});
