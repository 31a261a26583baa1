import ky from 'ky';
import { MSG, type ContentEnvelope } from '@portal/shared/rules';
import { sessionStore } from '@portal/shared/session';
import { KNOWN_CONTENT_ID } from '@portal/shared/brand';
import { cleanParams, config, joinUrl, onConfigure, type SearchParams } from './config';
import { ApiError, toApiError } from './errors';

/** The brand content site (docs/product.md#everywhere-api): another system, so neither the portal's token nor its channel. */

/** The wait for the brand's content-site base, shared by the calls made meanwhile; `gaveUp` once it timed out. */
let baseWait: Promise<string> | null = null;
let gaveUp = false;
onConfigure(() => {
  gaveUp = false;
});

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

/** The address of a content-site call on `base`, with `lang=ar` when the page is Arabic. */
function contentAddress(base: string, path: string, searchParams: SearchParams | undefined): string {
  const params = cleanParams(searchParams) ?? new URLSearchParams();
  if (sessionStore.getState().lang === 'ar') params.set('lang', 'ar');
  const q = [...params].length ? `?${params}` : '';
  return joinUrl(base, path) + q;
}

/**
 * Content-site answers the page arrived with, by address: the portal server puts those its first view was drawn
 * with into the page (KNOWN_CONTENT_ID, api/src/http/web.ts), so that the render that hydrates it shows the same
 * without asking again; the shell's renderer gives them to the server's render (shell/src/server.tsx).
 */
let known: Map<string, unknown> | null = null;

/** The answers a page's first view was drawn with (the shell's renderer, before it renders). */
export function setKnownContent(answers: Record<string, unknown>): void {
  known = new Map(Object.entries(answers));
}

function knownAnswers(): Map<string, unknown> {
  if (known) return known;
  known = new Map();
  const script = typeof document === 'undefined' ? null : document.getElementById(KNOWN_CONTENT_ID);
  try {
    if (script?.textContent) known = new Map(Object.entries(JSON.parse(script.textContent) as Record<string, unknown>));
  } catch {
    // A page without readable answers asks the content site, as any other page does.
  }
  return known;
}

/**
 * The answer of `contentGet(path, searchParams)` the page arrived with, at once, for the brand's stored content
 * base and the current language; undefined when the page holds none for that address.
 */
export function knownContent<T>(path: string, searchParams?: SearchParams): T | undefined {
  const base = sessionStore.getState().wpBaseUrl;
  return base ? (knownAnswers().get(contentAddress(base, path, searchParams)) as T | undefined) : undefined;
}

/** One content-site call with `lang=ar` when Arabic; the body's `data`, or its message thrown when its status is not 'success'. */
async function contentCall<T>(method: 'get' | 'post', path: string, searchParams: SearchParams | undefined, json?: unknown): Promise<T> {
  const address = contentAddress(await contentBase(), path, searchParams);
  let body: ContentEnvelope<T> | null;
  try {
    body = await ky(address, { method, ...(json !== undefined ? { json } : {}), timeout: config.timeoutMs, retry: 0, ...(config.fetch ? { fetch: config.fetch } : {}) }).json<ContentEnvelope<T>>();
  } catch (e) {
    throw await toApiError(e);
  }
  if (!body || String(body.status).toLowerCase() !== 'success') {
    const message = (body && typeof body.message === 'string' && body.message) || MSG.somethingWentWrong;
    throw new ApiError(message, 200, 'OK', null, { status: 200, statusText: 'OK', data: body });
  }
  return body.data;
}

/** GET on the brand content site (the stored `wpBaseUrl`). */
export function contentGet<T>(path: string, searchParams?: SearchParams): Promise<T> {
  return contentCall<T>('get', path, searchParams);
}

/** POST to the brand content site (feedback answers are saved to the content site base). */
export function contentPost<T>(path: string, json: unknown): Promise<T> {
  return contentCall<T>('post', path, undefined, json);
}
