import { useSyncExternalStore } from 'react';
import { createStore, type StoreApi } from 'zustand';
import type { BrandName, LangCode } from '@portal/shared/rules';
import type { FamilyMember, LoginData, SessionUser } from '@portal/shared/rules';
import { bus } from './bus';
import { storage } from './storage';

/**
 * The session: the product's local keys (docs/product.md#accounts-sessions), each persisted under its own localStorage name so
 * the values survive a reload and stay readable by name (as the spec lists them).
 */

/** Keys removed on logout and on a 401 (docs/product.md#accounts-sessions). `lang` and `brandName` survive. */
export const CLEARED_KEYS = [
  'token',
  'refreshToken',
  'tokenExpiresAt',
  'refreshExpiresAt',
  'user',
  'userMobile',
  'getPatientRecord',
  'isPatientRecordCall',
  'uaeUser',
  'appConfiguration',
  'familyMemberList',
] as const;

/** The other keys the spec names. */
export const OTHER_KEYS = ['isLoggedIn', 'lang', 'brandName', 'wpBaseUrl', 'processCount', 'userData', 'channel', 'colabRedirectUrl'] as const;

export type SessionKey = (typeof CLEARED_KEYS)[number] | (typeof OTHER_KEYS)[number];

export interface SessionData {
  token: string | null;
  refreshToken: string | null;
  /** ISO date-time (or epoch milliseconds as text) at which the access token expires. */
  tokenExpiresAt: string | null;
  refreshExpiresAt: string | null;
  user: SessionUser | null;
  userMobile: string | null;
  getPatientRecord: unknown;
  isPatientRecordCall: string | null;
  uaeUser: boolean;
  appConfiguration: unknown;
  familyMemberList: FamilyMember[] | null;
  isLoggedIn: boolean;
  lang: LangCode;
  brandName: BrandName | null;
  wpBaseUrl: string | null;
  processCount: string | null;
  userData: unknown;
  channel: string | null;
  colabRedirectUrl: string | null;
}

export interface TokenSet {
  token: string;
  refreshToken: string;
  tokenExpiresAt?: string | null;
  refreshExpiresAt?: string | null;
}

export interface SessionActions {
  /** Stores the tokens, their expiries and the user of a successful login; emits `login`. */
  login(payload: LoginData | (TokenSet & { user: SessionUser })): void;
  updateUser(partial: Partial<SessionUser>): void;
  setTokens(tokens: TokenSet): void;
  setLang(lang: LangCode): void;
  setBrand(brand: BrandName): void;
  /** Preferred hospital: updates the user's facility and emits `hospital`. */
  setFacility(facilityId: number | null, vblog: string | null, facilityCode?: string | null): void;
  setFamilyMembers(members: FamilyMember[]): void;
  /** Any other spec key (wpBaseUrl, uaeUser, appConfiguration, getPatientRecord…), persisted. */
  patch(partial: Partial<SessionData>): void;
  /** Removes exactly the spec's cleared keys (lang and brandName stay); emits `logout`. */
  clear(reason?: 'user' | 'unauthorized'): void;
}

export type SessionState = SessionData & SessionActions;

type Codec = 'string' | 'json' | 'bool' | 'flag1';
const CODECS: Record<SessionKey, Codec> = {
  token: 'string',
  refreshToken: 'string',
  tokenExpiresAt: 'string',
  refreshExpiresAt: 'string',
  user: 'json',
  userMobile: 'string',
  getPatientRecord: 'json',
  isPatientRecordCall: 'string',
  uaeUser: 'bool',
  appConfiguration: 'json',
  familyMemberList: 'json',
  isLoggedIn: 'flag1',
  lang: 'string',
  brandName: 'string',
  wpBaseUrl: 'string',
  processCount: 'string',
  userData: 'json',
  channel: 'string',
  colabRedirectUrl: 'string',
};
const ALL_KEYS = Object.keys(CODECS) as SessionKey[];

export const EMPTY_SESSION: SessionData = {
  token: null,
  refreshToken: null,
  tokenExpiresAt: null,
  refreshExpiresAt: null,
  user: null,
  userMobile: null,
  getPatientRecord: null,
  isPatientRecordCall: null,
  uaeUser: false,
  appConfiguration: null,
  familyMemberList: null,
  isLoggedIn: false,
  lang: 'en',
  brandName: null,
  wpBaseUrl: null,
  processCount: null,
  userData: null,
  channel: null,
  colabRedirectUrl: null,
};

function decode(key: SessionKey, raw: string | null): unknown {
  if (raw === null) return EMPTY_SESSION[key];
  switch (CODECS[key]) {
    case 'json':
      try {
        return JSON.parse(raw);
      } catch {
        return EMPTY_SESSION[key]; // a hand-edited or truncated value must not break the page
      }
    case 'bool':
      return raw === 'true' || raw === '1';
    case 'flag1':
      return raw === '1';
    default:
      return raw;
  }
}

function encode(key: SessionKey, value: unknown): string | null {
  if (value === null || value === undefined) return null;
  switch (CODECS[key]) {
    case 'json':
      return JSON.stringify(value);
    case 'bool':
      return value ? 'true' : null;
    case 'flag1':
      return value ? '1' : null;
    default:
      return String(value);
  }
}

function persist(partial: Partial<SessionData>): void {
  for (const key of Object.keys(partial) as SessionKey[]) {
    if (!(key in CODECS)) continue;
    const raw = encode(key, partial[key]);
    if (raw === null) storage.removeItem(key);
    else storage.setItem(key, raw);
  }
}

/** Reads every spec key from localStorage (used at creation and when another tab changes a key). */
export function readStoredSession(): SessionData {
  const data = { ...EMPTY_SESSION } as Record<SessionKey, unknown>;
  for (const key of ALL_KEYS) data[key] = decode(key, storage.getItem(key));
  const lang = data.lang === 'ar' ? 'ar' : 'en';
  return { ...(data as unknown as SessionData), lang };
}

export const sessionStore: StoreApi<SessionState> = createStore<SessionState>()((set, get) => {
  const write = (partial: Partial<SessionData>) => {
    persist(partial);
    set(partial);
  };
  return {
    ...readStoredSession(),
    login(payload) {
      const { token, refreshToken } = payload;
      const tokenExpiresAt = payload.tokenExpiresAt ?? null;
      const refreshExpiresAt = payload.refreshExpiresAt ?? null;
      let user: SessionUser;
      if ('user' in payload && payload.user) {
        user = payload.user;
      } else {
        // LoginData carries the user fields and the tokens together; the tokens live under their own keys.
        const { token: _t, refreshToken: _r, tokenExpiresAt: _te, refreshExpiresAt: _re, ...rest } = payload as LoginData;
        user = rest;
      }
      write({ token, refreshToken, tokenExpiresAt, refreshExpiresAt, user, userMobile: user.mobile ?? null, isLoggedIn: true });
      bus.emit('login', { user });
    },
    updateUser(partial) {
      const user = get().user;
      if (!user) return;
      write({ user: { ...user, ...partial } });
    },
    setTokens({ token, refreshToken, tokenExpiresAt, refreshExpiresAt }) {
      write({
        token,
        refreshToken,
        tokenExpiresAt: tokenExpiresAt ?? get().tokenExpiresAt,
        refreshExpiresAt: refreshExpiresAt ?? get().refreshExpiresAt,
      });
    },
    setLang(lang) {
      write({ lang });
    },
    setBrand(brand) {
      write({ brandName: brand });
    },
    setFacility(facilityId, vblog, facilityCode = null) {
      const user = get().user;
      if (user) write({ user: { ...user, facilityId, vblog, facilityCode } });
      bus.emit('hospital', { facilityId, vblog, facilityCode });
    },
    setFamilyMembers(members) {
      write({ familyMemberList: members });
      bus.emit('familyList', { members });
    },
    patch(partial) {
      write(partial);
    },
    clear(reason = 'user') {
      for (const key of CLEARED_KEYS) storage.removeItem(key);
      // isLoggedIn is not in the spec's cleared list, but leaving '1' after a logout would lie to
      // anyone reading it; it is a marker of the session, so it goes with it.
      storage.removeItem('isLoggedIn');
      const reset: Partial<SessionData> = { isLoggedIn: false };
      for (const key of CLEARED_KEYS) (reset as Record<string, unknown>)[key] = EMPTY_SESSION[key];
      set(reset);
      bus.emit('logout', { reason });
    },
  };
});

/** React hook (with an optional selector) and the store API (`useSession.getState()`, `.subscribe`). */
type UseSession = {
  (): SessionState;
  <U>(selector: (state: SessionState) => U): U;
} & StoreApi<SessionState>;

/**
 * The store as it is now, on the server too and in the render that hydrates the server's HTML (zustand's own hook
 * reads the store's initial state there): the server renders a page for the brand and language of its request, and
 * the browser hydrates it only when it shows the same (the first view, shell/src/bootstrap.tsx).
 */
function useSessionHook<U>(selector?: (state: SessionState) => U) {
  const select = selector ?? ((s: SessionState) => s as unknown as U);
  const current = () => select(sessionStore.getState());
  return useSyncExternalStore(sessionStore.subscribe, current, current);
}

export const useSession = Object.assign(useSessionHook, sessionStore) as UseSession;

// Another tab logging out (or in) changes localStorage; follow it so two tabs never disagree.
if (typeof window !== 'undefined' && typeof window.addEventListener === 'function') {
  window.addEventListener('storage', (event: StorageEvent) => {
    if (event.key === null || (ALL_KEYS as string[]).includes(event.key)) sessionStore.setState(readStoredSession());
  });
}

/** Expiry text (ISO or epoch ms/s) → epoch milliseconds, or null. */
export function expiryToMs(value: string | null | undefined): number | null {
  if (!value) return null;
  if (/^\d+$/.test(value)) {
    const n = Number(value);
    return n < 1e12 ? n * 1000 : n; // seconds or milliseconds
  }
  const t = Date.parse(value);
  return Number.isNaN(t) ? null : t;
}
