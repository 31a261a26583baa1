import type { BrandName, LangCode } from '@portal/shared/rules';
import type { FamilyMember, SessionUser } from '@portal/shared/rules';

/**
 * Cross-remote events (ARCHITECTURE: remotes never import each other; they talk through the shared
 * session store and this bus). One copy per page: Module Federation shares `@portal/shared/session`
 * as a singleton.
 */
export interface BusEvents {
  login: { user: SessionUser };
  logout: { reason: 'user' | 'unauthorized' };
  /** A call got a 401 that a token refresh could not cure; the session is already cleared. */
  unauthorized: { path: string };
  brand: { brand: BrandName };
  language: { lang: LangCode };
  hospital: { facilityId: number | null; vblog: string | null; facilityCode: string | null };
  familyList: { members: FamilyMember[] };
  /** Unread notification count changed (or should be fetched again when `unread` is undefined). */
  notifications: { unread?: number };
  /** The API answered 503 (overloaded, restarting or its database unreachable): try again after this many seconds. */
  overloaded: { retryAfterSeconds: number };
  /** Ask the UI to show a toast (used by code that has no access to the UI package, e.g. api helpers). */
  toast: { type: 'success' | 'error' | 'info'; message: string };
}

export type BusEventName = keyof BusEvents;
export type BusHandler<E extends BusEventName> = (payload: BusEvents[E]) => void;

export interface EventBus {
  on<E extends BusEventName>(event: E, handler: BusHandler<E>): () => void;
  once<E extends BusEventName>(event: E, handler: BusHandler<E>): () => void;
  emit<E extends BusEventName>(event: E, payload: BusEvents[E]): void;
}

export function createBus(): EventBus {
  const handlers = new Map<BusEventName, Set<(payload: never) => void>>();
  const bus: EventBus = {
    on(event, handler) {
      let set = handlers.get(event);
      if (!set) handlers.set(event, (set = new Set()));
      set.add(handler as (payload: never) => void);
      return () => {
        set!.delete(handler as (payload: never) => void);
      };
    },
    once(event, handler) {
      const off = bus.on(event, (payload) => {
        off();
        handler(payload);
      });
      return off;
    },
    emit(event, payload) {
      // Copy first: a handler may unsubscribe itself while we iterate. One failing listener must not
      // stop the others (a broken remote costs only its own area).
      for (const h of [...(handlers.get(event) ?? [])]) {
        try {
          (h as (p: typeof payload) => void)(payload);
        } catch (err) {
          console.error(`[portal bus] a "${String(event)}" listener failed`, err);
        }
      }
    },
  };
  return bus;
}

export const bus: EventBus = createBus();
