import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createHttpSms, maskNumber } from '../src/adapters/sms/index.js';
import { loadConfig } from '../src/config.js';
import { createAdapters } from '../src/adapters/index.js';
import { buildApp } from '../src/app.js';
import { silentLogger } from '../src/adapters/logger.js';
import { createTestApp, productionEnv, type TestApp } from './helpers.js';

let t: TestApp;
beforeAll(async () => { t = await createTestApp(); });
afterAll(async () => { await t.close(); });

describe('embedded SMS and the dev outbox', () => {
  test('messages to a number are listed newest first, and only that number', async () => {
    await t.app.inject({ url: '/api/health' });
    await t.handle.db.deleteFrom('sms_outbox').execute();
    const sms = createAdapters(t.config, t.handle.db).sms;
    await sms.send({ callingCode: '971', mobile: '501234567' }, 'Your OTP is 111111');
    await sms.send({ callingCode: '+971', mobile: '0501234567' }, 'Your OTP is 222222');
    await sms.send({ callingCode: '968', mobile: '91234567' }, 'Other number');
    const res = await t.app.inject({ url: '/api/dev/outbox?mobile=971501234567' });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.map((m: { text: string }) => m.text)).toEqual(['Your OTP is 222222', 'Your OTP is 111111']);
    expect(data[0]).toMatchObject({ callingCode: '971', mobile: '501234567' });
    expect(new Date(data[0].sentAt).getTime()).toBeGreaterThan(Date.now() - 60_000);
    const plus = await t.app.inject({ url: '/api/dev/outbox?mobile=%2B96891234567' });
    expect(plus.json().data.map((m: { text: string }) => m.text)).toEqual(['Other number']);
  });

  test('the one-object call shape is accepted too', async () => {
    const sms = createAdapters(t.config, t.handle.db).sms as unknown as { send(m: object): Promise<void> };
    await sms.send({ callingCode: '971', mobile: '509999999', text: 'Your OTP is 333333' });
    const data = (await t.app.inject({ url: '/api/dev/outbox?mobile=971509999999' })).json().data;
    expect(data[0].text).toBe('Your OTP is 333333');
  });

  test('a bad mobile query is a 400 naming mobile', async () => {
    const res = await t.app.inject({ url: '/api/dev/outbox?mobile=abc' });
    expect(res.statusCode).toBe(400);
    expect(res.json().data.field).toBe('mobile');
  });

  test('the log masks the number', () => {
    expect(maskNumber('971', '501234567')).toBe('+971 *****4567');
  });

  test('/api/dev is not registered in production mode', async () => {
    const config = loadConfig(productionEnv());
    const app = await buildApp({ config, db: t.handle.db, dbKind: t.handle.kind, adapters: createAdapters(config, t.handle.db) });
    const res = await app.inject({ url: '/api/dev/outbox?mobile=971501234567' });
    expect(res.statusCode).toBe(404);
    expect(app.printRoutes()).not.toContain('outbox');
    await app.close();
  });
});

describe('HTTP SMS gateway', () => {
  let server: http.Server;
  let received: { headers: http.IncomingHttpHeaders; body: unknown }[] = [];
  let answer = 202;
  let url = '';
  beforeAll(async () => {
    server = http.createServer((req, res) => {
      let raw = '';
      req.on('data', (c) => (raw += c));
      req.on('end', () => {
        received.push({ headers: req.headers, body: JSON.parse(raw) });
        res.writeHead(answer).end();
      });
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/send`;
  });
  afterAll(() => new Promise<void>((r) => server.close(() => r())));
  beforeEach(() => { received = []; answer = 202; });

  test('posts the message as JSON with the bearer token', async () => {
    const sms = createHttpSms({ SMS_GATEWAY_URL: url, SMS_GATEWAY_TOKEN: 'gw-token' }, silentLogger);
    await sms.send({ callingCode: '971', mobile: '0501234567' }, 'Hello');
    expect(received).toHaveLength(1);
    expect(received[0]!.body).toEqual({ to: '+971501234567', callingCode: '971', mobile: '501234567', text: 'Hello' });
    expect(received[0]!.headers.authorization).toBe('Bearer gw-token');
  });

  test('a refusal by the gateway is an error for the caller', async () => {
    answer = 500;
    const sms = createHttpSms({ SMS_GATEWAY_URL: url, SMS_GATEWAY_TOKEN: undefined }, silentLogger);
    await expect(sms.send({ callingCode: '971', mobile: '501234567' }, 'Hello')).rejects.toThrow(/500/);
  });
});
