/** @jest-environment node */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ApiError, apiBlob, apiGet, apiPost, configureApi, contentGet, apiUpload, sessionEnding } from './index';
import { bus, useSession } from '../session';

/**
 * Against a real HTTP server on a random port (no mocked fetch): what the portal API would see and
 * answer is exactly what the client code deals with.
 */
type Handler = (req: IncomingMessage, body: string, res: ServerResponse) => void;
let server: Server;
let base = '';
const routes = new Map<string, Handler>();
const seen: Array<{ method: string; url: string; headers: IncomingMessage['headers']; body: string }> = [];
let refreshCalls = 0;
const navigations: string[] = [];

const send = (res: ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
};
const envelope = (status: string, message: string, data: unknown = null) => ({ message: { status, message }, data });

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      seen.push({ method: req.method!, url: req.url!, headers: req.headers, body });
      const path = req.url!.split('?')[0];
      const h = routes.get(`${req.method} ${path}`);
      if (h) h(req, body, res);
      else send(res, 404, envelope('NotFound', 'Not found'));
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

beforeEach(() => {
  seen.length = 0;
  navigations.length = 0;
  refreshCalls = 0;
  routes.clear();
  useSession.getState().clear();
  useSession.getState().setLang('en');
  configureApi({ baseUrl: `${base}/api`, contentBaseUrl: `${base}/content`, navigate: (url) => navigations.push(url) });
  routes.set('POST /api/auth/refreshtoken', (_req, body, res) => {
    refreshCalls += 1;
    const { refreshToken } = JSON.parse(body);
    // A small delay so concurrent 401s really overlap with the refresh in flight.
    setTimeout(() => {
      if (refreshToken === 'r1')
        send(res, 200, envelope('Success', '', { token: 't2', refreshToken: 'r2', tokenExpiresAt: new Date(Date.now() + 3600_000).toISOString(), refreshExpiresAt: new Date(Date.now() + 86400_000).toISOString() }));
      else send(res, 401, envelope('Invalid', 'Refresh token reused'));
    }, 30);
  });
  routes.set('GET /api/protected', (req, _b, res) =>
    req.headers.authorization === 'Bearer t2' ? send(res, 200, envelope('Success', '', { ok: true })) : send(res, 401, envelope('Invalid', 'Unauthorized')),
  );
});

const loginWith = (token: string, refreshToken: string, tokenExpiresAt = new Date(Date.now() + 3600_000).toISOString()) =>
  useSession.getState().login({
    token,
    refreshToken,
    tokenExpiresAt,
    refreshExpiresAt: new Date(Date.now() + 86400_000).toISOString(),
    user: { userId: 1, firstName: 'A', lastName: 'B', gender: 'M', email: 'a@b.co', mobile: '501234567', callingCode: '971', countryCode: 'AE', profileImgUrl: null, profileImgFileName: null, isDOBAvailable: true, roleId: 1, roleName: 'Patient', facilityId: null, vblog: null },
  });

test('sends the channel header, the bearer token when stored, and returns the envelope', async () => {
  routes.set('GET /api/user/profile', (_r, _b, res) => send(res, 200, envelope('Success', '', { firstName: 'A' })));
  const anonymous = await apiGet<{ firstName: string }>('user/profile', { searchParams: { a: 1, skip: undefined } });
  expect(anonymous.data.firstName).toBe('A');
  expect(seen[0].headers['invoking_channel']).toBe('PATIENTPORTA');
  expect(seen[0].headers.authorization).toBeUndefined();
  expect(seen[0].url).toBe('/api/user/profile?a=1');

  loginWith('t1', 'r1');
  await apiGet('/user/profile', { channel: 'TELECONSULT' });
  expect(seen[1].headers.authorization).toBe('Bearer t1');
  expect(seen[1].headers['invoking_channel']).toBe('TELECONSULT');
});

test("sends the page's language as Accept-Language, whatever the browser's, so the server's own texts follow it", async () => {
  routes.set('POST /api/auth/identify', (req, _b, res) =>
    send(res, 401, envelope('Invalid', req.headers['accept-language'] === 'ar' ? 'رقم الهاتف المتحرك أو كلمة المرور غير صحيحة.' : 'Invalid mobile number or password.')),
  );
  const en = await apiPost('auth/identify', { mobile: '501234567' }).catch((e) => e);
  expect(seen[0].headers['accept-language']).toBe('en');
  expect(en.message).toBe('Invalid mobile number or password.');
  useSession.getState().setLang('ar');
  const ar = await apiPost('auth/identify', { mobile: '501234567' }).catch((e) => e);
  expect(seen[1].headers['accept-language']).toBe('ar');
  expect(ar.message).toBe('رقم الهاتف المتحرك أو كلمة المرور غير صحيحة.');
  await apiGet('user/profile', { headers: { 'Accept-Language': 'en' } }).catch(() => undefined);
  expect(seen[2].headers['accept-language']).toBe('en');
});

test('an error answer becomes ApiError with the envelope message, status and the body', async () => {
  routes.set('POST /api/auth/identify', (_r, _b, res) => send(res, 400, envelope('Invalid', 'Please enter valid Mobile Number', { field: 'mobile' })));
  const err = await apiPost('auth/identify', { mobile: 'x' }).catch((e) => e);
  expect(err).toBeInstanceOf(ApiError);
  expect(err.message).toBe('Please enter valid Mobile Number');
  expect(err.status).toBe(400);
  expect(err.statusText).toBe('Bad Request');
  expect(err.statusWord).toBe('Invalid');
  expect(err.errorResponse.data).toEqual(envelope('Invalid', 'Please enter valid Mobile Number', { field: 'mobile' }));
  expect(JSON.parse(seen[0].body)).toEqual({ mobile: 'x' });
});

test('booking-style errors without an envelope use error.description / error_message', async () => {
  routes.set('GET /api/a', (_r, _b, res) => send(res, 500, { error: { description: 'Slot taken' } }));
  routes.set('GET /api/b', (_r, _b, res) => send(res, 502, { error_message: 'HIS down' }));
  expect((await apiGet('a').catch((e) => e)).message).toBe('Slot taken');
  expect((await apiGet('b').catch((e) => e)).message).toBe('HIS down');
});

test('a network failure is "Network Error!" with status 0', async () => {
  configureApi({ baseUrl: 'http://127.0.0.1:1/api' });
  const err = await apiGet('anything').catch((e) => e);
  expect(err).toBeInstanceOf(ApiError);
  expect(err.message).toBe('Network Error!');
  expect(err.status).toBe(0);
});

test('a 401 refreshes once for concurrent calls, stores the new tokens and retries each call', async () => {
  loginWith('t1', 'r1');
  const results = await Promise.all([apiGet('protected'), apiGet('protected'), apiGet('protected')]);
  expect(results.every((r) => (r.data as { ok: boolean }).ok)).toBe(true);
  expect(refreshCalls).toBe(1);
  const refreshBody = JSON.parse(seen.find((s) => s.url === '/api/auth/refreshtoken')!.body);
  expect(refreshBody).toEqual({ token: 't1', refreshToken: 'r1' });
  expect(useSession.getState().token).toBe('t2');
  expect(useSession.getState().refreshToken).toBe('r2');
  expect(navigations).toEqual([]);
});

test('when the refresh fails: session cleared (lang and brand kept), unauthorized emitted, browser sent to /home/login', async () => {
  useSession.getState().setLang('ar');
  useSession.getState().setBrand('llh');
  loginWith('t1', 'bad-refresh');
  const events: string[] = [];
  const off = bus.on('unauthorized', ({ path }) => events.push(path));
  const err = await apiGet('protected').catch((e) => e);
  off();
  expect(err.status).toBe(401);
  expect(refreshCalls).toBe(1);
  const s = useSession.getState();
  expect(s.token).toBeNull();
  expect(s.user).toBeNull();
  expect(s.lang).toBe('ar');
  expect(s.brandName).toBe('llh');
  expect(events).toEqual(['protected']);
  expect(navigations).toEqual(['/home/login']);
});

test('a second 401 after a successful refresh also ends the session', async () => {
  routes.set('GET /api/always401', (_r, _b, res) => send(res, 401, envelope('Invalid', 'Unauthorized')));
  loginWith('t1', 'r1');
  const err = await apiGet('always401').catch((e) => e);
  expect(err.status).toBe(401);
  expect(refreshCalls).toBe(1);
  expect(seen.filter((s) => s.url === '/api/always401')).toHaveLength(2);
  expect(useSession.getState().token).toBeNull();
  expect(navigations).toEqual(['/home/login']);
});

test('a 401 on an anonymous call (no token sent) neither refreshes nor redirects', async () => {
  routes.set('POST /api/auth/login', (_r, _b, res) => send(res, 401, envelope('Invalid', 'Invalid credentials')));
  const err = await apiPost('auth/login', {}).catch((e) => e);
  expect(err.message).toBe('Invalid credentials');
  expect(refreshCalls).toBe(0);
  expect(navigations).toEqual([]);
});

test('refreshes ahead of time when the access token expires within 60 s', async () => {
  loginWith('t1', 'r1', new Date(Date.now() + 20_000).toISOString());
  const r = await apiGet<{ ok: boolean }>('protected');
  expect(r.data.ok).toBe(true);
  expect(refreshCalls).toBe(1);
  // The refresh happened before the call: the only call to /protected carried the new token.
  expect(seen.filter((s) => s.url === '/api/protected').map((s) => s.headers.authorization)).toEqual(['Bearer t2']);
});

test('apiBlob returns the file bytes', async () => {
  routes.set('POST /api/appointment/labreportspdf', (_r, _b, res) => {
    res.writeHead(200, { 'content-type': 'application/pdf' });
    res.end(Buffer.from('%PDF-1.7 test'));
  });
  const blob = await apiBlob('appointment/labreportspdf', { documentNumber: '1' });
  expect(new TextDecoder().decode(await blob.arrayBuffer())).toBe('%PDF-1.7 test');
});

test('apiUpload posts multipart form data', async () => {
  routes.set('POST /api/user/uploaddocument', (req, body, res) =>
    send(res, 200, envelope('Success', '', { contentType: req.headers['content-type'], hasFile: body.includes('hello') })),
  );
  const form = new FormData();
  form.set('documentType', '1');
  form.set('document', new Blob(['hello']), 'a.pdf');
  const r = await apiUpload<{ contentType: string; hasFile: boolean }>('user/uploaddocument', form, undefined, { searchParams: { familyMemberId: 0 } });
  expect(r.data.contentType).toMatch(/^multipart\/form-data; boundary=/);
  expect(r.data.hasFile).toBe(true);
  expect(seen[0].url).toBe('/api/user/uploaddocument?familyMemberId=0');
});

test('contentGet uses the stored content base, adds lang=ar in Arabic, returns data, throws the body message', async () => {
  routes.set('GET /wp/getallspecialties', (_r, _b, res) => send(res, 200, { status: 'success', data: [{ id: 1 }], message: '' }));
  routes.set('GET /wp/getallmedia', (_r, _b, res) => send(res, 200, { status: 'error', data: null, message: 'No data found' }));
  useSession.getState().patch({ wpBaseUrl: `${base}/wp/` });
  expect(await contentGet<Array<{ id: number }>>('getallspecialties')).toEqual([{ id: 1 }]);
  expect(seen[0].url).toBe('/wp/getallspecialties');
  expect(seen[0].headers.authorization).toBeUndefined();
  useSession.getState().setLang('ar');
  await contentGet('getallspecialties', { vblog: 'x' });
  expect(seen[1].url).toBe('/wp/getallspecialties?vblog=x&lang=ar');
  const err = (await contentGet('getallmedia').catch((e: unknown) => e)) as ApiError;
  expect(err).toBeInstanceOf(ApiError);
  expect(err.message).toBe('No data found');
});

test("a content call waits for the brand's content base; without one in time it uses the configured base, and later calls do not wait", async () => {
  routes.set('GET /wp/getallspecialties', (_r, _b, res) => send(res, 200, { status: 'success', data: [{ id: 1 }], message: '' }));
  routes.set('GET /content/getallspecialties', (_r, _b, res) => send(res, 200, { status: 'success', data: [{ id: 2 }], message: '' }));
  useSession.getState().patch({ wpBaseUrl: null });
  configureApi({ contentBaseWaitMs: 1000 });
  // Two calls before the shell's fetchwpbase answers: nothing is asked until the base is stored, then both go there.
  const first = contentGet('getallspecialties');
  const second = contentGet('getallspecialties', { vblog: 'y' });
  await new Promise((r) => setTimeout(r, 50));
  expect(seen).toHaveLength(0);
  useSession.getState().patch({ wpBaseUrl: `${base}/wp/` });
  expect(await first).toEqual([{ id: 1 }]);
  await second;
  expect(seen.map((s) => s.url)).toEqual(['/wp/getallspecialties', '/wp/getallspecialties?vblog=y']);

  // No base within the wait: the configured one; from then on at once (a failed fetchwpbase does not slow every call).
  useSession.getState().patch({ wpBaseUrl: null });
  const started = Date.now();
  expect(await contentGet('getallspecialties')).toEqual([{ id: 2 }]);
  expect(Date.now() - started).toBeGreaterThanOrEqual(990);
  const again = contentGet('getallspecialties').then(() => 'answered');
  expect(await Promise.race([again, new Promise((r) => setTimeout(() => r('waited'), 900))])).toBe('answered');
  expect(seen.slice(2).map((s) => s.url)).toEqual(['/content/getallspecialties', '/content/getallspecialties']);
});

test('a late 401 for a call sent with the old token retries with the new one without another refresh', async () => {
  loginWith('t1', 'r1');
  let slowSeen = 0;
  routes.set('GET /api/slow', (req, _b, res) => {
    slowSeen += 1;
    if (req.headers.authorization === 'Bearer t2') return send(res, 200, envelope('Success', '', { ok: true }));
    // The first attempt (old token) answers 401 only after the other call has refreshed.
    setTimeout(() => send(res, 401, envelope('Invalid', 'Unauthorized')), 150);
  });
  const [a, b] = await Promise.all([apiGet<{ ok: boolean }>('protected'), apiGet<{ ok: boolean }>('slow')]);
  expect(a.data.ok).toBe(true);
  expect(b.data.ok).toBe(true);
  expect(slowSeen).toBe(2);
  expect(refreshCalls).toBe(1);
});

test('a 401 that arrives after a logout neither refreshes nor sends the browser to the login page again', async () => {
  loginWith('t1', 'r1');
  let answer: (() => void) | null = null;
  routes.set('GET /api/slow', (_req, _b, res) => {
    answer = () => send(res, 401, envelope('Invalid', 'Unauthorized'));
  });
  const call = apiGet('slow').catch((e: unknown) => e);
  await new Promise((r) => setTimeout(r, 50));
  useSession.getState().clear('user');
  answer!();
  const err = await call;
  expect(err).toBeInstanceOf(ApiError);
  expect((err as ApiError).status).toBe(401);
  expect(refreshCalls).toBe(0);
  expect(navigations).toEqual([]);
});

test('a refresh refused because the user logged out meanwhile does not send the browser to the login page again', async () => {
  loginWith('t1', 'r1');
  let answerRefresh: (() => void) | null = null;
  routes.set('POST /api/auth/refreshtoken', (_req, _b, res) => {
    refreshCalls += 1;
    answerRefresh = () => send(res, 401, envelope('Invalid', 'Session ended'));
  });
  routes.set('GET /api/gone', (_req, _b, res) => send(res, 401, envelope('Invalid', 'Unauthorized')));
  const call = apiGet('gone').catch((e: unknown) => e);
  await new Promise((r) => setTimeout(r, 50));
  expect(refreshCalls).toBe(1);
  useSession.getState().clear('user');
  answerRefresh!();
  expect(((await call) as ApiError).status).toBe(401);
  expect(navigations).toEqual([]);
});

test('a 401 answered while a logout is ending the session (before the page cleared it) does not send the browser to the login page', async () => {
  loginWith('t1', 'bad-refresh');
  sessionEnding();
  const events: string[] = [];
  const off = bus.on('unauthorized', ({ path }) => events.push(path));
  const err = await apiGet('protected').catch((e) => e);
  off();
  expect(err.status).toBe(401);
  // The logout clears the session and navigates itself; the 401 rule leaves both to it.
  expect(navigations).toEqual([]);
  expect(events).toEqual([]);
  expect(useSession.getState().token).toBe('t1');
  // The next login (it emits 'login') has its own 401 redirect again.
  useSession.getState().clear('user');
  loginWith('t1', 'bad-refresh');
  await apiGet('protected').catch(() => undefined);
  expect(navigations).toEqual(['/home/login']);
});

test('a refresh answered after a logout does not store its tokens again', async () => {
  loginWith('t1', 'r1', new Date(Date.now() + 20_000).toISOString());
  let answerRefresh: (() => void) | null = null;
  routes.set('POST /api/auth/refreshtoken', (_req, _b, res) => {
    refreshCalls += 1;
    answerRefresh = () =>
      send(res, 200, envelope('Success', '', { token: 't2', refreshToken: 'r2', tokenExpiresAt: new Date(Date.now() + 3600_000).toISOString(), refreshExpiresAt: new Date(Date.now() + 86400_000).toISOString() }));
  });
  // The refresh ahead of time leaves with the call; the idle guard logs the user out before it is answered.
  const call = apiGet('protected').catch((e: unknown) => e);
  await new Promise((r) => setTimeout(r, 50));
  expect(refreshCalls).toBe(1);
  sessionEnding();
  useSession.getState().clear('user');
  answerRefresh!();
  await call;
  expect(useSession.getState().token).toBeNull();
  expect(useSession.getState().refreshToken).toBeNull();
  expect(navigations).toEqual([]);
});

describe('an overloaded API (503 with Retry-After)', () => {
  test("the call fails with the spec's 'Network Error!' and the shell is told how long to wait", async () => {
    routes.set('GET /api/busy', (_req, _b, res) => {
      res.writeHead(503, { 'content-type': 'application/json', 'retry-after': '7' });
      res.end(JSON.stringify(envelope('Invalid', 'Network Error!', { retryAfterSeconds: 7 })));
    });
    routes.set('GET /api/busy-no-header', (_req, _b, res) => send(res, 503, envelope('Invalid', 'Network Error!', { retryAfterSeconds: 12 })));
    const told: number[] = [];
    const off = bus.on('overloaded', ({ retryAfterSeconds }) => told.push(retryAfterSeconds));
    try {
      const err = await apiGet('busy').catch((e: unknown) => e);
      expect(err).toBeInstanceOf(ApiError);
      expect((err as ApiError).status).toBe(503);
      expect((err as ApiError).message).toBe('Network Error!');
      await apiGet('busy-no-header').catch(() => undefined);
      expect(told).toEqual([7, 12]);
    } finally {
      off();
    }
  });
});

test('the role the server says on an answer becomes the signed-in user’s, so the menu and routes follow without signing in again', async () => {
  loginWith('t1', 'r1');
  const withRole = (role: string) => (_r: IncomingMessage, _b: string, res: ServerResponse) => {
    res.writeHead(200, { 'content-type': 'application/json', 'x-portal-role': role });
    res.end(JSON.stringify(envelope('Success', '', 0)));
  };
  routes.set('GET /api/notification/GetAllActiveNotificationsCount', withRole('1'));
  await apiGet('notification/GetAllActiveNotificationsCount');
  expect(useSession.getState().user?.roleId).toBe(1);
  routes.set('GET /api/notification/GetAllActiveNotificationsCount', withRole('3'));
  await apiGet('notification/GetAllActiveNotificationsCount');
  expect(useSession.getState().user?.roleId).toBe(3);
  // An answer to a call of an ended session changes nothing.
  useSession.getState().clear();
  await apiGet('notification/GetAllActiveNotificationsCount');
  expect(useSession.getState().user).toBeNull();
});
