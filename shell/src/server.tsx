// The shell's renderer of the first view, built for Node into dist/server/render.cjs (@portal/build serverConfig)
// and run by the portal server (api/src/http/first-view.ts) and the deploy step's render check
// (scripts/render-check.mts); docs/architecture.md "The first view from the server".
import * as react from 'react';
import * as jsxRuntime from 'react/jsx-runtime';
import * as reactDom from 'react-dom';
import * as reactDomClient from 'react-dom/client';
import { prerenderToNodeStream } from 'react-dom/static';
// The whole libraries for Node: the server build has no byte budget and no curated re-export (only the browser's does).
// eslint-disable-next-line no-restricted-imports -- handed whole to the remotes' server builds (shared below)
import * as reactRouterDom from 'react-router-dom';
import { StaticRouter } from 'react-router-dom/server';
import * as zustand from 'zustand';
import * as i18next from 'i18next';
// eslint-disable-next-line no-restricted-imports -- handed whole to the remotes' server builds (shared below)
import * as reactI18next from 'react-i18next';
import * as reactQuery from '@tanstack/react-query';
import * as reactHookForm from 'react-hook-form';
import * as sharedContracts from '@portal/shared/contracts';
import * as sharedSchemas from '@portal/shared/contracts/schemas';
import * as sharedRules from '@portal/shared/rules';
import * as sharedSession from '@portal/shared/session';
import * as sharedApi from '@portal/shared/api';
import * as sharedI18n from '@portal/shared/i18n';
import * as sharedBrand from '@portal/shared/brand';
import * as sharedBooking from '@portal/shared/booking';
import * as sharedFamily from '@portal/shared/family';
import * as sharedCalendar from '@portal/shared/calendar';
import * as sharedDates from '@portal/shared/dates';
import * as sharedUi from '@portal/shared/ui';
import * as sharedForms from '@portal/shared/forms';
import { StrictMode, type ReactElement, type ReactNode } from 'react';
import type { BrandName, LangCode } from '@portal/shared/rules';
import { isDashboardPath, type Registry } from '@portal/shared/registry';
import { addLazyTranslations, setLanguage } from '@portal/shared/i18n';
import { setKnownContent } from '@portal/shared/api';
import { useSession } from '@portal/shared/session';
import en from './i18n/en.json';
import { PortalRoot } from './root';
import { FrameSkeleton } from './layout/frame-skeleton';
import { PortalUiProvider } from '@portal/shared/ui';
import { serveRemotesFrom } from './registry/registry';
import { markFirstView } from './routing/first-view';

/**
 * The singletons a remote's server build leaves to the shell (its `require()` calls, @portal/build serverConfig):
 * one React, router, i18next, query client library, form library and @portal/shared for the page, as the shell's
 * share scope gives them in the browser. A request missing here fails that remote's render.
 */
export const shared: Record<string, unknown> = {
  react,
  'react/jsx-runtime': jsxRuntime,
  'react-dom': reactDom,
  'react-dom/client': reactDomClient,
  'react-router-dom': reactRouterDom,
  zustand,
  i18next,
  'react-i18next': reactI18next,
  '@tanstack/react-query': reactQuery,
  'react-hook-form': reactHookForm,
  '@portal/shared/contracts': sharedContracts,
  '@portal/shared/contracts/schemas': sharedSchemas,
  '@portal/shared/rules': sharedRules,
  '@portal/shared/session': sharedSession,
  '@portal/shared/api': sharedApi,
  '@portal/shared/i18n': sharedI18n,
  '@portal/shared/brand': sharedBrand,
  '@portal/shared/booking': sharedBooking,
  '@portal/shared/family': sharedFamily,
  '@portal/shared/calendar': sharedCalendar,
  '@portal/shared/dates': sharedDates,
  '@portal/shared/ui': sharedUi,
  '@portal/shared/forms': sharedForms,
};

// The shell's texts, as its entry file registers them (bootstrap.tsx).
void addLazyTranslations('shell', en, () => import('./i18n/ar.json').then((m) => m.default));

export interface FirstViewRequest {
  /** The page's address (path and query). */
  url: string;
  brand: BrandName;
  lang: LangCode;
  /** The live registry. */
  registry: Registry;
  /** A remote's `./app` from its live deployment's server build. */
  app: (dir: string) => Promise<{ default: unknown }>;
  /**
   * The brand's content-site base and the content answers the page is drawn with, by address (the login banners);
   * the page carries the same answers for the render that hydrates it (@portal/shared/api knownContent).
   */
  content?: { base: string; answers: Record<string, unknown> };
  /** Gives up after this many milliseconds. */
  timeoutMs?: number;
}

/**
 * The page's markup for a visitor (no session) in a brand and language: the whole tree the browser hydrates
 * (root.tsx), every lazy part resolved, Chakra's styles inline (Emotion's server rendering puts each style before the
 * element that uses it; the browser's Emotion moves them into <head> before React hydrates). One render at a time
 * (the session store and i18next are the page's singletons); any error rejects, so that the caller serves the
 * page without its first view.
 */
export async function renderFirstView({ url, brand, lang, registry, app, content, timeoutMs = 10_000 }: FirstViewRequest): Promise<string> {
  useSession.setState({ brandName: brand, token: null, user: null, isLoggedIn: false, wpBaseUrl: content?.base ?? null });
  setKnownContent(content?.answers ?? {});
  await setLanguage(lang);
  serveRemotesFrom(registry, app);
  const pathname = url.split('?')[0]!;
  markFirstView(pathname);
  const Router = ({ children }: { children: ReactNode }) => <StaticRouter location={url}>{children}</StaticRouter>;
  return prerenderToString(<PortalRoot registry={registry} Router={Router} />, timeoutMs);
}

export interface SignedInFrameRequest {
  brand: BrandName;
  lang: LangCode;
  /** The page's address: the dashboard's frame has the dashboard's first lines. */
  url?: string;
  /** The live registry (whether the top bar has the hospital chooser). */
  registry: Registry;
  timeoutMs?: number;
}

/**
 * The signed-in frame of every /auth page for a brand and language, without a session (layout/frame-skeleton.tsx
 * FrameSkeleton: no name, no menu entries, nothing of a person). The browser does not hydrate it: the shell's first
 * render replaces it with the frame itself, drawn in the same place.
 */
export async function renderSignedInFrame({ brand, lang, url = '', registry, timeoutMs = 10_000 }: SignedInFrameRequest): Promise<string> {
  useSession.setState({ brandName: brand, token: null, user: null, isLoggedIn: false });
  await setLanguage(lang);
  return prerenderToString(
    <StrictMode>
      <PortalUiProvider>
        <FrameSkeleton registry={registry} page={isDashboardPath(url.split('?')[0]!) ? 'dashboard' : undefined} />
      </PortalUiProvider>
    </StrictMode>,
    timeoutMs,
  );
}

/** The markup of a tree, every part in place; any error rejects. */
async function prerenderToString(tree: ReactElement, timeoutMs: number): Promise<string> {
  const errors: unknown[] = [];
  const { prelude } = await prerenderToNodeStream(tree, {
    signal: AbortSignal.timeout(timeoutMs),
    // Every part in place in the markup, none sent apart and moved in by an inline script: the page reads without
    // JavaScript, and the Content-Security-Policy (script-src 'self') allows no inline script.
    progressiveChunkSize: Number.MAX_SAFE_INTEGER,
    onError: (err) => {
      errors.push(err);
    },
  });
  const text = new TextDecoder();
  let html = '';
  for await (const chunk of prelude as AsyncIterable<string | Uint8Array>) html += typeof chunk === 'string' ? chunk : text.decode(chunk, { stream: true });
  html += text.decode();
  if (errors.length) throw errors[0] instanceof Error ? errors[0] : new Error(String(errors[0]));
  return html;
}
