/**
 * Real users' page speed (docs/operations.md): the page's Core Web Vitals go to the API once, when the page is
 * hidden. The measuring code (web-vitals, ~3.6 KB gzip with the collector) is fetched only after the page's first
 * contentful paint, so that it neither delays that paint nor shares the network with the page's own code;
 * web-vitals reads the browser's buffered entries, so nothing before that moment is lost. The route is the one
 * the page was first loaded at.
 */
export function startVitals(): void {
  if (typeof navigator === 'undefined' || typeof navigator.sendBeacon !== 'function') return;
  const firstPath = location.pathname;
  void firstContentfulPaint()
    .then(() => import('./collect-vitals'))
    .then((m) => m.collectVitals(firstPath))
    .catch(() => undefined);
}

/**
 * Resolves at the page's first contentful paint; never for a page that does not paint (nothing to report). Not
 * `afterFirstPaint` of the registry: its deadline runs from its first call, and an early call here would bring
 * the dashboard's remotes forward on a slow page.
 */
function firstContentfulPaint(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof PerformanceObserver === 'undefined' || !PerformanceObserver.supportedEntryTypes?.includes('paint')) return resolve();
    const observer = new PerformanceObserver((list) => {
      if (!list.getEntriesByName('first-contentful-paint').length) return;
      observer.disconnect();
      resolve();
    });
    observer.observe({ type: 'paint', buffered: true });
  });
}
