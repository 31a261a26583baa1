import { LIMITS } from '@portal/shared/rules';

/** Where the client sends its calls and how long it waits; `configureApi` changes it (tests, another host). */

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

export const config: ApiConfig = {
  baseUrl: '/api',
  contentBaseUrl: '/content',
  contentBaseWaitMs: 3000,
  navigate: defaultNavigate,
  timeoutMs: LIMITS.timeoutMs,
  refreshAheadMs: 60_000,
};

const listeners = new Set<() => void>();

/** Runs `fn` after every `configureApi` (the request client is built again, the content-base wait forgotten). */
export function onConfigure(fn: () => void): void {
  listeners.add(fn);
}

export function configureApi(options: Partial<ApiConfig>): void {
  Object.assign(config, options);
  if (!options.navigate && 'navigate' in options) config.navigate = defaultNavigate;
  for (const fn of listeners) fn();
}

export function getApiConfig(): Readonly<ApiConfig> {
  return config;
}

export const stripSlash = (path: string) => path.replace(/^\/+/, '');

export function joinUrl(base: string, path: string): string {
  return `${base.replace(/\/+$/, '')}/${stripSlash(path)}`;
}

export type SearchParams = Record<string, string | number | boolean | undefined | null> | URLSearchParams;

/** Search parameters without the undefined and null ones. */
export function cleanParams(p: SearchParams | undefined): URLSearchParams | undefined {
  if (!p) return undefined;
  if (p instanceof URLSearchParams) return p;
  const out = new URLSearchParams();
  for (const [k, v] of Object.entries(p)) if (v !== undefined && v !== null) out.set(k, String(v));
  return out;
}
