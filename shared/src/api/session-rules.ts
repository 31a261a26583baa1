import ky, { type AfterResponseHook, type BeforeRequestHook, type KyInstance, type Options } from 'ky';
import { ROLE_HEADER, isEnvelope, type ApiEnvelope, type RefreshTokenData } from '@portal/shared/rules';
import { bus, expiryToMs, sessionStore } from '@portal/shared/session';
import { config, onConfigure } from './config';
import { readBody, retryAfterSeconds } from './errors';

/**
 * The session's rules for every portal call, as ky hooks: the page's language and the bearer token on the way
 * out (the token refreshed first when it is about to expire), and the 401 rule on the way back: one refresh,
 * one retry, then the session is cleared and the browser goes to /home/login. A 503 tells the shell to show
 * its overload notice.
 */

/** The refresh call goes out without the hooks: no bearer token, and its own 401 is not the 401 rule's. */
let bare: KyInstance = buildBare();
function buildBare(): KyInstance {
  return ky.create({ prefixUrl: config.baseUrl, timeout: config.timeoutMs, retry: 0, ...(config.fetch ? { fetch: config.fetch } : {}) });
}
onConfigure(() => {
  bare = buildBare();
});

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
      const body = await bare
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
export function onUnauthorized(path: string): void {
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

export async function refreshIfExpiringSoon(): Promise<void> {
  const { token, tokenExpiresAt } = sessionStore.getState();
  const expiry = expiryToMs(tokenExpiresAt);
  if (token && expiry !== null && expiry - Date.now() < config.refreshAheadMs) await refreshTokens();
}

/**
 * The portal headers of a call: the channel, the page's language (not the browser's: the server words its own
 * texts, e.g. the attempts left after a wrong password, in the language of the request), the caller's own
 * headers, and the bearer token when there is one.
 */
export function portalHeaders(channel: string | undefined, extra: Record<string, string> = {}): Record<string, string> {
  const { token, lang } = sessionStore.getState();
  const h: Record<string, string> = { Invoking_Channel: channel ?? 'PATIENTPORTA', 'Accept-Language': lang === 'ar' ? 'ar' : 'en', ...extra };
  if (token) h.Authorization = `Bearer ${token}`;
  return h;
}

/** What the request functions tell the hooks (ky's `context`). */
export interface CallContext {
  /** The path as the caller named it (the 'unauthorized' event's). */
  path?: string;
  channel?: string;
}

const beforeRequest: BeforeRequestHook = async (request, options, { retryCount }) => {
  if (retryCount === 0) await refreshIfExpiringSoon();
  const context = options.context as CallContext;
  // The caller's own headers win over the portal's (as in portalHeaders); the token is always the current one.
  for (const [k, v] of Object.entries(portalHeaders(context.channel))) if (k === 'Authorization' || !request.headers.has(k)) request.headers.set(k, v);
  if (!sessionStore.getState().token) request.headers.delete('Authorization');
};

/**
 * The server says the caller's current role on every signed-in answer (ROLE_HEADER): one an administrator has
 * changed since sign-in is written to the session's user, so the menu and the routes follow at once.
 */
function followRole(request: Request, response: Response): void {
  const said = response.headers.get(ROLE_HEADER);
  if (!said || !/^\d+$/.test(said)) return;
  const { user, token } = sessionStore.getState();
  // Only an answer to this session's own call: not a late one sent with a token from before a logout or sign-in.
  if (!user || !token || request.headers.get('Authorization') !== `Bearer ${token}`) return;
  if (Number(user.roleId ?? 1) !== Number(said)) sessionStore.getState().updateUser({ roleId: Number(said) });
}

const afterResponse: AfterResponseHook = async (request, options, response, { retryCount }) => {
  const path = (options.context as CallContext).path ?? new URL(request.url).pathname;
  followRole(request, response);
  if (response.status === 503) bus.emit('overloaded', { retryAfterSeconds: retryAfterSeconds(response.headers.get('retry-after'), await readBody(response)) });
  if (response.status !== 401) return;
  const sent = request.headers.get('Authorization');
  // A 401 without a token sent is an answer to an anonymous call (e.g. a wrong login): nothing to clear.
  if (!sent) return;
  if (retryCount > 0) return onUnauthorized(path);
  const current = sessionStore.getState().token;
  // The session ended while this call was on its way (a logout, or another call's 401 already sent the
  // browser to the login page): nothing to refresh and no second trip to the login page.
  if (!current) return;
  // Another call refreshed the tokens while this one was on its way: retry with the new token rather than
  // rotating the refresh token a second time. The retry goes through beforeRequest, which sends the new token.
  if (sent !== `Bearer ${current}` || (await refreshTokens())) return ky.retry({ delay: 0, code: 'TOKEN_REFRESHED' });
  onUnauthorized(path);
};

/** The hooks and retry settings of the portal's ky client: no automatic retries, only the 401 rule's one. */
export const sessionHooks: Pick<Options, 'hooks' | 'retry'> = {
  hooks: { beforeRequest: [beforeRequest], afterResponse: [afterResponse] },
  // The spec makes no automatic retries; a retry is the user's choice, or the 401 rule's forced one above.
  retry: { limit: 1, shouldRetry: () => false },
};
