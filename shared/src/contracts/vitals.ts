/**
 * Real users' page speed: what the shell's beacon (`POST /api/client-vitals`, once per page load, sent with
 * `sendBeacon` when the page is hidden) carries, and the limits the API holds it to before it becomes metrics
 * (histograms per route and deployment, see docs/operations.md). No zod here: the shell sends, the API parses.
 */

/** The Core Web Vitals and the two loading metrics the beacon may carry (web-vitals' names). */
export const WEB_VITAL_NAMES = ['LCP', 'INP', 'CLS', 'TTFB', 'FCP'] as const;
export type WebVitalName = (typeof WEB_VITAL_NAMES)[number];

/**
 * A route as a label: the route table's pattern with its area (`/auth/appointments`, `/home/login`,
 * `/auth/doctor/:id`), never the address itself (ids stay out of metrics), or `other`.
 */
export const VITALS_ROUTE_PATTERN = /^(\/[A-Za-z0-9:_*?.-]+){1,6}$|^other$/;
/** A remote's folder (`mfe-records`) or the shell; a deployment folder (`1.0.0-3f9a1c2b`). */
export const VITALS_REMOTE_PATTERN = /^(mfe-[a-z0-9-]{1,40}|shell)$/;
export const VITALS_DEPLOYMENT_PATTERN = /^[A-Za-z0-9._-]{1,80}$/;

export interface ClientVitals {
  /** The route of the page's first load (routeLabel of @portal/shared/registry). */
  route: string;
  brand: string;
  lang: 'en' | 'ar';
  /** The deployment of every remote the page loaded (registry folder → deployId), its owner among them. */
  remotes: Record<string, string>;
  /** The remote that owns the route (absent on the shell's own pages, such as the dashboard). */
  owner?: string;
  /** Milliseconds, except CLS (a unitless score); each name at most once. */
  metrics: { name: WebVitalName; value: number }[];
}
