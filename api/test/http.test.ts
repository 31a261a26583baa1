import { z } from 'zod';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import { loadConfig } from '../src/config.js';
import { openDatabase } from '../src/db/database.js';
import { createAdapters } from '../src/adapters/index.js';
import { buildApp } from '../src/app.js';
import { createTestApp, productionEnv, type TestApp } from './helpers.js';

const EXPECTED_CSP =
  "default-src 'self';script-src 'self';style-src 'self' 'unsafe-inline';img-src 'self' data: blob:;font-src 'self' data:;connect-src 'self';media-src 'self' blob:;worker-src 'self' blob:;frame-src 'self' blob:;object-src 'none';base-uri 'self';form-action 'self';frame-ancestors 'none'";

let t: TestApp;
beforeAll(async () => { t = await createTestApp(); });
let probe: Awaited<ReturnType<typeof probeApp>> | undefined;
/** One probe app for the tests that only read from it (building an app registers every module). */
async function sharedProbe() {
  probe ??= await probeApp();
  return probe;
}
afterAll(async () => {
  await probe?.close();
  await t.close();
});

/** An app with probe routes that exercise the error handler the way module routes do. */
async function probeApp(db = t.handle) {
  const app = await buildApp({ config: t.config, db: db.db, dbKind: db.kind, adapters: createAdapters(t.config, db.db) });
  const z_ = app.withTypeProvider<ZodTypeProvider>();
  z_.post('/probe/:id', {
    schema: {
      params: z.object({ id: z.coerce.number().int() }),
      querystring: z.object({ lang: z.enum(['en', 'ar']).optional() }),
      body: z.object({ mobile: z.string().regex(/^\d{8,10}$/, 'Please enter valid Mobile Number'), profile: z.object({ email: z.email() }) }),
    },
  }, async () => ({ ok: true }));
  z_.get('/probe/crash', async () => { throw new Error('select secret_column from users where password = 1'); });
  z_.get('/probe/db', async () => (await sql<{ one: number }>`select 1 as one`.execute(db.db)).rows);
  await app.ready();
  return app;
}

describe('core HTTP', () => {
  test('OpenAPI is served at /api/docs', async () => {
    const ui = await t.app.inject({ url: '/api/docs/' });
    expect(ui.statusCode).toBe(200);
    expect(ui.headers['content-type']).toContain('text/html');
    const spec = await t.app.inject({ url: '/api/docs/json' });
    expect(spec.statusCode).toBe(200);
    expect(spec.json().openapi).toMatch(/^3\./);
  });

  test('security headers: the portal CSP without unsafe-eval, nosniff, no HSTS outside production', async () => {
    const res = await t.app.inject({ url: '/api/health' });
    expect(res.headers['content-security-policy']).toBe(EXPECTED_CSP);
    expect(res.headers['content-security-policy']).not.toContain('unsafe-eval');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  test('HSTS is sent in production mode', async () => {
    const config = loadConfig(productionEnv());
    const app = await buildApp({ config, db: t.handle.db, dbKind: t.handle.kind, adapters: createAdapters(config, t.handle.db) });
    const res = await app.inject({ url: '/api/health' });
    expect(res.headers['strict-transport-security']).toContain('max-age=31536000');
    await app.close();
  });

  test('responses are compressed with brotli or gzip', async () => {
    const br = await t.app.inject({ url: '/api/docs/static/swagger-ui-bundle.js', headers: { 'accept-encoding': 'br' } });
    expect(br.headers['content-encoding']).toBe('br');
    const gz = await t.app.inject({ url: '/api/docs/static/swagger-ui-bundle.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
  });

  test('bad input is a 400 whose message names the field (body, nested body, params, querystring)', async () => {
    const app = await sharedProbe();
    const body = await app.inject({ method: 'POST', url: '/probe/1', payload: { mobile: '12', profile: { email: 'a@b.co' } } });
    expect(body.statusCode).toBe(400);
    expect(body.json()).toEqual({ message: { status: 'Invalid', message: 'mobile: Please enter valid Mobile Number' }, data: { field: 'mobile' } });
    const nested = await app.inject({ method: 'POST', url: '/probe/1', payload: { mobile: '0501234567', profile: { email: 'nope' } } });
    expect(nested.json().data.field).toBe('profile.email');
    expect(nested.json().message.message).toMatch(/^profile\.email: /);
    const params = await app.inject({ method: 'POST', url: '/probe/abc', payload: { mobile: '0501234567', profile: { email: 'a@b.co' } } });
    expect(params.statusCode).toBe(400);
    expect(params.json().data.field).toBe('id');
    const query = await app.inject({ method: 'POST', url: '/probe/1?lang=fr', payload: { mobile: '0501234567', profile: { email: 'a@b.co' } } });
    expect(query.statusCode).toBe(400);
    expect(query.json().data.field).toBe('lang');
    const missing = await app.inject({ method: 'POST', url: '/probe/1' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().data.field).toBe('body');
    const badJson = await app.inject({ method: 'POST', url: '/probe/1', headers: { 'content-type': 'application/json' }, payload: '{"mobile":' });
    expect(badJson.statusCode).toBe(400);
    expect(badJson.json().message.status).toBe('Invalid');
    const good = await app.inject({ method: 'POST', url: '/probe/1?lang=ar', payload: { mobile: '0501234567', profile: { email: 'a@b.co' } } });
    expect(good.statusCode).toBe(200);
  });

  test('a body over the limit is a 413 in the envelope', async () => {
    const app = await sharedProbe();
    const res = await app.inject({ method: 'POST', url: '/probe/1', payload: { mobile: '0501234567', profile: { email: 'a@b.co' }, pad: 'x'.repeat(1_100_000) } });
    expect(res.statusCode).toBe(413);
    expect(res.json().message.status).toBe('Invalid');
  });

  test('an unexpected error answers 500 without stack or SQL', async () => {
    const app = await sharedProbe();
    const res = await app.inject({ url: '/probe/crash' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ message: { status: 'Invalid', message: 'Something went wrong!' }, data: null });
    expect(res.body).not.toMatch(/select|secret|at .*\.ts/);
  });

  test("an unreachable database answers 503 'Network Error!'", async () => {
    const down = await openDatabase({ url: 'postgres://portal@127.0.0.1:1/none' });
    const app = await probeApp(down);
    const res = await app.inject({ url: '/probe/db' });
    expect([res.statusCode, res.headers['retry-after']]).toEqual([503, '5']);
    expect(res.json()).toEqual({ message: { status: 'Invalid', message: 'Network Error!' }, data: { retryAfterSeconds: 5 } });
    const health = await app.inject({ url: '/api/health' });
    expect(health.statusCode).toBe(503);
    await app.close();
    await down.close();
  });

  test('unknown routes are a 404 in the envelope, whatever the method', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/nothing/here', payload: {} });
    expect(res.statusCode).toBe(404);
    expect(res.json().message.status).toBe('NotFound');
  });
});
