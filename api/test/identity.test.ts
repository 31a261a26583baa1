import { sql } from 'kysely';
import { MSG, UAE_PASS_SOP1_MARKER } from '@portal/shared/contracts';
import { buildApp } from '../src/app.js';
import { createAdapters } from '../src/adapters/index.js';
import { CSP_DIRECTIVES } from '../src/app.js';
import { IDENTITY_EXCHANGES_PER_IP_PER_HOUR, IDENTITY_REGISTRATIONS_PER_IP_PER_HOUR, IDENTITY_STARTS_PER_IP_PER_HOUR, LINK_FAILURES_PER_REFERENCE } from '../src/modules/auth/identity-service.js';
import { TEXT } from '../src/modules/auth/texts.js';
import { SOP1, SOP2_NEW, SOP2_REGISTERED, SOP3_LINKED, TEST_IDENTITIES, VISITOR } from '../src/standins/idp/identities.js';
import { DEMO_PASSWORD } from '../src/modules/user/seed.js';
import { post, loginDemo } from './auth-support.js';
import { createTestApp, productionEnv, type TestApp } from './helpers.js';
import { loadConfig } from '../src/config.js';
import { ProviderBrowser, authorize, signInWith, startFakeProvider, startSignIn } from './identity-support.js';

/**
 * The national digital identity (docs/product.md#accounts-digital-identity) against the embedded OpenID provider at /idp,
 * driven through its own pages as a browser would (identity-support.ts), and the production `oidc`
 * adapter against a provider on a real socket for the failures a correct provider never produces.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { seed: true });
});
afterAll(async () => {
  await t.close();
});

const uuidOf = (i: { claims: Record<string, string> }) => i.claims['uuid']!;
const userByMobile = (mobile: string) =>
  t.handle.db.selectFrom('users').selectAll().where('mobile', '=', mobile).where('status', '=', 'active').executeTakeFirst();
const reset = (identity: { claims: Record<string, string> }) => post(t, '/api/dev/identity/reset', { uuid: uuidOf(identity) });

describe('the embedded provider', () => {
  test('publishes its discovery at /idp with the portal’s flow only (code, PKCE S256, the profile scope, low level)', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/idp/.well-known/openid-configuration', headers: { host: '127.0.0.1:8080' } });
    expect(res.statusCode).toBe(200);
    const d = res.json();
    expect(d.issuer).toBe(`${t.config.publicUrl}/idp`);
    expect(d.response_types_supported).toEqual(['code']);
    expect(d.code_challenge_methods_supported).toEqual(['S256']);
    expect(d.scopes_supported).toEqual(expect.arrayContaining(['openid', 'urn:uae:digitalid:profile:general']));
    expect(d.acr_values_supported).toEqual(['urn:safelayer:tws:policies:authentication:level:low']);
    expect(d.end_session_endpoint).toBe(`${t.config.publicUrl}/idp/session/end`);
  });

  test('its sign-in page lists the five test identities, in the language asked, with a cancel, under the portal’s CSP', async () => {
    for (const lang of ['en', 'ar'] as const) {
      const start = await startSignIn(t, lang);
      const browser = new ProviderBrowser(t);
      const { interactionUrl, html } = await browser.openProvider(start.authorizeUrl);
      expect(html).toContain(`<html lang="${lang}" dir="${lang === 'ar' ? 'rtl' : 'ltr'}">`);
      for (const person of TEST_IDENTITIES) expect(html).toContain(`value="${person.sub}"`);
      expect(html).toContain(`action="${interactionUrl}/abort"`);
      expect(html).toContain(lang === 'ar' ? 'إلغاء والعودة إلى البوابة' : 'Cancel and return to the portal');
      expect(html).not.toMatch(/<script(?![^>]*\bsrc=)/); // nothing inline
      const page = await browser.request('GET', interactionUrl);
      const csp = String(page.headers['content-security-policy']);
      expect(csp).toContain("script-src 'self'");
      expect(csp).not.toContain('unsafe-eval');
    }
  });

  test('cancel returns error=access_denied and the state to the login page', async () => {
    const start = await startSignIn(t);
    const back = await new ProviderBrowser(t).signIn(start.authorizeUrl, 'cancel');
    expect(back.get('error')).toBe('access_denied');
    expect(back.get('state')).toBe(start.state);
    expect(back.get('code')).toBeNull();
  });

  test('the authorize address: code flow, the login page as return, PKCE S256, state, nonce, ui_locales, low level', async () => {
    const start = await startSignIn(t, 'ar');
    const u = new URL(start.authorizeUrl);
    expect(`${u.origin}${u.pathname}`).toBe(`${t.config.publicUrl}/idp/auth`);
    expect(Object.fromEntries(u.searchParams)).toMatchObject({
      response_type: 'code',
      client_id: 'patient-portal',
      redirect_uri: `${t.config.publicUrl}/home/login`,
      scope: 'openid urn:uae:digitalid:profile:general',
      state: start.state,
      code_challenge_method: 'S256',
      ui_locales: 'ar',
      acr_values: 'urn:safelayer:tws:policies:authentication:level:low',
    });
    expect(u.searchParams.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    // The verifier never leaves the server, and the state is kept only as its hash.
    const rows = await t.handle.db.selectFrom('identity_auth_requests').select(['state_hash', 'code_verifier']).execute();
    expect(rows.some((r) => r.state_hash === start.state)).toBe(false);
    expect(start.authorizeUrl).not.toContain(rows[rows.length - 1]!.code_verifier);
  });

  test('a restart in the middle of a sign-in loses nothing: its state is in the database', async () => {
    const start = await startSignIn(t);
    const browser = new ProviderBrowser(t);
    const { interactionUrl } = await browser.openProvider(start.authorizeUrl);
    // A second app on the same database: a new provider instance, nothing shared in memory.
    const again = await buildApp({ config: t.config, db: t.handle.db, dbKind: t.handle.kind, adapters: createAdapters(t.config, t.handle.db) });
    await again.ready();
    try {
      const other = Object.assign(Object.create(Object.getPrototypeOf(browser)), browser, { t: { ...t, app: again } }) as ProviderBrowser;
      const end = await other.follow(`${interactionUrl}/login`, 'POST', { identity: SOP3_LINKED.sub });
      const code = new URL(end.location).searchParams.get('code')!;
      const res = await again.inject({ method: 'POST', url: '/api/auth/authorizeuaepassuser', payload: { accessCode: code, state: start.state } });
      expect(res.json().message.status).toBe('Success');
      expect(res.json().data.uaeUser).toBe(true);
    } finally {
      await again.close();
    }
  });
});

describe('authorizeuaepassuser', () => {
  test('SOP3 linked to the demo patient: Success with a token (uaeUser), a session marked as the provider’s', async () => {
    const { result } = await signInWith(t, SOP3_LINKED.sub);
    expect(result.status).toBe(200);
    expect(result.body.message.status).toBe('Success');
    expect(result.body.data).toMatchObject({ uaeUser: true, mobile: '501234567', callingCode: '971', firstName: 'Ahmed', lastName: 'Al Mansoori' });
    expect(result.body.data.token).toEqual(expect.any(String));
    const session = await t.handle.db.selectFrom('sessions').select('via').orderBy('created_at', 'desc').executeTakeFirstOrThrow();
    expect(session.via).toBe('identity');
  });

  test('the same code is exchanged once: a replay with its state, or with a new state, is refused (BadRequest)', async () => {
    const { start, code } = await signInWith(t, SOP3_LINKED.sub);
    const replay = await authorize(t, code, start.state);
    expect(replay.body.message).toEqual({ status: 'BadRequest', message: MSG.inactiveAuthorizationCode });
    expect(replay.body.data).toBeNull();
    // Even bound to a fresh state, the provider refuses a used code.
    const fresh = await startSignIn(t);
    const again = await authorize(t, code, fresh.state);
    expect(again.body.message).toEqual({ status: 'BadRequest', message: MSG.inactiveAuthorizationCode });
  });

  test('a wrong state is refused without spending the code, which still works with its own state', async () => {
    const start = await startSignIn(t);
    const back = await new ProviderBrowser(t).signIn(start.authorizeUrl, { sub: SOP3_LINKED.sub });
    const code = back.get('code')!;
    const wrong = await authorize(t, code, `${start.state.slice(0, -2)}xx`);
    expect(wrong.body.message).toEqual({ status: 'BadRequest', message: MSG.inactiveAuthorizationCode });
    const right = await authorize(t, code, start.state);
    expect(right.body.message.status).toBe('Success');
  });

  test('SOP1: Invalid "SOP1 user" with the provider’s logout, which returns to the login page flagged isSOP1User', async () => {
    const { result, browser } = await signInWith(t, SOP1.sub);
    expect(result.body.message).toEqual({ status: 'Invalid', message: UAE_PASS_SOP1_MARKER });
    const logoutUrl = new URL(result.body.data.logoutUrl);
    expect(logoutUrl.pathname).toBe('/idp/session/end');
    expect(logoutUrl.searchParams.get('post_logout_redirect_uri')).toBe(`${t.config.publicUrl}/home/login?isSOP1User=true`);
    const back = await browser.logout(logoutUrl.toString());
    expect(back.html).toContain('src="/idp/assets/logout.js"');
    expect(back.html).not.toMatch(/<script(?![^>]*\bsrc=)/);
    expect(back.location).toBe(`${t.config.publicUrl}/home/login?isSOP1User=true`);
    // The provider's session is over: the next sign-in shows its page again.
    const again = await startSignIn(t);
    const first = await browser.request('GET', again.authorizeUrl);
    expect(String(first.headers.location)).toContain('/idp/interaction/');
    // A browser without the provider's session (another device) gets the same page: no inline script.
    const elsewhere = await new ProviderBrowser(t).logout(logoutUrl.toString());
    expect(elsewhere.html).toContain('src="/idp/assets/logout.js"');
    expect(elsewhere.html).not.toMatch(/<script(?![^>]*\bsrc=)/);
    expect(elsewhere.location).toBe(`${t.config.publicUrl}/home/login?isSOP1User=true`);
    expect(await userByMobile(SOP1.claims['mobile']!.slice(3))).toBeUndefined();
  });

  test('a visitor is not eligible (Invalid with the spec’s text); no account, nothing pending', async () => {
    const before = await t.handle.db.selectFrom('identity_pending').select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow();
    const { result } = await signInWith(t, VISITOR.sub);
    expect(result.body.message).toEqual({ status: 'Invalid', message: MSG.notEligible });
    expect(result.body.data).toBeNull();
    const after = await t.handle.db.selectFrom('identity_pending').select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow();
    expect(after.n).toBe(before.n);
  });

  test('bad input: 400 with the spec’s text', async () => {
    const res = await post(t, '/api/auth/authorizeuaepassuser', { accessCode: 'x' });
    expect(res.status).toBe(400);
    expect(res.body.message.message).toBe(MSG.allFieldsRequired);
    expect(res.body.data).toEqual({ field: 'state' });
  });
});

describe('register (Success without token → /home/UAEregister)', () => {
  beforeEach(async () => {
    await reset(SOP2_NEW);
  });

  test('SOP2 without an account: the provider’s profile, then registeruaepassuser with the date of birth logs in', async () => {
    const { result } = await signInWith(t, SOP2_NEW.sub);
    expect(result.body.message.status).toBe('Success');
    expect(result.body.data.token).toBeUndefined();
    expect(result.body.data.profile).toEqual({
      firstName: 'Layla', lastName: 'Al Hammadi', firstNameAr: 'ليلى', lastNameAr: 'الحمادي', email: 'layla.alhammadi@id.example',
      callingCode: '971', mobile: '547000101', genderId: 2, countryId: 784, documentTypeId: 1, documentId: '784199276543218',
    });
    const referenceId = result.body.data.referenceId as string;

    const mismatch = await post(t, '/api/auth/registeruaepassuser', { referenceId, dateOfBirth: '01/01/1990' });
    expect(mismatch.status).toBe(400);
    expect(mismatch.body.message.message).toBe(MSG.emiratesIdDobMismatch);
    const future = await post(t, '/api/auth/registeruaepassuser', { referenceId, dateOfBirth: '01/01/2999' });
    expect(future.body.message.message).toBe(MSG.dobInFuture);

    const done = await post(t, '/api/auth/registeruaepassuser', { referenceId, dateOfBirth: '20/05/1992' });
    expect(done.body.message.status).toBe('Success');
    expect(done.body.data).toMatchObject({ uaeUser: true, firstName: 'Layla', mobile: '547000101', isDOBAvailable: true });
    const row = await userByMobile('547000101');
    expect(row).toMatchObject({ uae_pass_uuid: uuidOf(SOP2_NEW), uae_pass_issuer: `${t.config.publicUrl}/idp`, password_hash: null, document_id: '784199276543218', country_id: 784, gender_id: 2 });

    // The reference is used up; the next sign-in with the identity logs straight in.
    const twice = await post(t, '/api/auth/registeruaepassuser', { referenceId, dateOfBirth: '20/05/1992' });
    expect(twice.body.message).toEqual({ status: 'Invalid', message: TEXT.identityExpired });
    const next = await signInWith(t, SOP2_NEW.sub);
    expect(next.result.body.data).toMatchObject({ uaeUser: true, userId: row!.id });

    // The provider's fields are locked in the profile; there is no password to change.
    const token = done.body.data.token as string;
    const profile = await t.app.inject({ method: 'GET', url: '/api/user/profile', headers: { authorization: `Bearer ${token}` } });
    expect(profile.json().data).toMatchObject({ isUaePassUser: true, hasPassword: false });
  });

  test('a mobile already registered is refused with the spec’s text (then linking is the way)', async () => {
    await reset(SOP2_REGISTERED);
    const { result } = await signInWith(t, SOP2_REGISTERED.sub);
    const res = await post(t, '/api/auth/registeruaepassuser', { referenceId: result.body.data.referenceId, dateOfBirth: '12/09/1990' });
    expect(res.body.message).toEqual({ status: 'Conflict', message: MSG.mobileAlreadyRegisteredLink });
    // The refusal does not use the reference up: the person can still link with it.
    const link = await post(t, '/api/auth/login', { callingCode: '971', mobile: '500000004', password: DEMO_PASSWORD, referenceIdForLinking: result.body.data.referenceId });
    expect(link.body.message.status).toBe('Success');
    await reset(SOP2_REGISTERED);
  });

  test('unknown or forged reference, and bad bodies', async () => {
    const unknown = await post(t, '/api/auth/registeruaepassuser', { referenceId: 'nope', dateOfBirth: '20/05/1992' });
    expect(unknown.body.message).toEqual({ status: 'Invalid', message: TEXT.identityExpired });
    const missing = await post(t, '/api/auth/registeruaepassuser', { referenceId: 'x' });
    expect(missing.status).toBe(400);
    expect(missing.body.message.message).toBe(MSG.allFieldsRequired);
    // A document typed on this screen needs 5 characters (not 6 as elsewhere).
    const short = await post(t, '/api/auth/registeruaepassuser', { referenceId: 'x', dateOfBirth: '20/05/1992', documentTypeId: 4, documentId: 'A123' });
    expect(short.status).toBe(400);
    expect(short.body.message.message).toBe(MSG.invalidDocumentId);
    const five = await post(t, '/api/auth/registeruaepassuser', { referenceId: 'x', dateOfBirth: '20/05/1992', documentTypeId: 4, documentId: 'A1234' });
    expect(five.status).toBe(200);
  });
});

describe('link (login with referenceIdForLinking)', () => {
  beforeEach(async () => {
    await reset(SOP2_REGISTERED);
  });

  test('wrong password: Invalid with the attempts left; right password: linked by issuer + uuid and logged in', async () => {
    const { result } = await signInWith(t, SOP2_REGISTERED.sub);
    const referenceIdForLinking = result.body.data.referenceId as string;
    const wrong = await post(t, '/api/auth/login', { callingCode: '971', mobile: '500000004', password: 'Wrong#2026', referenceIdForLinking });
    expect(wrong.body.message.status).toBe('Invalid');
    expect(wrong.body.message.message).toBe(TEXT.wrongPassword(4));
    expect(wrong.body.data).toBeNull();

    const right = await post(t, '/api/auth/login', { callingCode: '971', mobile: '500000004', password: DEMO_PASSWORD, referenceIdForLinking });
    expect(right.body.message).toEqual({ status: 'Success', message: TEXT.identityLinked });
    expect(right.body.data).toMatchObject({ mobile: '500000004', firstName: 'Fatima' });
    const row = await userByMobile('500000004');
    expect(row).toMatchObject({ uae_pass_uuid: uuidOf(SOP2_REGISTERED), uae_pass_issuer: `${t.config.publicUrl}/idp` });
    const counters = await t.handle.db.selectFrom('login_counters').select('failed_attempts').where('user_id', '=', row!.id).executeTakeFirst();
    expect(counters?.failed_attempts ?? 0).toBe(0);

    const next = await signInWith(t, SOP2_REGISTERED.sub);
    expect(next.result.body.data).toMatchObject({ uaeUser: true, userId: row!.id });
  });

  test('an account linked to another identity is refused; a reference dies after repeated wrong passwords', async () => {
    const { result } = await signInWith(t, SOP2_REGISTERED.sub);
    const referenceIdForLinking = result.body.data.referenceId as string;
    const other = await post(t, '/api/auth/login', { callingCode: '971', mobile: '501234567', password: DEMO_PASSWORD, referenceIdForLinking });
    expect(other.body.message).toEqual({ status: 'Invalid', message: TEXT.accountLinkedToOther });

    for (let i = 0; i < LINK_FAILURES_PER_REFERENCE; i += 1) {
      const res = await post(t, '/api/auth/login', { callingCode: '971', mobile: `5899${String(i).padStart(5, '0')}`, password: 'Wrong#2026', referenceIdForLinking });
      expect(res.body.message.status).toBe('NotFound');
    }
    const dead = await post(t, '/api/auth/login', { callingCode: '971', mobile: '500000004', password: DEMO_PASSWORD, referenceIdForLinking });
    expect(dead.body.message).toEqual({ status: 'Invalid', message: TEXT.identityExpired });
    expect((await userByMobile('500000004'))!.uae_pass_uuid).toBeNull();
  });
});

describe('logout', () => {
  test('a session of the provider gets the provider’s logout address back to /home/login; a password session does not', async () => {
    const { result, browser } = await signInWith(t, SOP3_LINKED.sub, 'ar');
    const out = await post(t, '/api/auth/logout?lang=ar', { refreshToken: result.body.data.refreshToken });
    expect(out.body.message.status).toBe('Success');
    const url = new URL(out.body.data.identityLogoutUrl);
    expect(url.pathname).toBe('/idp/session/end');
    expect(url.searchParams.get('post_logout_redirect_uri')).toBe(`${t.config.publicUrl}/home/login`);
    expect(url.searchParams.get('ui_locales')).toBe('ar');
    const back = await browser.logout(url.toString());
    expect(back.html).toContain('<html lang="ar" dir="rtl">');
    expect(back.location).toBe(`${t.config.publicUrl}/home/login`);

    const password = await loginDemo(t, 'admin');
    const plain = await post(t, '/api/auth/logout', {}, password.token);
    expect(plain.body.data).toBeNull();
  });
});

describe('rate limits', () => {
  const fill = async (key: string, n: number) =>
    t.handle.db.insertInto('rate_events').values(Array.from({ length: n }, () => ({ key }))).execute();

  test('start, exchange and registration are limited per client address (429)', async () => {
    const ip = '203.0.113.77';
    await fill(`uaepass-start-ip:${ip}`, IDENTITY_STARTS_PER_IP_PER_HOUR);
    const start = await t.app.inject({ method: 'POST', url: '/api/auth/uaepassstart', payload: { lang: 'en' }, remoteAddress: ip });
    expect(start.statusCode).toBe(429);
    expect(start.json().message.message).toBe(TEXT.identityLimit);

    await fill(`uaepass-authorize-ip:${ip}`, IDENTITY_EXCHANGES_PER_IP_PER_HOUR);
    const exchange = await authorize(t, 'code', 'state', { ip, lang: 'ar' });
    expect(exchange.status).toBe(429);
    expect(exchange.body.message.message).toBe('محاولات كثيرة لتسجيل الدخول عبر الهوية الرقمية من شبكتك. يرجى المحاولة لاحقاً.');

    await fill(`uaepass-register-ip:${ip}`, IDENTITY_REGISTRATIONS_PER_IP_PER_HOUR);
    const register = await t.app.inject({ method: 'POST', url: '/api/auth/registeruaepassuser', payload: { referenceId: 'r', dateOfBirth: '20/05/1992' }, remoteAddress: ip });
    expect(register.statusCode).toBe(429);

    // Another address is not affected.
    const other = await t.app.inject({ method: 'POST', url: '/api/auth/uaepassstart', payload: { lang: 'en' }, remoteAddress: '203.0.113.78' });
    expect(other.statusCode).toBe(200);
  });
});

describe('a real provider over HTTP (IDENTITY_ADAPTER=oidc)', () => {
  let provider: Awaited<ReturnType<typeof startFakeProvider>>;
  let p: TestApp;
  beforeAll(async () => {
    provider = await startFakeProvider('portal-client', 'portal-secret');
    p = await createTestApp({ IDENTITY_ADAPTER: 'oidc', IDENTITY_ISSUER_URL: provider.issuer, IDENTITY_CLIENT_ID: 'portal-client', IDENTITY_CLIENT_SECRET: 'portal-secret' });
  });
  afterAll(async () => {
    await p.close();
    await provider.close();
  });
  const claims = { sub: 'UAEPASS/u-1', uuid: 'u-1', firstnameEN: 'Sara', lastnameEN: 'Khan', email: 'sara@example.org', mobile: '971547000999', gender: 'Female', nationalityEN: 'IND', userType: 'SOP2' };
  const exchange = async () => {
    const start = await startSignIn(p);
    const code = provider.issueCode(start.authorizeUrl);
    return { code, start, result: await authorize(p, code, start.state) };
  };

  test('the configured issuer is used through discovery; the code goes with the client secret and the PKCE verifier', async () => {
    Object.assign(provider.behaviour, { token: 'ok', userinfo: 'ok', idToken: 'good', claims });
    const start = await startSignIn(p);
    expect(start.authorizeUrl.startsWith(`${provider.issuer}/authorize?`)).toBe(true);
    expect(new URL(start.authorizeUrl).searchParams.get('client_id')).toBe('portal-client');
    const code = provider.issueCode(start.authorizeUrl);
    const res = await authorize(p, code, start.state);
    expect(res.body.message.status).toBe('Success');
    // No Emirates ID from the provider: the registration screen asks for a document (5 characters at least).
    expect(res.body.data.profile).toMatchObject({ firstName: 'Sara', countryId: 356, documentTypeId: null, documentId: null, mobile: '547000999' });
    const sent = provider.seen.tokenRequests.at(-1)!;
    expect(sent.get('grant_type')).toBe('authorization_code');
    expect(sent.get('code_verifier')).toMatch(/^[\w-]{43}$/);
    expect(provider.seen.authorization.at(-1)).toBe(`Basic ${Buffer.from('portal-client:portal-secret').toString('base64')}`);
    // The /idp stand-in exists only for the embedded adapter's sake; the portal never calls it here.
    const noDoc = await post(p, '/api/auth/registeruaepassuser', { referenceId: res.body.data.referenceId, dateOfBirth: '01/02/1995' });
    expect(noDoc.status).toBe(400);
    expect(noDoc.body.data).toEqual({ field: 'documentId' });
    const withDoc = await post(p, '/api/auth/registeruaepassuser', { referenceId: res.body.data.referenceId, dateOfBirth: '01/02/1995', documentTypeId: 4, documentId: 'k1234' });
    expect(withDoc.body.message.status).toBe('Success');
    const row = await p.handle.db.selectFrom('users').selectAll().where('mobile', '=', '547000999').executeTakeFirstOrThrow();
    expect(row).toMatchObject({ uae_pass_issuer: provider.issuer, uae_pass_uuid: 'u-1', document_type_id: 4, document_id: 'K1234', country_id: 356 });
  });

  test('Error when the user information cannot be had (userinfo fails, no uuid, ID token for another nonce)', async () => {
    for (const broken of [{ userinfo: 'error', idToken: 'none' }, { userinfo: 'no-uuid', idToken: 'none' }, { userinfo: 'ok', idToken: 'bad-nonce' }] as const) {
      Object.assign(provider.behaviour, { token: 'ok', claims, ...broken });
      const { result } = await exchange();
      expect(result.body.message).toEqual({ status: 'Error', message: MSG.uaePassUserNotFound });
    }
  });

  test('BadRequest when the token endpoint refuses the code; Error when it fails', async () => {
    Object.assign(provider.behaviour, { token: 'invalid_grant', userinfo: 'ok', idToken: 'none', claims });
    expect((await exchange()).result.body.message).toEqual({ status: 'BadRequest', message: MSG.inactiveAuthorizationCode });
    Object.assign(provider.behaviour, { token: 'server_error' });
    expect((await exchange()).result.body.message).toEqual({ status: 'Error', message: MSG.uaePassUserNotFound });
  });

  test('start uses only configuration: the configured issuer and client; the stand-in is never asked', async () => {
    const before = await p.handle.db.selectFrom('idp_store').select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow();
    const start = await startSignIn(p, 'ar');
    expect(new URL(start.authorizeUrl).origin).toBe(provider.issuer);
    const after = await p.handle.db.selectFrom('idp_store').select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow();
    expect(after.n).toBe(before.n);
  });
});

test('production: /idp is not mounted, and an identity provider over plain HTTP is refused', async () => {
  expect(JSON.stringify(CSP_DIRECTIVES)).not.toContain('unsafe-eval');
  const config = loadConfig(productionEnv());
  const app = await buildApp({ config, db: t.handle.db, dbKind: t.handle.kind, adapters: createAdapters(config, t.handle.db) });
  try {
    const res = await app.inject({ url: '/idp/.well-known/openid-configuration' });
    expect(res.statusCode).toBe(404);
  } finally {
    await app.close();
  }
  expect(() => loadConfig(productionEnv({ IDENTITY_ISSUER_URL: 'http://id.example' }))).toThrow('IDENTITY_ISSUER_URL must be an https:// address in production mode');
});
