import { sql } from 'kysely';
import * as XLSX from 'xlsx';
import { createTestApp, type TestApp } from './helpers.js';
import { loginDemo } from './auth-support.js';

let t: TestApp;
let admin: string;
let broadcaster: string;

beforeAll(async () => {
  t = await createTestApp({ PORTAL_JOBS_WORKER: 'false' }, { seed: true });
  admin = (await loginDemo(t, 'admin')).token;
  broadcaster = (await loginDemo(t, 'broadcaster')).token;
  // 2,500 accounts: three pages of the export; one registered 3 days ago, one deactivated.
  await sql`insert into users (calling_code, mobile, first_name, last_name, email, created_at)
    select '971', (580000000 + g)::text, 'Export', 'User ' || g, 'user' || g || '@example.org', now() - make_interval(days => case when g = 1 then 3 else 0 end)
    from generate_series(1, 2500) g`.execute(t.handle.db);
  await sql`update users set first_name = '+cmd|calc', last_name = '-2+3' where mobile = '580000002'`.execute(t.handle.db);
  await sql`update users set status = 'deactivated', deactivated_at = now() where mobile = '580000003'`.execute(t.handle.db);
}, 120_000);
afterAll(() => t.close());

async function get(url: string, token = admin) {
  const res = await t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
  return res;
}
const activeCount = async () => Number((await sql<{ n: number }>`select count(*)::integer as n from users where status = 'active'`.execute(t.handle.db)).rows[0]!.n);

it('registered users paged by 1000 with the total', async () => {
  const total = await activeCount();
  const p = (await get('/api/user/registeredusers?offset=1000&take=1000')).json().data;
  expect(p.total).toBe(total);
  expect(p.registeredUsers).toHaveLength(1000);
  expect(Object.keys(p.registeredUsers[0]).sort()).toEqual(['email', 'firstName', 'lastName', 'mobileNumber', 'registeredOn']);
  expect(p.registeredUsers[0].registeredOn).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
  expect((await get('/api/user/registeredusers?take=1001')).statusCode).toBe(400);
});

it('Registered Users.xlsx: every active user once, in registration order, cells neutralised, progress per page of 1000, audited', async () => {
  const exportId = '3f2a7b1c-9d4e-4f6a-8b2c-7e1d0a9b8c7d';
  const res = await get(`/api/user/registeredusers/export?exportId=${exportId}`);
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
  expect(res.headers['content-disposition']).toContain('filename="Registered Users.xlsx"');
  const total = await activeCount();
  expect(res.headers['x-total-count']).toBe(String(total));
  const wb = XLSX.read(res.rawPayload, { type: 'buffer' });
  const rows = XLSX.utils.sheet_to_json<string[]>(wb.Sheets[wb.SheetNames[0]!]!, { header: 1 });
  expect(rows[0]).toEqual(['First Name', 'Last Name', 'Email', 'Mobile Number', 'Registered On']);
  expect(rows).toHaveLength(total + 1);
  const mobiles = rows.slice(1).map((r) => r[3]);
  expect(new Set(mobiles).size).toBe(total);
  expect(mobiles).not.toContain('971580000003');
  const neutral = rows.find((r) => r[3] === '971580000002')!;
  expect(neutral.slice(0, 2)).toEqual(["'+cmd|calc", "'-2+3"]);
  expect(rows.find((r) => r[3] === '971580000001')![4]).toBe(new Date(Date.now() + 4 * 3_600_000 - 3 * 86_400_000).toISOString().slice(0, 10).split('-').reverse().join('/'));

  // An export named but not started yet is nothing done, not a 404; a malformed id is a 400.
  const notYet = await get(`/api/user/exportprogress?exportId=${'0'.repeat(8)}-0000-4000-8000-${'0'.repeat(12)}`);
  expect([notYet.statusCode, notYet.json().data]).toEqual([200, { total: 0, done: 0, finished: false }]);
  expect((await get('/api/user/exportprogress?exportId=nope')).statusCode).toBe(400);
  const progress = (await get(`/api/user/exportprogress?exportId=${exportId}`)).json().data;
  expect(progress).toEqual({ total, done: total, finished: true });
  // Another administrator's (or anyone else's) export id is not theirs to read.
  expect((await get(`/api/user/exportprogress?exportId=${exportId}`, broadcaster)).statusCode).toBe(403);
  const audit = await t.handle.db.selectFrom('audit_log').selectAll().where('resource', '=', 'registered-users').where('action', '=', 'export').executeTakeFirst();
  expect(audit?.resource_id).toBe(`${total} rows`);
  // The same export id twice is refused (it names one download).
  expect((await get(`/api/user/registeredusers/export?exportId=${exportId}`)).statusCode).toBe(409);
});

it('registrations per day: every day of the window, today last', async () => {
  const days = (await get('/api/user/registrationsperday?days=30')).json().data as { date: string; count: number }[];
  expect(days).toHaveLength(30);
  const today = new Date(Date.now() + 4 * 3_600_000).toISOString().slice(0, 10);
  expect(days.at(-1)!.date).toBe(today);
  expect(days.at(-1)!.count).toBeGreaterThanOrEqual(2499);
  expect(days.at(-4)!.count).toBeGreaterThanOrEqual(1);
  expect((await get('/api/user/registrationsperday?days=30', broadcaster)).statusCode).toBe(403);
});
