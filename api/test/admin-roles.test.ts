import { createTestApp, type TestApp } from './helpers.js';
import { loginDemo } from './auth-support.js';

/**
 * Every role-guarded route of the API, found from the routes themselves (`app.roleGuardedRoutes`, read
 * from the guards when the routes are registered), called by a patient and by a broadcaster: 403 where the role is missing, and the refusal is in
 * the audit log. A new admin endpoint is covered without touching this test.
 */
let t: TestApp;
let patient: { token: string; userId: number };
let broadcaster: { token: string; userId: number };

beforeAll(async () => {
  t = await createTestApp({ PORTAL_JOBS_WORKER: 'false' }, { seed: true });
  patient = await loginDemo(t, 'patient');
  broadcaster = await loginDemo(t, 'broadcaster');
}, 120_000);
afterAll(() => t.close());

function guardedRoutes(): { method: string; url: string; roles: number[] }[] {
  return t.app.roleGuardedRoutes;
}

it('finds the administrator endpoints', () => {
  const urls = guardedRoutes().map((r) => `${r.method} ${r.url}`);
  for (const expected of [
    'GET /api/user/getadminlist', 'GET /api/user/searchuser', 'POST /api/user/updaterole', 'POST /api/user/resetlogincounter', 'POST /api/user/resetfailedattempt',
    'GET /api/user/registereddeactivatedcounts', 'GET /api/user/registeredusers', 'GET /api/user/registeredusers/export', 'GET /api/user/registrationsperday',
    'GET /api/user/offerinterestcounts', 'GET /api/user/offerinterestedusers', 'GET /api/user/offerinterestedusers/export', 'POST /api/user/updateofferintereststatus',
    'GET /api/user/getofferactivitylogs', 'POST /api/notification/broadcast', 'POST /api/notification/uploadnotifyuser', 'POST /api/notification/uploadnotifyimage',
    'GET /api/notification/broadcasthistory', 'GET /api/notification/samplemobilelist', 'GET /api/notification/broadcastrecipients',
  ]) expect(urls).toContain(expected);
});

it('a patient gets 403 from every one, whatever the input, and each attempt is audited', async () => {
  for (const r of guardedRoutes()) {
    const url = r.url.replace(/:(\w+)/g, '1');
    const res = await t.app.inject({ method: r.method as 'GET', url, headers: { authorization: `Bearer ${patient.token}`, ...(r.method === 'GET' ? {} : { 'content-type': 'application/json' }) }, ...(r.method === 'GET' ? {} : { payload: '{}' }) });
    expect(`${r.method} ${r.url} → ${res.statusCode}`).toBe(`${r.method} ${r.url} → 403`);
  }
  const denied = await t.handle.db.selectFrom('audit_log').select(['action']).where('actor_user_id', '=', patient.userId).where('outcome', '=', 'denied').where('resource', '=', 'role-guarded-route').execute();
  for (const r of guardedRoutes()) expect(denied.map((d) => d.action)).toContain(`${r.method} ${r.url}`);
});

it('a broadcaster (role 2) reaches the broadcast calls only', async () => {
  for (const r of guardedRoutes()) {
    const res = await t.app.inject({ method: r.method as 'GET', url: r.url.replace(/:(\w+)/g, '1'), headers: { authorization: `Bearer ${broadcaster.token}` } });
    if (r.roles.includes(2)) expect(`${r.url} → ${res.statusCode === 403}`).toBe(`${r.url} → false`);
    else expect(`${r.url} → ${res.statusCode}`).toBe(`${r.url} → 403`);
  }
  expect(guardedRoutes().filter((r) => r.roles.includes(2)).every((r) => r.url.startsWith('/api/notification/'))).toBe(true);
});

it('without a token: 401', async () => {
  for (const r of guardedRoutes()) expect((await t.app.inject({ method: r.method as 'GET', url: r.url })).statusCode).toBe(401);
});
