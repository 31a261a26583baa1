import ky, { HTTPError, TimeoutError, type KyInstance, type Options as KyOptions } from 'ky';
import { MSG } from '@portal/shared/rules';
import { isEnvelope, type ApiEnvelope, type ContentEnvelope, type RefreshTokenData } from '@portal/shared/rules';
import { LIMITS } from '@portal/shared/rules';
import { bus } from '@portal/shared/session';
import { expiryToMs, sessionStore } from '@portal/shared/session';

/**
 * The one API client (account §7): base URL from configuration, `Invoking_Channel`, bearer token,
 * 300 s time-out, errors normalised to `ApiError`, and the 401 rule — one refresh, one retry, then the
 * session is cleared and the browser goes to /home/login.
 */

export type InvokingChannel = 'PATIENTPORTA' | 'TELECONSULT';

export interface ApiConfig {
  /** Portal API base, absolute or relative to the page ('/api' by default). */
  baseUrl: string;
  /** Used when the stored `wpBaseUrl` is missing (the embedded content-site stand-in). */
  contentBaseUrl: string;
  /**
   * How long a content call waits for the brand's content-site base before it uses `contentBaseUrl`: the shell
   * asks `fetchwpbase` at start (or takes the base the page's HTML names), and a call sent before that would go
   * to no brand at all.
   */
  contentBaseWaitMs: number;
  /** Where a failed 401 sends the browser; a test or a non-browser host may replace it. */
  navigate: (url: string) => void;
  /** The fetch to use (tests in Node pass the global one; browsers use theirs). */
  fetch?: typeof globalThis.fetch;
  timeoutMs: number;
  /** Refresh when the access token expires within this many ms. */
  refreshAheadMs: number;
}

const defaultNavigate = (url: string) => {
  if (typeof window !== 'undefined' && window.location) window.location.assign(url);
};

const config: ApiConfig = {
  baseUrl: '/api',
  contentBaseUrl: '/content',
  contentBaseWaitMs: 3000,
  navigate: defaultNavigate,
  timeoutMs: LIMITS.timeoutMs,
  refreshAheadMs: 60_000,
};

let client: KyInstance = build();

function build(): KyInstance {
  return ky.create({
    prefixUrl: config.baseUrl,
    timeout: config.timeoutMs,
    // The spec makes no automatic retries; a retry is the user's choice (or the 401 rule below).
    retry: 0,
    throwHttpErrors: true,
    ...(config.fetch ? { fetch: config.fetch } : {}),
  });
}

export function configureApi(options: Partial<ApiConfig>): void {
  Object.assign(config, options);
  gaveUp = false;
  if (!options.navigate && 'navigate' in options) config.navigate = defaultNavigate;
  client = build();
}

export function getApiConfig(): Readonly<ApiConfig> {
  return config;
}

/** The normalised error every helper throws (account §7: message, status, statusText, error, errorResponse). */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    message: string,
    /** HTTP status, 0 for a network failure or time-out. */
    public readonly status: number,
    public readonly statusText: string,
    /** The underlying error (HTTPError, TimeoutError, TypeError from fetch…). */
    public readonly error: unknown,
    /** The answer, when there was one: its status and parsed body (`errorResponse.data`). */
    public readonly errorResponse: { status: number; statusText: string; data: unknown } | null,
  ) {
    super(message);
  }

  /** The envelope's status word when the body was an envelope (Invalid, NotFound, Conflict…). */
  get statusWord(): string | undefined {
    const d = this.errorResponse?.data;
    return isEnvelope(d) ? d.message.status : undefined;
  }
}

export function isApiError(e: unknown): e is ApiError {
  return e instanceof ApiError;
}

/** The best message a body offers, in the order the spec lists them (care §7 booking errors). */
export function messageFromBody(body: unknown): string | null {
  if (isEnvelope(body) && body.message.message) return body.message.message;
  if (body && typeof body === 'object') {
    const b = body as Record<string, unknown>;
    const err = b.error as Record<string, unknown> | undefined;
    if (err && typeof err === 'object') {
      if (typeof err.description === 'string' && err.description) return err.description;
      if (typeof err.detail === 'string' && err.detail) return err.detail;
    }
    if (typeof b.error_message === 'string' && b.error_message) return b.error_message;
    if (typeof b.message === 'string' && b.message) return b.message;
  }
  if (typeof body === 'string' && body && body.length < 300 && !body.trimStart().startsWith('<')) return body;
  return null;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text().catch(() => '');
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

export async function toApiError(e: unknown): Promise<ApiError> {
  if (e instanceof ApiError) return e;
  if (e instanceof HTTPError) {
    const { response } = e;
    const data = await readBody(response.clone ? response.clone() : response);
    const message = messageFromBody(data) ?? (response.statusText || MSG.somethingWentWrong);
    return new ApiError(message, response.status, response.statusText, e, { status: response.status, statusText: response.statusText, data });
  }
  if (e instanceof TimeoutError) return new ApiError(MSG.networkError, 0, 'Timeout', e, null);
  // fetch rejects with a TypeError when the network is down or CORS refuses the answer.
  return new ApiError(MSG.networkError, 0, '', e, null);
}

/** Seconds a 503 asks the client to wait: the header, else the envelope's `data.retryAfterSeconds`, else 5. */
export function retryAfterOf(err: ApiError): number {
  const http = err.error instanceof HTTPError ? Number(err.error.response.headers.get('retry-after')) : NaN;
  const body = err.errorResponse?.data as { data?: { retryAfterSeconds?: unknown } } | null | undefined;
  const fromBody = Number(body?.data?.retryAfterSeconds);
  const seconds = Number.isFinite(http) && http > 0 ? http : Number.isFinite(fromBody) && fromBody > 0 ? fromBody : 5;
  return Math.min(Math.ceil(seconds), 300);
}

// ── tokens ───────────────────────────────────────────────────────────────────────────────────────
let refreshing: Promise<boolean> | null = null;

/**
 * POST auth/refreshtoken once, however many calls ask at the same time (they all await the same promise).
 * Resolves true when new tokens are stored.
 */
export function refreshTokens(): Promise<boolean> {
  if (refreshing) return refreshing;
  const { token, refreshToken, refreshExpiresAt } = sessionStore.getState();
  const refreshExpiry = expiryToMs(refreshExpiresAt);
  if (!token || !refreshToken || (refreshExpiry !== null && refreshExpiry <= Date.now())) return Promise.resolve(false);
  refreshing = (async () => {
    try {
      const body = await client
        .post('auth/refreshtoken', { json: { token, refreshToken }, headers: { Invoking_Channel: 'PATIENTPORTA' } })
        .json<ApiEnvelope<RefreshTokenData> | RefreshTokenData>();
      const data = isEnvelope(body) ? (body.data as RefreshTokenData | null) : (body as RefreshTokenData);
      if (isEnvelope(body) && body.message.status !== 'Success') return false;
      if (!data?.token || !data.refreshToken) return false;
      // The session this refresh was for ended while it was on its way (a logout, the idle guard, another
      // call's 401): its tokens must not come back into the store and the browser's storage.
      if (sessionStore.getState().refreshToken !== refreshToken) return false;
      sessionStore.getState().setTokens(data);
      return true;
    } catch {
      return false;
    } finally {
      refreshing = null;
    }
  })();
  return refreshing;
}

let redirecting = false;
let ending = false;
// A new login starts a new session whose own 401 must redirect again.
bus.on('login', () => {
  redirecting = false;
  ending = false;
});

/**
 * Said by whoever ends the session and takes the user to the login page itself (logout, the idle guard): a
 * call on its way meanwhile that is answered 401 (the server revoked the session before the page cleared
 * it) leaves the session to them and does not send the browser to the login page a second time, which would
 * reload the page (seen with the idle logout of the dashboard). The next login lifts it.
 */
export function sessionEnding(): void {
  ending = true;
}

/** The end of the 401 rule: clear the session, tell the shell, go to the login page (once). */
function onUnauthorized(path: string): void {
  // The session already ended meanwhile (a logout while a refresh was on its way, or another call's 401):
  // whoever ended it took the user to the login page; a second trip there would reload the page.
  if (!sessionStore.getState().token || ending) return;
  sessionStore.getState().clear('unauthorized');
  bus.emit('unauthorized', { path });
  if (redirecting) return;
  redirecting = true;
  // Several calls failing together must not queue several navigations.
  setTimeout(() => (redirecting = false), 1000);
  config.navigate('/home/login');
}

async function refreshIfExpiringSoon(): Promise<void> {
  const { token, tokenExpiresAt } = sessionStore.getState();
  const expiry = expiryToMs(tokenExpiresAt);
  if (token && expiry !== null && expiry - Date.now() < config.refreshAheadMs) await refreshTokens();
}

// ── requests ─────────────────────────────────────────────────────────────────────────────────────
export interface RequestOptions {
  searchParams?: Record<string, string | number | boolean | undefined | null> | URLSearchParams;
  /** `TELECONSULT` for the teleconsultation calls. */
  channel?: InvokingChannel;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

type Exec<R> = (headers: Record<string, string>) => Promise<R>;

function cleanParams(p: RequestOptions['searchParams']): URLSearchParams | undefined {
  if (!p) return undefined;
  if (p instanceof URLSearchParams) return p;
  const out = new URLSearchParams();
  for (const [k, v] of Object.entries(p)) if (v !== undefined && v !== null) out.set(k, String(v));
  return out;
}

const stripSlash = (path: string) => path.replace(/^\/+/, '');

/** Runs a call with the portal headers and the 401 rule. `exec` throws ApiError (or anything `toApiError` reads). */
async function withSession<R>(path: string, options: RequestOptions, exec: Exec<R>): Promise<R> {
  await refreshIfExpiringSoon();
  const headersFor = () => {
    const { token, lang } = sessionStore.getState();
    // The page's language, not the browser's: the server words its own texts (e.g. the attempts left after a
    // wrong password) in the language of the request, and a visitor who switched to Arabic reads Arabic.
    const h: Record<string, string> = { Invoking_Channel: options.channel ?? 'PATIENTPORTA', 'Accept-Language': lang === 'ar' ? 'ar' : 'en', ...options.headers };
    if (token) h.Authorization = `Bearer ${token}`;
    return h;
  };
  const first = headersFor();
  try {
    return await exec(first);
  } catch (e) {
    const err = await toApiError(e);
    if (err.status === 503) bus.emit('overloaded', { retryAfterSeconds: retryAfterOf(err) });
    // A 401 without a token sent is an answer to an anonymous call (e.g. a wrong login): nothing to clear.
    if (err.status !== 401 || !first.Authorization) throw err;
    // Another call refreshed the tokens while this one was on its way: retry with the new token rather
    // than rotating the refresh token a second time.
    const current = sessionStore.getState().token;
    // The session ended while this call was on its way (a logout, or another call's 401 already sent the
    // browser to the login page): nothing to refresh and no second trip to the login page, which would
    // reload the page the user is already on.
    if (!current) throw err;
    const alreadyRefreshed = first.Authorization !== `Bearer ${current}`;
    if (alreadyRefreshed || (await refreshTokens())) {
      try {
        return await exec(headersFor());
      } catch (e2) {
        const err2 = await toApiError(e2);
        if (err2.status === 401) onUnauthorized(path);
        throw err2;
      }
    }
    onUnauthorized(path);
    throw err;
  }
}

function kyOptions(options: RequestOptions, headers: Record<string, string>, extra: KyOptions = {}): KyOptions {
  return { headers, searchParams: cleanParams(options.searchParams), signal: options.signal, ...extra };
}

async function parse<R>(response: Response): Promise<R> {
  return (await readBody(response)) as R;
}

/** Any method, the body returned as parsed (for the few calls that answer without the envelope, e.g. true/false). */
export function apiRequest<R>(method: 'get' | 'post' | 'put' | 'delete' | 'patch', path: string, options: RequestOptions & { json?: unknown } = {}): Promise<R> {
  const p = stripSlash(path);
  return withSession(p, options, async (headers) =>
    parse<R>(await client(p, kyOptions(options, headers, { method, ...(options.json !== undefined ? { json: options.json } : {}) }))),
  );
}

export function apiGet<T>(path: string, options: RequestOptions = {}): Promise<ApiEnvelope<T>> {
  return apiRequest<ApiEnvelope<T>>('get', path, options);
}
export function apiPost<T>(path: string, json?: unknown, options: RequestOptions = {}): Promise<ApiEnvelope<T>> {
  return apiRequest<ApiEnvelope<T>>('post', path, { ...options, json });
}
export function apiPut<T>(path: string, json?: unknown, options: RequestOptions = {}): Promise<ApiEnvelope<T>> {
  return apiRequest<ApiEnvelope<T>>('put', path, { ...options, json });
}
export function apiDelete<T>(path: string, options: RequestOptions & { json?: unknown } = {}): Promise<ApiEnvelope<T>> {
  return apiRequest<ApiEnvelope<T>>('delete', path, options);
}

/** POST returning a file (lab report PDF). The bearer token is sent (care §6). */
export function apiBlob(path: string, json?: unknown, options: RequestOptions = {}): Promise<Blob> {
  const p = stripSlash(path);
  return withSession(p, options, async (headers) =>
    (await client(p, kyOptions(options, headers, { method: 'post', ...(json !== undefined ? { json } : {}) }))).blob(),
  );
}

/** GET returning a file (the administrators' .xlsx exports, the sample spreadsheet), with the bearer token. */
export function apiGetBlob(path: string, options: RequestOptions = {}): Promise<Blob> {
  const p = stripSlash(path);
  return withSession(p, options, async (headers) => (await client(p, kyOptions(options, headers, { method: 'get' }))).blob());
}

/** GET returning text (spec: a text response type gives text). */
export function apiText(path: string, options: RequestOptions = {}): Promise<string> {
  const p = stripSlash(path);
  return withSession(p, options, async (headers) => (await client(p, kyOptions(options, headers, { method: 'get' }))).text());
}

export interface UploadProgress {
  loaded: number;
  total: number;
  /** 0–100. */
  percent: number;
}

function joinUrl(base: string, path: string): string {
  return `${base.replace(/\/+$/, '')}/${stripSlash(path)}`;
}

/**
 * Multipart upload. With `onProgress` it goes through XMLHttpRequest: fetch upload progress needs
 * streaming request bodies, which browsers allow only over HTTP/2.
 */
export function apiUpload<T>(path: string, form: FormData, onProgress?: (p: UploadProgress) => void, options: RequestOptions = {}): Promise<ApiEnvelope<T>> {
  const p = stripSlash(path);
  if (!onProgress || typeof XMLHttpRequest === 'undefined') {
    return withSession(p, options, async (headers) => parse<ApiEnvelope<T>>(await client(p, kyOptions(options, headers, { method: 'post', body: form }))));
  }
  return withSession(p, options, (headers) => xhrUpload<ApiEnvelope<T>>(joinUrl(config.baseUrl, p), form, headers, onProgress, options));
}

function xhrUpload<R>(url: string, form: FormData, headers: Record<string, string>, onProgress: (p: UploadProgress) => void, options: RequestOptions): Promise<R> {
  return new Promise<R>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    const params = cleanParams(options.searchParams);
    xhr.open('POST', params && [...params].length ? `${url}?${params}` : url);
    xhr.timeout = config.timeoutMs;
    for (const [k, v] of Object.entries(headers)) xhr.setRequestHeader(k, v);
    xhr.upload.onprogress = (ev) => {
      if (ev.lengthComputable) onProgress({ loaded: ev.loaded, total: ev.total, percent: Math.round((ev.loaded / ev.total) * 100) });
    };
    const parseText = () => {
      try {
        return xhr.responseText ? JSON.parse(xhr.responseText) : null;
      } catch {
        return xhr.responseText;
      }
    };
    xhr.onload = () => {
      const data = parseText();
      if (xhr.status >= 200 && xhr.status < 300) return resolve(data as R);
      reject(new ApiError(messageFromBody(data) ?? (xhr.statusText || MSG.somethingWentWrong), xhr.status, xhr.statusText, null, { status: xhr.status, statusText: xhr.statusText, data }));
    };
    xhr.onerror = () => reject(new ApiError(MSG.networkError, 0, '', new Error('network'), null));
    xhr.ontimeout = () => reject(new ApiError(MSG.networkError, 0, 'Timeout', new Error('timeout'), null));
    xhr.onabort = () => reject(new ApiError(MSG.networkError, 0, 'Aborted', new Error('aborted'), null));
    options.signal?.addEventListener('abort', () => xhr.abort());
    xhr.send(form);
  });
}

// ── content site (care §7) ───────────────────────────────────────────────────────────────────────
/** The wait for the brand's content-site base, shared by the calls made meanwhile; `gaveUp` once it timed out. */
let baseWait: Promise<string> | null = null;
let gaveUp = false;

/**
 * The brand's content-site base for a content call: the stored `wpBaseUrl` when it is known, else the first one
 * stored within `contentBaseWaitMs`, else `contentBaseUrl` (and, once a wait has timed out, at once: a shell
 * whose `fetchwpbase` failed does not make every later call wait). Every content call goes through it, so no page
 * (nor a prefetch started before the shell's `fetchwpbase` answers) asks a content site without a brand.
 */
export function contentBase(): Promise<string> {
  const known = sessionStore.getState().wpBaseUrl;
  if (known) {
    gaveUp = false;
    return Promise.resolve(known);
  }
  if (gaveUp) return Promise.resolve(config.contentBaseUrl);
  baseWait ??= new Promise<string>((resolve) => {
    const done = (base: string | null) => {
      clearTimeout(timer);
      stop();
      baseWait = null;
      gaveUp = !base;
      resolve(base || config.contentBaseUrl);
    };
    const timer = setTimeout(() => done(sessionStore.getState().wpBaseUrl), config.contentBaseWaitMs);
    const stop = sessionStore.subscribe((s) => {
      if (s.wpBaseUrl) done(s.wpBaseUrl);
    });
  });
  return baseWait;
}

/**
 * GET on the brand content site (the stored `wpBaseUrl`), with `lang=ar` when Arabic. Returns the
 * body's `data`; a body whose status is not 'success' throws its message. No portal headers: the
 * content site is another system and needs neither the token nor the channel.
 */
export async function contentGet<T>(path: string, searchParams?: RequestOptions['searchParams']): Promise<T> {
  const base = await contentBase();
  const { lang } = sessionStore.getState();
  const params = cleanParams(searchParams) ?? new URLSearchParams();
  if (lang === 'ar') params.set('lang', 'ar');
  const q = [...params].length ? `?${params}` : '';
  let body: ContentEnvelope<T> | null;
  try {
    body = await ky.get(joinUrl(base, path) + q, { timeout: config.timeoutMs, retry: 0, ...(config.fetch ? { fetch: config.fetch } : {}) }).json<ContentEnvelope<T>>();
  } catch (e) {
    throw await toApiError(e);
  }
  if (!body || String(body.status).toLowerCase() !== 'success') {
    const message = (body && typeof body.message === 'string' && body.message) || MSG.somethingWentWrong;
    throw new ApiError(message, 200, 'OK', null, { status: 200, statusText: 'OK', data: body });
  }
  return body.data;
}

/**
 * POST to the brand content site (care §7: feedback answers are saved to the content site base). Like
 * `contentGet`: no portal token (the content site is another system), `lang=ar` when Arabic, the body's
 * `data` returned and a status other than 'success' thrown with its message.
 */
export async function contentPost<T>(path: string, json: unknown): Promise<T> {
  const base = await contentBase();
  const { lang } = sessionStore.getState();
  const q = lang === 'ar' ? '?lang=ar' : '';
  let body: ContentEnvelope<T> | null;
  try {
    body = await ky.post(joinUrl(base, path) + q, { json, timeout: config.timeoutMs, retry: 0, ...(config.fetch ? { fetch: config.fetch } : {}) }).json<ContentEnvelope<T>>();
  } catch (e) {
    throw await toApiError(e);
  }
  if (!body || String(body.status).toLowerCase() !== 'success') {
    const message = (body && typeof body.message === 'string' && body.message) || MSG.somethingWentWrong;
    throw new ApiError(message, 200, 'OK', null, { status: 200, statusText: 'OK', data: body });
  }
  return body.data;
}
