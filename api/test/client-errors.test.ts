import { createTestApp, type TestApp } from './helpers.js';

let t: TestApp;
beforeAll(async () => { t = await createTestApp(); });
afterAll(async () => { await t.close(); });

test('a browser report of a failed remote is stored for operators', async () => {
  const res = await t.app.inject({ method: 'POST', url: '/api/client-errors', payload: { kind: 'remote-load', remote: 'mfe-records', deployId: '1.0.0-abc', message: 'manifest 500', page: '/auth/dashboard' } });
  expect(res.statusCode).toBe(202);
  const rows = await t.handle.db.selectFrom('client_errors').selectAll().execute();
  expect(rows).toHaveLength(1);
  expect(rows[0]).toMatchObject({ kind: 'remote-load', remote: 'mfe-records', deploy_id: '1.0.0-abc', message: 'manifest 500' });
});

test('reports are rate-limited per client address', async () => {
  const send = () => t.app.inject({ method: 'POST', url: '/api/client-errors', remoteAddress: '10.9.9.9', payload: { kind: 'render', message: 'x' } });
  const codes: number[] = [];
  for (let i = 0; i < 32; i++) codes.push((await send()).statusCode);
  expect(codes.filter((c) => c === 202)).toHaveLength(30);
  expect(codes.slice(-2)).toEqual([429, 429]);
});

test('a malformed report is refused with 400 naming the field', async () => {
  const res = await t.app.inject({ method: 'POST', url: '/api/client-errors', payload: { kind: 'nonsense', message: 'x' } });
  expect(res.statusCode).toBe(400);
  expect(res.json().message.message).toMatch(/kind/);
});
