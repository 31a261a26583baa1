/**
 * `@portal/shared/session` — the session store (the spec's local keys) and the typed event bus.
 * Both are module singletons: Module Federation shares this module once per page, so every remote sees
 * the same store and bus. `sessionInstanceId` lets a test (or a curious developer) prove it.
 */
import { sessionStore } from './store';
import { bus } from './bus';

export { useSession, sessionStore, CLEARED_KEYS, OTHER_KEYS, EMPTY_SESSION, readStoredSession, expiryToMs } from './store';
export type { SessionData, SessionActions, SessionState, SessionKey, TokenSet } from './store';
export { bus, createBus } from './bus';
export type { BusEvents, BusEventName, BusHandler, EventBus } from './bus';
export { storage } from './storage';

/** Random per module evaluation: two remotes reading different ids means the singleton broke. */
export const sessionInstanceId: string = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;

interface PortalGlobal {
  __portalSession__?: { id: string; store: typeof sessionStore; bus: typeof bus };
}
const g = globalThis as PortalGlobal;
// A page's check: on the server each renderer of the first view (one per shell build and owner deployment,
// api/src/http/first-view.ts) has its own copy on purpose.
if (typeof window === 'undefined') {
  // nothing to compare: no page
} else if (g.__portalSession__ && g.__portalSession__.id !== sessionInstanceId) {
  // A second copy means a remote bundled its own @portal/shared: its login state would be invisible to
  // the shell. Say so loudly in the console rather than failing in a confusing way later.
  console.warn('[portal] a second copy of @portal/shared/session was loaded; check the Module Federation shared config', {
    first: g.__portalSession__.id,
    second: sessionInstanceId,
  });
} else {
  g.__portalSession__ = { id: sessionInstanceId, store: sessionStore, bus };
}

/** True when the user holds an access token (the `/auth` guard). */
export function isAuthenticated(): boolean {
  return Boolean(sessionStore.getState().token);
}
