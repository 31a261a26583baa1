import './jest-polyfills';
import type { ReactElement, ReactNode } from 'react';
import { configure, render, type RenderOptions, type RenderResult } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { BrandName, LangCode } from '@portal/shared/rules';
import type { SessionUser } from '@portal/shared/rules';
import { EMPTY_SESSION, sessionStore, type SessionData } from '@portal/shared/session';
import { storage } from '@portal/shared/session';
import { CLEARED_KEYS, OTHER_KEYS } from '@portal/shared/session';
import { applyDocumentLanguage, i18n } from '@portal/shared/i18n';
import { COMMON_AR } from '../i18n/common-ar';
import { PortalUiProvider } from '@portal/shared/ui';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { queryRetryDelay } from '@portal/shared/api';

// The browser loads the common Arabic when Arabic is chosen; tests render Arabic synchronously, so it is in
// from the start here (loadLanguage then finds it and adds it again, harmlessly).
i18n.addResourceBundle('ar', 'common', COMMON_AR, true, true);

// `findBy…` and `waitFor` wait up to 5 s instead of 1 s: every package's suites run at once in `npm test`, and a
// lazily imported dialog's first render can take longer than a second on a busy 2-core machine.
configure({ asyncUtilTimeout: 5000 });

/**
 * `@portal/shared/testing` — render helpers for jest (CONVENTIONS: a remote's tests never stand up the
 * shell). Real providers (router, design system, i18n, session store); only the session's content is
 * seeded.
 */

/** A logged-in patient, for tests that need one (the demo patient of ARCHITECTURE.md). */
export const TEST_USER: SessionUser = {
  userId: 1,
  firstName: 'Test',
  lastName: 'Patient',
  gender: 'Male',
  email: 'patient@example.com',
  mobile: '501234567',
  callingCode: '971',
  countryCode: 'AE',
  profileImgUrl: null,
  profileImgFileName: null,
  isDOBAvailable: true,
  roleId: 1,
  roleName: 'Patient',
  facilityId: 1,
  vblog: 'burjeel-abu-dhabi',
  facilityCode: 'BU10',
};

/** Clears every spec key from storage and puts the store back to a visitor (en, no brand). */
export function resetSession(): void {
  for (const key of [...CLEARED_KEYS, ...OTHER_KEYS]) storage.removeItem(key);
  sessionStore.setState({ ...EMPTY_SESSION });
  void i18n.changeLanguage('en');
  applyDocumentLanguage('en');
}

/** Seeds the store through its own actions' persistence (so localStorage matches, as after a reload). */
export function seedSession(session: Partial<SessionData>): void {
  sessionStore.getState().patch(session);
}

/** A logged-in session with a token: `seedSession(loggedInSession())`, or pass it to renderWithProviders. */
export function loggedInSession(user: Partial<SessionUser> = {}): Partial<SessionData> {
  return {
    token: 'test-access-token',
    refreshToken: 'test-refresh-token',
    tokenExpiresAt: new Date(Date.now() + 3600_000).toISOString(),
    refreshExpiresAt: new Date(Date.now() + 7 * 86400_000).toISOString(),
    user: { ...TEST_USER, ...user },
    userMobile: user.mobile ?? TEST_USER.mobile,
    isLoggedIn: true,
  };
}

export interface RenderWithProvidersOptions extends Omit<RenderOptions, 'wrapper'> {
  /** Initial URL of the MemoryRouter (default '/'), or an address with navigation state (`navigate(to, { state })`). */
  route?: string | { pathname: string; state?: unknown };
  /** Session keys to seed (e.g. `loggedInSession()`). */
  session?: Partial<SessionData>;
  lang?: LangCode;
  brand?: BrandName;
  /** The query cache of the render (default: a new one, as a page load has); pass one to look into it. */
  queryClient?: QueryClient;
}

/**
 * A QueryClient as the shell's, without the retry of a lost connection (a test that answers 'no answer' sees the
 * error at once). Each render gets a new one: nothing cached leaks from one test into the next.
 */
export function testQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false, retryDelay: queryRetryDelay, refetchOnWindowFocus: false, gcTime: Infinity }, mutations: { retry: false } } });
}

export function renderWithProviders(ui: ReactElement, { route = '/', session, lang = 'en', brand, queryClient = testQueryClient(), ...options }: RenderWithProvidersOptions = {}): RenderResult {
  if (session) seedSession(session);
  if (brand) sessionStore.getState().setBrand(brand);
  sessionStore.getState().setLang(lang);
  // Synchronous: resources are inline, so the first render is already in the requested language.
  void i18n.changeLanguage(lang);
  applyDocumentLanguage(lang);
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[route]}>
        <PortalUiProvider>{children}</PortalUiProvider>
      </MemoryRouter>
    </QueryClientProvider>
  );
  return render(ui, { wrapper: Wrapper, ...options });
}

export { screen, within, waitFor, act, fireEvent } from '@testing-library/react';
export { typeDate } from './date-typing';

export { setupFakeApi, ok, content, noAnswer } from './fake-network';
export type { Answer, Call, FakeApi, Route } from './fake-network';
export { setupNetwork, envelope, contentEnvelope, API, CONTENT } from './network';
export { resolveTranslations } from './translations';
export { http, HttpResponse, delay } from 'msw';
