import { createTestApp, settleJobs, type TestApp } from './helpers.js';
import { register, loginDemo } from './auth-support.js';

let t: TestApp;
let adminToken: string;
let broadcasterToken: string;
let patientToken: string;

beforeAll(async () => {
  t = await createTestApp({}, { seed: true });
  adminToken = (await loginDemo(t, 'admin')).token;
  broadcasterToken = (await loginDemo(t, 'broadcaster')).token;
  patientToken = (await loginDemo(t, 'patient')).token;
}, 60_000);
afterAll(() => t.close());

async function call(method: 'GET' | 'POST' | 'PUT', url: string, token: string, body?: object) {
  const res = await t.app.inject({ method, url, ...(body ? { payload: body } : {}), headers: { authorization: `Bearer ${token}` } });
  return { status: res.statusCode, body: res.json() as { message: { status: string; message: string }; data: any } };
}
const b64 = (s: string) => Buffer.from(s, 'utf8').toString('base64');
const count = async (token: string) => (await call('GET', '/api/notification/GetAllActiveNotificationsCount', token)).body.data as number;

describe('notifications', () => {
  it('a broadcast to all reaches every patient account; the patient reads it and marks it read', async () => {
    const before = await count(patientToken);
    const url = 'https://example.com/offers/عرض';
    const res = await call('POST', '/api/notification/broadcast', broadcasterToken, {
      FacilityId: 0,
      NotificationType: 2,
      NotificationTitle: 'Summer offer',
      NotificationText: 'Health check at half price',
      InURLPath: b64(url),
    });
    expect(res.status).toBe(200);
    const users = await t.handle.db.selectFrom('users').select((eb) => eb.fn.countAll<number>().as('n')).where('status', '=', 'active').where('role_id', '=', 1).executeTakeFirstOrThrow();
    // Publishing answers at once; the delivery job does the rest.
    expect(res.body.data).toMatchObject({ status: 'Queued', targetCount: Number(users.n) });
    await settleJobs(t);
    expect(await count(patientToken)).toBe(before + 1);
    // Broadcasters and administrators publish broadcasts; they are not their audience.
    expect(await count(broadcasterToken)).toBe(0);

    const list = (await call('GET', '/api/user/patientactivenotifications', patientToken)).body.data;
    expect(list[0]).toMatchObject({ type: 'BROADCAST', promotionType: 'URLPROMOTION', link: url, notificationTitle: 'Summer offer', messageTextEn: 'Health check at half price', isRead: false, familyMemberId: 0 });
    expect((await call('PUT', `/api/user/markasread?patientNotificationId=${list[0].notificationId}`, patientToken)).status).toBe(200);
    expect(await count(patientToken)).toBe(before);

    const history = (await call('GET', '/api/notification/broadcasthistory?start=0&take=10', adminToken)).body.data;
    expect(history[0]).toMatchObject({ notificationTitle: 'Summer offer', callbackURL: url, pushSuccess: Number(users.n), pushFail: 0, status: 'Sent', targetCount: Number(users.n), processedCount: Number(users.n), createdBy: 'Noura Al Hashimi', facilityId: 0 });
  });

  it('a broadcast to one hospital reaches only users whose preferred hospital it is', async () => {
    const { login: a } = await register(t);
    const { login: b } = await register(t);
    await t.handle.db.updateTable('users').set({ facility_id: 4242 }).where('id', '=', a.userId).execute();
    const res = await call('POST', '/api/notification/broadcast', adminToken, { FacilityId: 4242, NotificationType: 1, NotificationTitle: 'Clinic news', NotificationText: 'New wing open' });
    expect(res.body.data.targetCount).toBe(1);
    await settleJobs(t);
    expect(await count(a.token)).toBe(1);
    expect(await count(b.token)).toBe(0);
    const mine = (await call('GET', '/api/user/patientactivenotifications', a.token)).body.data;
    expect(mine[0]).toMatchObject({ promotionType: 1, link: null });
    expect((await call('GET', '/api/notification/broadcasthistory?start=0&take=10&facilityId=4242', adminToken)).body.data).toHaveLength(1);
  });

  it('a broadcast or re-send that reaches nobody says so, in the caller’s language, instead of a successful send', async () => {
    const body = { FacilityId: 4343, NotificationType: 1, NotificationTitle: 'Empty wing', NotificationText: 'Nobody chose it', Type: 'toExcel' };
    const en = await call('POST', '/api/notification/broadcast', adminToken, body);
    expect(en.body.data.targetCount).toBe(0);
    expect(en.body.message).toEqual({ status: 'Success', message: 'Notification published, but it reached nobody.' });
    const ar = await t.app.inject({ method: 'POST', url: '/api/notification/broadcast', payload: body, headers: { authorization: `Bearer ${adminToken}`, 'accept-language': 'ar' } });
    expect(ar.json().message.message).toBe('نُشر الإشعار لكنه لم يصل إلى أحد.');
  });

  it('refuses bad broadcasts: title, message, URL', async () => {
    const base = { FacilityId: 0, NotificationType: 2, NotificationTitle: 'T', NotificationText: 'Hello' };
    const bad = [
      [{ ...base, NotificationTitle: '' }, 'Please enter notification title'],
      [{ ...base, NotificationTitle: 'x'.repeat(31) }, 'Notification title can be at most 30 characters'],
      [{ ...base, NotificationText: 'x' }, 'Message must be between 2 and 120 characters'],
      [{ ...base, NotificationText: 'x'.repeat(121) }, 'Message must be between 2 and 120 characters'],
      [{ ...base, InURLPath: b64('javascript:alert(1)') }, 'URL must start with http:// or https://'],
    ] as const;
    const historyBefore = (await call('GET', '/api/notification/broadcasthistory?start=0&take=10', adminToken)).body.data.length;
    for (const [body, message] of bad) {
      const res = await call('POST', '/api/notification/broadcast', adminToken, body);
      expect([res.status, res.body.message.message]).toEqual([400, message]);
    }
    expect((await call('GET', '/api/notification/broadcasthistory?start=0&take=10', adminToken)).body.data.length).toBe(historyBefore);
  });

  it('a patient cannot broadcast nor read the history (403)', async () => {
    const res = await call('POST', '/api/notification/broadcast', patientToken, { FacilityId: 0, NotificationType: 1, NotificationTitle: 'Hack', NotificationText: 'Spam all' });
    expect(res.status).toBe(403);
    expect((await call('GET', '/api/notification/broadcasthistory?start=0&take=10', patientToken)).status).toBe(403);
  });

  it('a patient cannot mark another user’s notification; mark all read', async () => {
    const { login: other } = await register(t);
    await call('POST', '/api/notification/broadcast', adminToken, { FacilityId: 0, NotificationType: 1, NotificationTitle: 'Hello', NotificationText: 'To everyone' });
    await settleJobs(t);
    const theirs = (await call('GET', '/api/user/patientactivenotifications', other.token)).body.data[0];
    const refused = await call('PUT', `/api/user/markasread?patientNotificationId=${theirs.notificationId}`, patientToken);
    expect(refused.status).toBe(403);
    expect(await count(other.token)).toBe(1);
    expect((await call('PUT', '/api/user/markasread?patientNotificationId=99999999', patientToken)).status).toBe(404);

    expect((await call('PUT', '/api/user/markallasread', other.token)).status).toBe(200);
    expect(await count(other.token)).toBe(0);
    expect(await count(patientToken)).toBeGreaterThan(0);
  });
});
