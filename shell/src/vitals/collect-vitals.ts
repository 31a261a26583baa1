import { onCLS, onFCP, onINP, onLCP, onTTFB, type Metric } from 'web-vitals';
import { routeLabel, type Registry } from '@portal/shared/registry';
import type { ClientVitals, WebVitalName } from '@portal/shared/rules';
import { useSession } from '@portal/shared/session';
import { DEFAULT_BRAND } from '@portal/shared/brand';
import { getRegistry, loadedDeployments } from '../registry/registry';

export const VITALS_URL = '/api/client-vitals';

/**
 * Collects the page's Web Vitals and sends them in one beacon when the page is first hidden (web-vitals' batching
 * pattern: every metric reports by then), with the route of the first load, the brand, the language and the
 * deployment of every remote the page used. Once per page load: a page shown and hidden again sends nothing more.
 */
export function collectVitals(firstPath: string, send: (url: string, body: Blob) => boolean = (url, body) => navigator.sendBeacon(url, body)): void {
  const values = new Map<WebVitalName, number>();
  const record = (metric: Metric) => {
    values.set(metric.name as WebVitalName, metric.value);
    // Said on the page's root: from now on, hiding the page sends a beacon (a test waits for it before leaving).
    document.documentElement.dataset.vitals = 'measured';
  };
  onLCP(record);
  onCLS(record);
  onINP(record);
  onFCP(record);
  onTTFB(record);

  let registry: Registry | null = null;
  getRegistry().then((r) => (registry = r), () => undefined);

  let sent = false;
  const flush = () => {
    if (sent || values.size === 0 || document.visibilityState !== 'hidden') return;
    sent = true;
    const { brandName, lang } = useSession.getState();
    const path = firstPath === '/' ? '/home/login' : firstPath;
    const route = registry ? routeLabel(registry, path) : 'other';
    const body: ClientVitals = {
      route,
      brand: brandName ?? DEFAULT_BRAND,
      lang: lang === 'ar' ? 'ar' : 'en',
      remotes: loadedDeployments(),
      metrics: [...values].map(([name, value]) => ({ name, value: Math.round(name === 'CLS' ? value * 10_000 : value) / (name === 'CLS' ? 10_000 : 1) })),
    };
    send(VITALS_URL, new Blob([JSON.stringify(body)], { type: 'application/json' }));
  };
  // After web-vitals' own listeners (capture, on window): by then they have reported what the page measured. A page
  // being left is hidden too (after `pagehide`, which comes first and would find LCP and CLS not yet reported).
  document.addEventListener('visibilitychange', flush);
}
