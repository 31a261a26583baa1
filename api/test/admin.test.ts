import { createTestApp, type TestApp } from './helpers.js';
import { login, register, loginDemo } from './auth-support.js';
import { getLoginCounters, recordFailedPassword, takeDailyLogin } from '../src/modules/security/repository.js';
import { auditTrail } from '../src/modules/audit/repository.js';

let t: TestApp;
let adminToken: string;
let patientToken: string;
let broadcasterToken: string;

beforeAll(async () => {
  t = await createTestApp({}, { seed: true });
  adminToken = (await loginDemo(t, 'admin')).token;
  broadcasterToken = (await loginDemo(t, 'broadcaster')).token;
  patientToken = (await loginDemo(t, 'patient')).token;
}, 60_000);
afterAll(() => t.close());

async function call(method: 'GET' | 'POST', url: string, token: string, body?: object) {
  const res = await t.app.inject({ method, url, ...(body ? { payload: body } : {}), headers: { authorization: `Bearer ${token}` } });
  return { status: res.statusCode, body: res.json() as { message: { status: string; message: string }; data: any } };
}

// Every row has three cells: with fewer, jest would pass `done` as the missing argument.
const endpoints: ['GET' | 'POST', string, object | undefined][] = [
  ['GET', '/api/user/getadminlist?skip=0&take=50', undefined],
  ['GET', '/api/user/searchuser?callingCode=971&mobile=501234567', undefined],
  ['POST', '/api/user/updaterole', { userId: 1, roleId: 3 }],
  ['POST', '/api/user/resetlogincounter', { userId: 1 }],
  ['POST', '/api/user/resetfailedattempt', { userId: 1 }],
  ['GET', '/api/user/registereddeactivatedcounts', undefined],
];

describe('administration (role 3)', () => {
  it.each(endpoints)('%s %s: 403 for a patient and a broadcaster, the refusal audited', async (method, url, body) => {
    for (const token of [patientToken, broadcasterToken]) {
      const res = await call(method, url, token, body);
      expect(res.status).toBe(403);
    }
    const denied = await t.handle.db.selectFrom('audit_log').selectAll().where('outcome', '=', 'denied').where('action', 'like', `${method} /api/user/%`).execute();
    expect(denied.some((d) => d.action === `${method} ${url.split('?')[0]}`)).toBe(true);
  });

  it('every signed-in answer says the caller’s role as it is now: a change shows on the next call, without signing in again', async () => {
    const { login: person } = await register(t);
    const before = await t.app.inject({ method: 'GET', url: '/api/user/profile', headers: { authorization: `Bearer ${person.token}` } });
    expect(before.headers['x-portal-role']).toBe('1');
    expect((await call('POST', '/api/user/updaterole', adminToken, { userId: person.userId, roleId: 2 })).status).toBe(200);
    const after = await t.app.inject({ method: 'GET', url: '/api/notification/GetAllActiveNotificationsCount', headers: { authorization: `Bearer ${person.token}` } });
    expect(after.headers['x-portal-role']).toBe('2');
    expect((await t.app.inject({ method: 'GET', url: '/api/user/registereddeactivatedcounts' })).headers['x-portal-role']).toBeUndefined();
  });

  it('401 without a token', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/user/registereddeactivatedcounts' });
    expect(res.statusCode).toBe(401);
  });

  it('lists administrators and finds a user by calling code and mobile', async () => {
    const list = await call('GET', '/api/user/getadminlist?skip=0&take=50', adminToken);
    expect(list.status).toBe(200);
    expect(list.body.data.map((u: any) => u.mobile).sort()).toEqual(expect.arrayContaining(['500000002', '500000003']));
    expect(list.body.data.every((u: any) => u.roleId === 2 || u.roleId === 3)).toBe(true);
    const page2 = await call('GET', '/api/user/getadminlist?skip=50&take=50', adminToken);
    expect(page2.body.data).toEqual([]);

    const found = await call('GET', '/api/user/searchuser?callingCode=971&mobile=501234567', adminToken);
    expect(found.body.data).toMatchObject({ firstName: 'Ahmed', roleId: 1, roleName: 'Patient', fullName: 'Ahmed Al Mansoori' });
    const short = await call('GET', '/api/user/searchuser?callingCode=971&mobile=1234567', adminToken);
    expect(short.status).toBe(400);
    const none = await call('GET', '/api/user/searchuser?callingCode=971&mobile=509999999', adminToken);
    expect(none.body.message.status).toBe('NotFound');
  });

  it('changes a role (default 1), visible in search and the admin list, audited with the actor', async () => {
    const { person } = await register(t);
    const user = (await call('GET', `/api/user/searchuser?callingCode=971&mobile=${person.mobile}`, adminToken)).body.data;
    expect(user.roleId).toBe(1);
    expect((await call('POST', '/api/user/updaterole', adminToken, { userId: user.id, roleId: 2 })).status).toBe(200);
    const after = (await call('GET', `/api/user/searchuser?callingCode=971&mobile=${person.mobile}`, adminToken)).body.data;
    expect(after).toMatchObject({ roleId: 2, roleName: 'Broadcaster' });
    const admins = (await call('GET', '/api/user/getadminlist?skip=0&take=50', adminToken)).body.data;
    expect(admins.some((a: any) => a.id === user.id)).toBe(true);
    // A changed role applies from the next login: the new session may broadcast-only, not administer.
    const newToken = (await login(t, person)).token;
    expect((await call('GET', '/api/user/registereddeactivatedcounts', newToken)).status).toBe(403);

    await call('POST', '/api/user/updaterole', adminToken, { userId: user.id });
    expect((await call('GET', `/api/user/searchuser?callingCode=971&mobile=${person.mobile}`, adminToken)).body.data.roleId).toBe(1);
    expect((await call('POST', '/api/user/updaterole', adminToken, { userId: user.id, roleId: 99 })).status).toBe(400);

    const trail = await auditTrail(t.handle.db, user.id);
    const adminId = (await call('GET', '/api/user/searchuser?callingCode=971&mobile=500000003', adminToken)).body.data.id;
    expect(trail.filter((e) => e.action === 'update-role').map((e) => [e.actor_user_id, e.resource_id])).toEqual([
      [adminId, '1'],
      [adminId, '2'],
    ]);
  });

  it('resets the login counter and the failed-attempt counter', async () => {
    const { person } = await register(t);
    const user = (await call('GET', `/api/user/searchuser?callingCode=971&mobile=${person.mobile}`, adminToken)).body.data;
    await takeDailyLogin(t.handle.db, user.id, 100);
    await recordFailedPassword(t.handle.db, user.id);
    await recordFailedPassword(t.handle.db, user.id);
    const before = await getLoginCounters(t.handle.db, user.id);
    expect(before.failedAttempts).toBe(2);
    expect(before.loginsToday).toBeGreaterThan(0);

    expect((await call('POST', '/api/user/resetlogincounter', adminToken, { userId: user.id })).status).toBe(200);
    expect((await getLoginCounters(t.handle.db, user.id)).loginsToday).toBe(0);
    expect((await getLoginCounters(t.handle.db, user.id)).failedAttempts).toBe(2);
    expect((await call('POST', '/api/user/resetfailedattempt', adminToken, { userId: user.id })).status).toBe(200);
    expect((await getLoginCounters(t.handle.db, user.id)).failedAttempts).toBe(0);
    const actions = (await auditTrail(t.handle.db, user.id)).map((e) => e.action);
    expect(actions).toEqual(expect.arrayContaining(['reset-login-counter', 'reset-failed-attempts']));
    expect((await call('POST', '/api/user/resetfailedattempt', adminToken, { userId: 9_999_999 })).status).toBe(404);
  });

  it('counts registered and deactivated users', async () => {
    const before = (await call('GET', '/api/user/registereddeactivatedcounts', adminToken)).body.data;
    await register(t);
    const after = (await call('GET', '/api/user/registereddeactivatedcounts', adminToken)).body.data;
    expect(after.totalRegisteredUsers).toBe(before.totalRegisteredUsers + 1);
    expect(after.registeredToday).toBe(before.registeredToday + 1);
    expect(after.registeredIn30Days).toBe(before.registeredIn30Days + 1);
    // A deleted account is no longer a registered one: the total is what the registered-users export lists.
    const gone = await register(t);
    await t.handle.db.updateTable('users').set({ status: 'deactivated', deactivated_at: new Date() }).where('mobile', '=', gone.person.mobile).execute();
    const later = (await call('GET', '/api/user/registereddeactivatedcounts', adminToken)).body.data;
    const listed = (await call('GET', '/api/user/registeredusers?offset=0', adminToken)).body.data;
    expect(later.totalRegisteredUsers).toBe(listed.total);
    expect(later.totalRegisteredUsers).toBe(after.totalRegisteredUsers);
    expect(later.totalDeactivatedUsers).toBe(after.totalDeactivatedUsers + 1);
    expect(Object.keys(after).sort()).toEqual(
      ['deactivatedIn30Days', 'deactivatedToday', 'registeredIn30Days', 'registeredToday', 'totalDeactivatedUsers', 'totalRegisteredUsers'].sort(),
    );
  });
});
