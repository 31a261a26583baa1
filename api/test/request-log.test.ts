import { Writable } from 'node:stream';
import { pino } from 'pino';
import type { Config } from '../src/config.js';
import { createAdapters } from '../src/adapters/index.js';
import { buildApp } from '../src/app.js';
import { createTestApp, type TestApp } from './helpers.js';

/**
 * Request logs (docs/operations.md): none per request at info, one line per request at debug, the slow ones at
 * warn whatever the level, and errors as before. A load test at info must not fill the disk.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

async function appLogging(level: string, env: Record<string, string> = {}) {
  const lines: Record<string, unknown>[] = [];
  const sink = new Writable({
    write(chunk, _enc, done) {
      for (const l of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(l));
      done();
    },
  });
  const config = { ...t.config, LOG_LEVEL: level as Config['LOG_LEVEL'], PORTAL_SLOW_REQUEST_MS: Number(env['PORTAL_SLOW_REQUEST_MS'] ?? t.config.PORTAL_SLOW_REQUEST_MS) };
  const app = await buildApp({ config, db: t.handle.db, dbKind: t.handle.kind, adapters: createAdapters(config, t.handle.db) }, { loggerInstance: pino({ level }, sink) });
  await app.ready();
  return { app, lines };
}

test('at info, a hundred requests write no request line', async () => {
  const { app, lines } = await appLogging('info');
  for (let i = 0; i < 100; i += 1) await app.inject({ method: 'GET', url: '/api/masterdata/gender?lang=en' });
  await app.close();
  expect(lines.filter((l) => /request/.test(String(l['msg'])))).toEqual([]);
});

test('at debug, one line per request, without its query string', async () => {
  const { app, lines } = await appLogging('debug');
  for (let i = 0; i < 5; i += 1) await app.inject({ method: 'GET', url: '/api/masterdata/gender?mobile=501234567' });
  await app.close();
  const requests = lines.filter((l) => l['msg'] === 'request');
  expect(requests).toHaveLength(5);
  expect(requests[0]).toMatchObject({ method: 'GET', url: '/api/masterdata/gender', statusCode: 200, ms: expect.any(Number) });
  expect(JSON.stringify(lines)).not.toContain('501234567');
  expect(lines.filter((l) => l['msg'] === 'incoming request' || l['msg'] === 'request completed')).toEqual([]);
});

test('a request over the slow threshold is logged at warn even at info', async () => {
  const { app, lines } = await appLogging('info', { PORTAL_SLOW_REQUEST_MS: '0' });
  await app.inject({ method: 'GET', url: '/api/masterdata/gender' });
  await app.close();
  expect(lines.filter((l) => l['msg'] === 'slow request')).toEqual([expect.objectContaining({ level: 40, url: '/api/masterdata/gender', statusCode: 200 })]);
});
