import type { TestApp } from './helpers.js';

/**
 * A browser stand-in for the API tests of the digital identity: follows the embedded provider's
 * redirects with a cookie jar, as Chromium does in the e2e journeys, through the real provider pages.
 */
export class ProviderBrowser {
  private jar = new Map<string, string>();
  constructor(private readonly t: TestApp) {}

  private cookieHeader() {
    return [...this.jar].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  async request(method: 'GET' | 'POST', url: string, form?: Record<string, string>) {
    const u = new URL(url, this.t.config.publicUrl);
    const res = await this.t.app.inject({
      method,
      url: u.pathname + u.search,
      headers: {
        host: u.host,
        cookie: this.cookieHeader(),
        ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
      ...(form ? { payload: new URLSearchParams(form).toString() } : {}),
    });
    for (const c of res.cookies as { name: string; value: string; expires?: Date; maxAge?: number }[]) {
      if ((c.expires && c.expires.getTime() < Date.now()) || c.maxAge === 0 || c.value === '') this.jar.delete(c.name);
      else this.jar.set(c.name, c.value);
    }
    return res;
  }

  /** GET `url` and follow redirects inside the portal until one leaves /idp; returns that address. */
  async follow(url: string, method: 'GET' | 'POST' = 'GET', form?: Record<string, string>): Promise<{ location: string; lastBody: string; status: number }> {
    let res = await this.request(method, url, form);
    for (let i = 0; i < 10; i += 1) {
      const location = res.headers.location as string | undefined;
      if (!location || res.statusCode < 300 || res.statusCode >= 400) return { location: '', lastBody: res.body, status: res.statusCode };
      const next = new URL(location, this.t.config.publicUrl);
      if (!next.pathname.startsWith('/idp/')) return { location: next.toString(), lastBody: res.body, status: res.statusCode };
      res = await this.request('GET', next.toString());
    }
    throw new Error('too many redirects');
  }

  /**
   * The provider's logout page, as the browser runs it: its script sends the confirmation form at once
   * (here: the form read from the HTML and posted). Returns the address the provider sends the browser to.
   */
  async logout(logoutUrl: string): Promise<{ location: string; html: string }> {
    const page = await this.request('GET', logoutUrl);
    const html = page.body;
    const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1];
    if (!action) throw new Error(`no logout form: ${page.statusCode} ${html.slice(0, 300)}`);
    const form: Record<string, string> = {};
    for (const m of html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)"/g)) form[m[1]!] = m[2]!;
    const done = await this.request('POST', action.replace(/&amp;/g, '&'), form);
    return { location: String(done.headers.location ?? ''), html };
  }

  /** From the authorize address to the provider's page; returns the interaction page address and HTML. */
  async openProvider(authorizeUrl: string): Promise<{ interactionUrl: string; html: string }> {
    const first = await this.request('GET', authorizeUrl);
    const location = first.headers.location as string;
    if (!location?.includes('/idp/interaction/')) throw new Error(`authorize did not go to the sign-in page: ${first.statusCode} ${first.body.slice(0, 300)}`);
    const page = await this.request('GET', location);
    return { interactionUrl: new URL(location, this.t.config.publicUrl).pathname, html: page.body };
  }

  /** Chooses a test identity (or cancels) on the provider's page; returns the query of the return address. */
  async signIn(authorizeUrl: string, choice: { sub: string } | 'cancel'): Promise<URLSearchParams> {
    const { interactionUrl } = await this.openProvider(authorizeUrl);
    const end =
      choice === 'cancel'
        ? await this.follow(`${interactionUrl}/abort`, 'POST', {})
        : await this.follow(`${interactionUrl}/login`, 'POST', { identity: choice.sub });
    const back = new URL(end.location);
    if (back.pathname !== '/home/login') throw new Error(`provider did not return to the login page: ${end.status} ${end.lastBody.slice(0, 300)}`);
    return back.searchParams;
  }
}

export async function startSignIn(t: TestApp, lang: 'en' | 'ar' = 'en', ip?: string) {
  const res = await t.app.inject({ method: 'POST', url: '/api/auth/uaepassstart', payload: { lang }, ...(ip ? { remoteAddress: ip } : {}) });
  if (res.statusCode !== 200) throw new Error(`uaepassstart: ${res.statusCode} ${res.body}`);
  return res.json().data as { authorizeUrl: string; state: string };
}

export async function authorize(t: TestApp, accessCode: string, state: string, opts: { lang?: 'en' | 'ar'; ip?: string } = {}) {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/auth/authorizeuaepassuser${opts.lang ? `?lang=${opts.lang}` : ''}`,
    payload: { accessCode, state },
    ...(opts.ip ? { remoteAddress: opts.ip } : {}),
  });
  return { status: res.statusCode, body: res.json() as { message: { status: string; message: string }; data: any } };
}

/** The whole browser round trip for one identity: start → provider page → code → exchange. */
export async function signInWith(t: TestApp, sub: string, lang: 'en' | 'ar' = 'en', browser = new ProviderBrowser(t)) {
  const start = await startSignIn(t, lang);
  const params = await browser.signIn(start.authorizeUrl, { sub });
  const code = params.get('code');
  if (!code) throw new Error(`no code: ${params.toString()}`);
  expectState(params, start.state);
  return { start, code, browser, result: await authorize(t, code, start.state, { lang }) };
}

function expectState(params: URLSearchParams, state: string) {
  if (params.get('state') !== state) throw new Error(`state came back as ${params.get('state')}`);
}

import http from 'node:http';
import { createHash } from 'node:crypto';
import { SignJWT, exportJWK, generateKeyPair } from 'jose';

export interface FakeProviderBehaviour {
  /** What the token endpoint does with a code. */
  token: 'ok' | 'invalid_grant' | 'server_error';
  /** What the userinfo endpoint answers. */
  userinfo: 'ok' | 'error' | 'no-uuid';
  /** An ID token: none (as UAE PASS's profile scope), a good one, or one with another nonce. */
  idToken: 'none' | 'good' | 'bad-nonce';
  claims: Record<string, string>;
}

/**
 * An OpenID provider on a real socket, for the `oidc` adapter (the production code path, over HTTP):
 * it checks what a real provider checks (client secret, PKCE S256 verifier against the challenge of the
 * authorize address, redirect_uri, one use per code) and can misbehave on purpose, for the Error and
 * BadRequest branches that the embedded provider, being correct, never produces.
 */
export async function startFakeProvider(clientId: string, clientSecret: string) {
  const behaviour: FakeProviderBehaviour = { token: 'ok', userinfo: 'ok', idToken: 'none', claims: {} };
  const codes = new Map<string, { challenge: string; redirectUri: string; nonce: string; used: boolean }>();
  const seen: { tokenRequests: URLSearchParams[]; authorization: string[] } = { tokenRequests: [], authorization: [] };
  const { privateKey, publicKey } = await generateKeyPair('ES256');
  const jwk = { ...(await exportJWK(publicKey)), kid: 'k1', alg: 'ES256', use: 'sig' };
  let issuer = '';
  const server = http.createServer((req, res) => {
    const url = new URL(req.url!, issuer);
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    let raw = '';
    req.on('data', (c) => (raw += c));
    req.on('end', async () => {
      if (url.pathname === '/.well-known/openid-configuration') {
        return send(200, {
          issuer,
          authorization_endpoint: `${issuer}/authorize`,
          token_endpoint: `${issuer}/token`,
          userinfo_endpoint: `${issuer}/userinfo`,
          jwks_uri: `${issuer}/jwks`,
          end_session_endpoint: `${issuer}/logout`,
        });
      }
      if (url.pathname === '/jwks') return send(200, { keys: [jwk] });
      if (url.pathname === '/token') {
        const form = new URLSearchParams(raw);
        seen.tokenRequests.push(form);
        seen.authorization.push(String(req.headers.authorization ?? ''));
        const expected = `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString('base64')}`;
        if (req.headers.authorization !== expected) return send(401, { error: 'invalid_client' });
        if (behaviour.token === 'server_error') return send(500, { error: 'server_error' });
        const code = codes.get(form.get('code') ?? '');
        const verifierOk = code && createHash('sha256').update(form.get('code_verifier') ?? '').digest('base64url') === code.challenge;
        if (behaviour.token === 'invalid_grant' || !code || code.used || !verifierOk || form.get('redirect_uri') !== code.redirectUri) {
          return send(400, { error: 'invalid_grant', error_description: 'grant request is invalid' });
        }
        code.used = true;
        const body: Record<string, unknown> = { access_token: 'at-1', token_type: 'Bearer', expires_in: 600 };
        if (behaviour.idToken !== 'none') {
          body['id_token'] = await new SignJWT({ nonce: behaviour.idToken === 'good' ? code.nonce : 'someone-else' })
            .setProtectedHeader({ alg: 'ES256', kid: 'k1' })
            .setIssuer(issuer)
            .setAudience(clientId)
            .setSubject(behaviour.claims['sub'] ?? 'sub-1')
            .setIssuedAt()
            .setExpirationTime('5m')
            .sign(privateKey);
        }
        return send(200, body);
      }
      if (url.pathname === '/userinfo') {
        if (req.headers.authorization !== 'Bearer at-1') return send(401, { error: 'invalid_token' });
        if (behaviour.userinfo === 'error') return send(500, { error: 'server_error' });
        const claims = { sub: 'sub-1', ...behaviour.claims };
        if (behaviour.userinfo === 'no-uuid') delete (claims as Record<string, string>)['uuid'];
        return send(200, claims);
      }
      send(404, { error: 'not_found' });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  issuer = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  return {
    issuer,
    behaviour,
    seen,
    /** What the provider's sign-in would do: a code for the authorize address the portal built. */
    issueCode(authorizeUrl: string): string {
      const u = new URL(authorizeUrl);
      const code = `code-${codes.size + 1}`;
      codes.set(code, { challenge: u.searchParams.get('code_challenge')!, redirectUri: u.searchParams.get('redirect_uri')!, nonce: u.searchParams.get('nonce')!, used: false });
      return code;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
