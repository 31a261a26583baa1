/** The login page's return markers. */
export type ReturnMarker =
  | { kind: 'code'; code: string; state: string }
  | { kind: 'cancelled' }
  /** An error marker the spec does not list as a cancel: the provider could not sign the person in. */
  | { kind: 'failed' }
  | { kind: 'sop1' };

/** Error markers that mean the person did not finish signing in at the provider. */
export const CANCEL_MARKERS = new Set(['access_denied', 'invalid_request', 'login_required', 'cancelledOnApp']);
/** The query keys the markers use; they are removed from the address once read. */
export const MARKER_KEYS = ['code', 'state', 'error', 'error_description', 'iss', 'isSOP1User', 'session_state'];

export function readReturnMarker(search: string): ReturnMarker | null {
  const q = new URLSearchParams(search);
  const error = q.get('error');
  if (error) return CANCEL_MARKERS.has(error) ? { kind: 'cancelled' } : { kind: 'failed' };
  if (q.get('isSOP1User') === 'true') return { kind: 'sop1' };
  const code = q.get('code');
  if (code) return { kind: 'code', code, state: q.get('state') ?? '' };
  return null;
}

/** The address without the markers (so a reload or Back never presents a code again). */
export function withoutMarkers(search: string): string {
  const q = new URLSearchParams(search);
  for (const k of MARKER_KEYS) q.delete(k);
  const rest = q.toString();
  return rest ? `?${rest}` : '';
}

/** The state of a started sign-in, kept in this tab until the provider sends the browser back. */
const STATE_KEY = 'uaePassState';

function tabStorage(): Storage | null {
  try {
    return typeof window !== 'undefined' ? window.sessionStorage : null;
  } catch {
    return null;
  }
}

export function rememberState(state: string): void {
  tabStorage()?.setItem(STATE_KEY, state);
}

/**
 * The state this tab sent, removed as it is read: a returned state must match it (otherwise the code
 * was not asked for here, e.g. a link planted by someone else) and is good for one return only.
 */
export function takeState(): string | null {
  const store = tabStorage();
  const value = store?.getItem(STATE_KEY) ?? null;
  store?.removeItem(STATE_KEY);
  return value;
}
