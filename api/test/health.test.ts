import { createTestApp, type TestApp } from './helpers.js';

let t: TestApp;
beforeAll(async () => { t = await createTestApp(); });
afterAll(async () => { await t.close(); });

test('health answers 200 when the database is reachable and migrated', async () => {
  const res = await t.app.inject({ method: 'GET', url: '/api/health' });
  expect(res.statusCode).toBe(200);
  expect(res.json().message.status).toBe('Success');
});

test('an unknown route is a 404 in the envelope', async () => {
  const res = await t.app.inject({ method: 'GET', url: '/api/no-such-thing' });
  expect(res.statusCode).toBe(404);
  expect(res.json()).toEqual({ message: { status: 'NotFound', message: expect.stringContaining('/api/no-such-thing') }, data: null });
});

test('health is 503 while a migration is pending', async () => {
  await t.handle.db.deleteFrom('kysely_migration' as never).where('name' as never, '=', '20261122_030_sms_outbox' as never).execute();
  const res = await t.app.inject({ method: 'GET', url: '/api/health' });
  expect(res.statusCode).toBe(503);
  expect(res.json().message.message).toBe('1 migrations pending');
});
