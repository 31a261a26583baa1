import { createLocalJWKSet, jwtVerify, type JSONWebKeySet } from 'jose';

export type FetchLike = (url: string, init?: RequestInit) => Promise<Response>;

/** What the authorization request carries besides the client's own registration (docs/product.md#accounts-digital-identity). */
export interface AuthorizationRequest {
  state: string;
  /** S256 challenge of the verifier the server keeps for this state. */
  codeChallenge: string;
  nonce: string;
  /** The portal's language, sent as `ui_locales` so the provider's pages match it. */
  lang: 'en' | 'ar';
}

export type ExchangeResult =
  | { ok: true; issuer: string; claims: Record<string, unknown> }
  /** inactive-code: the token endpoint refused the code (used, expired, not ours); user-info: no usable user information; unavailable: the provider could not be reached or answered nonsense. */
  | { ok: false; reason: 'inactive-code' | 'user-info' | 'unavailable'; detail: string };

/** The national digital identity provider as the portal uses it: an OpenID Connect authorization-code client. */
export interface IdentityAdapter {
  readonly kind: 'embedded' | 'oidc';
  /** The provider's issuer identifier: with the subject's uuid it identifies a person (never the name). */
  readonly issuer: string;
  /** Where the provider sends the browser back: the login page, which reads the provider's return markers. */
  readonly redirectUri: string;
  authorizationUrl(request: AuthorizationRequest): Promise<string>;
  /** Code → tokens (client secret + PKCE verifier) → verified ID token (when given) → user information. */
  exchangeCode(code: string, codeVerifier: string, nonce: string): Promise<ExchangeResult>;
  /** The provider's logout (RP-initiated logout), returning to `postLogoutRedirectUri`; null when it has none. */
  endSessionUrl(postLogoutRedirectUri: string, lang: 'en' | 'ar'): Promise<string | null>;
}

export interface OidcClientOptions {
  kind: 'embedded' | 'oidc';
  issuer: string;
  clientId: string;
  clientSecret: () => Promise<string>;
  scope: string;
  acrValues: string;
  redirectUri: string;
  fetch: FetchLike;
  /** How long discovery and the signing keys are reused before being read again. */
  cacheMs?: number;
}

interface ProviderMetadata {
  issuer: string;
  authorization_endpoint: string;
  token_endpoint: string;
  userinfo_endpoint?: string;
  jwks_uri?: string;
  end_session_endpoint?: string;
}

const REQUEST_TIMEOUT_MS = 10_000;
/** Asymmetric algorithms only: an ID token signed with the client secret (HS256) is not accepted. */
const ID_TOKEN_ALGORITHMS = ['RS256', 'PS256', 'ES256', 'ES384', 'EdDSA'];

class ProviderError extends Error {}

/**
 * A small OpenID Connect client (authorization code + PKCE S256 + client_secret_basic), the same code
 * for the embedded provider and a real one: everything it knows of the provider comes from discovery
 * at `<issuer>/.well-known/openid-configuration`.
 */
export class OidcIdentityClient implements IdentityAdapter {
  readonly kind: 'embedded' | 'oidc';
  readonly issuer: string;
  readonly redirectUri: string;
  private metadata: { value: Promise<ProviderMetadata>; at: number } | null = null;
  private keys: { value: Promise<JSONWebKeySet>; at: number } | null = null;

  constructor(private readonly options: OidcClientOptions) {
    this.kind = options.kind;
    this.issuer = options.issuer.replace(/\/+$/, '');
    this.redirectUri = options.redirectUri;
  }

  private async request(url: string, init: RequestInit = {}): Promise<Response> {
    try {
      return await this.options.fetch(url, { ...init, redirect: 'manual', signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
    } catch (err) {
      throw new ProviderError(`request to ${new URL(url).pathname} failed: ${(err as Error).message}`);
    }
  }

  private async readJson(res: Response, what: string): Promise<Record<string, unknown>> {
    const text = await res.text();
    try {
      const body = JSON.parse(text) as unknown;
      if (body && typeof body === 'object' && !Array.isArray(body)) return body as Record<string, unknown>;
    } catch {
      // fall through
    }
    throw new ProviderError(`${what}: HTTP ${res.status}, not a JSON object`);
  }

  private fresh<T>(entry: { value: Promise<T>; at: number } | null): entry is { value: Promise<T>; at: number } {
    return !!entry && Date.now() - entry.at < (this.options.cacheMs ?? 3_600_000);
  }

  discover(): Promise<ProviderMetadata> {
    if (this.fresh(this.metadata)) return this.metadata.value;
    const value = (async () => {
      const res = await this.request(`${this.issuer}/.well-known/openid-configuration`);
      if (!res.ok) throw new ProviderError(`discovery: HTTP ${res.status}`);
      const m = (await this.readJson(res, 'discovery')) as unknown as ProviderMetadata;
      // The issuer of the metadata must be the configured one (OpenID Connect Discovery §4.3).
      if (String(m.issuer).replace(/\/+$/, '') !== this.issuer) throw new ProviderError(`discovery: issuer ${m.issuer} is not ${this.issuer}`);
      if (!m.authorization_endpoint || !m.token_endpoint) throw new ProviderError('discovery: endpoints missing');
      return m;
    })();
    this.metadata = { value, at: Date.now() };
    value.catch(() => (this.metadata = null));
    return value;
  }

  private jwks(m: ProviderMetadata, refresh = false): Promise<JSONWebKeySet> {
    if (!refresh && this.fresh(this.keys)) return this.keys.value;
    const value = (async () => {
      if (!m.jwks_uri) throw new ProviderError('discovery: no jwks_uri to verify the ID token');
      const res = await this.request(m.jwks_uri);
      if (!res.ok) throw new ProviderError(`jwks: HTTP ${res.status}`);
      return (await this.readJson(res, 'jwks')) as unknown as JSONWebKeySet;
    })();
    this.keys = { value, at: Date.now() };
    value.catch(() => (this.keys = null));
    return value;
  }

  async authorizationUrl(r: AuthorizationRequest): Promise<string> {
    const m = await this.discover();
    const url = new URL(m.authorization_endpoint);
    const params: Record<string, string> = {
      response_type: 'code',
      client_id: this.options.clientId,
      redirect_uri: this.redirectUri,
      scope: this.options.scope,
      state: r.state,
      nonce: r.nonce,
      code_challenge: r.codeChallenge,
      code_challenge_method: 'S256',
      ui_locales: r.lang,
    };
    if (this.options.acrValues) params['acr_values'] = this.options.acrValues;
    for (const [k, v] of Object.entries(params)) url.searchParams.set(k, v);
    return url.toString();
  }

  async exchangeCode(code: string, codeVerifier: string, nonce: string): Promise<ExchangeResult> {
    let m: ProviderMetadata;
    try {
      m = await this.discover();
    } catch (err) {
      return { ok: false, reason: 'unavailable', detail: (err as Error).message };
    }
    // 1. The code, once, with the client secret and the verifier (RFC 6749 §4.1.3, RFC 7636 §4.5).
    let tokens: Record<string, unknown>;
    try {
      const secret = await this.options.clientSecret();
      const basic = Buffer.from(`${encodeURIComponent(this.options.clientId)}:${encodeURIComponent(secret)}`).toString('base64');
      const res = await this.request(m.token_endpoint, {
        method: 'POST',
        headers: { authorization: `Basic ${basic}`, 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
        body: new URLSearchParams({ grant_type: 'authorization_code', code, redirect_uri: this.redirectUri, code_verifier: codeVerifier }).toString(),
      });
      tokens = await this.readJson(res, 'token');
      if (res.status === 400 && tokens['error'] === 'invalid_grant') return { ok: false, reason: 'inactive-code', detail: String(tokens['error_description'] ?? 'invalid_grant') };
      if (!res.ok) return { ok: false, reason: 'unavailable', detail: `token: HTTP ${res.status} ${String(tokens['error'] ?? '')}` };
    } catch (err) {
      return { ok: false, reason: 'unavailable', detail: (err as Error).message };
    }
    const accessToken = tokens['access_token'];
    if (typeof accessToken !== 'string' || String(tokens['token_type'] ?? '').toLowerCase() !== 'bearer') {
      return { ok: false, reason: 'user-info', detail: 'token: no bearer access token' };
    }

    // 2. The ID token, when the provider gives one: signature, issuer, audience, expiry and our nonce.
    let idSubject: string | undefined;
    if (typeof tokens['id_token'] === 'string') {
      try {
        const verify = async (refresh: boolean) =>
          jwtVerify(tokens['id_token'] as string, createLocalJWKSet(await this.jwks(m, refresh)), {
            issuer: m.issuer,
            audience: this.options.clientId,
            algorithms: ID_TOKEN_ALGORITHMS,
          });
        // A key rotated at the provider since the keys were read: read them once more.
        const { payload } = await verify(false).catch((err: { code?: string }) => {
          if (err.code === 'ERR_JWKS_NO_MATCHING_KEY') return verify(true);
          throw err;
        });
        if (payload['nonce'] !== nonce) return { ok: false, reason: 'user-info', detail: 'id_token: nonce mismatch' };
        idSubject = payload.sub;
      } catch (err) {
        return { ok: false, reason: 'user-info', detail: `id_token: ${(err as Error).message}` };
      }
    }

    // 3. The user information (UAE PASS gives the profile here, not in the ID token).
    if (!m.userinfo_endpoint) return { ok: false, reason: 'user-info', detail: 'discovery: no userinfo_endpoint' };
    try {
      const res = await this.request(m.userinfo_endpoint, { headers: { authorization: `Bearer ${accessToken}`, accept: 'application/json' } });
      if (!res.ok) return { ok: false, reason: 'user-info', detail: `userinfo: HTTP ${res.status}` };
      const claims = await this.readJson(res, 'userinfo');
      // The user information must be about the person the ID token names (OpenID Connect Core §5.3.2).
      if (idSubject !== undefined && claims['sub'] !== idSubject) return { ok: false, reason: 'user-info', detail: 'userinfo: sub differs from the ID token' };
      return { ok: true, issuer: this.issuer, claims };
    } catch (err) {
      return { ok: false, reason: 'user-info', detail: (err as Error).message };
    }
  }

  async endSessionUrl(postLogoutRedirectUri: string, lang: 'en' | 'ar'): Promise<string | null> {
    const m = await this.discover();
    if (!m.end_session_endpoint) return null;
    const url = new URL(m.end_session_endpoint);
    url.searchParams.set('client_id', this.options.clientId);
    url.searchParams.set('post_logout_redirect_uri', postLogoutRedirectUri);
    url.searchParams.set('ui_locales', lang);
    return url.toString();
  }
}
