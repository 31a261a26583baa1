import { afterFirstPaint } from '../registry/preload';

/**
 * Real users' page speed (docs/operations.md): the page's Core Web Vitals go to the API once, when the page is
 * hidden. The measuring code (web-vitals, ~2 KB gzip) is fetched only after the page's first paint, so that it
 * neither delays that paint nor shares the network with the page's own code; web-vitals reads the browser's
 * buffered entries, so nothing before that moment is lost. The route is the one the page was first loaded at.
 */
export function startVitals(): void {
  if (typeof navigator === 'undefined' || typeof navigator.sendBeacon !== 'function') return;
  const firstPath = location.pathname;
  void afterFirstPaint()
    .then(() => import('./collect-vitals'))
    .then((m) => m.collectVitals(firstPath))
    .catch(() => undefined);
}
