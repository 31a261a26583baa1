import type { Metric } from 'web-vitals';
import type { Registry } from '@portal/shared/registry';

/**
 * The beacon's batching (web-vitals' own measurements are the library's): every metric the page reported, in one
 * beacon when the page is first hidden, with the route of the first load as a label and the deployments used.
 */

const reporters: Record<string, (m: Metric) => void> = {};
jest.mock('web-vitals', () => {
  const on = (name: string) => (cb: (m: Metric) => void) => {
    reporters[name] = cb;
  };
  return { onLCP: on('LCP'), onCLS: on('CLS'), onINP: on('INP'), onFCP: on('FCP'), onTTFB: on('TTFB') };
});

const registry: Registry = {
  remotes: {
    'mfe-records': { name: 'mfe_records', manifest: '/mfe/mfe-records/1.0.0-bbb/mf-manifest.json', deployId: '1.0.0-bbb', routes: { home: [], auth: ['reports', 'reports/:id'] } },
    'mfe-identity': { name: 'mfe_identity', manifest: '/mfe/mfe-identity/1.0.0-aaa/mf-manifest.json', deployId: '1.0.0-aaa', routes: { home: ['login'], auth: [] } },
  },
};
jest.mock('../registry/registry', () => ({
  getRegistry: () => Promise.resolve(registry),
  loadedDeployments: () => ({ 'mfe-records': '1.0.0-bbb', 'mfe-identity': '1.0.0-aaa' }),
}));

import { collectVitals, VITALS_URL } from './collect-vitals';

let visibility: DocumentVisibilityState = 'visible';
Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => visibility });
function hide() {
  visibility = 'hidden';
  document.dispatchEvent(new Event('visibilitychange'));
}
const metric = (name: string, value: number) => ({ name, value }) as Metric;

test('one beacon when the page is first hidden, with every metric, the route pattern and the deployments', async () => {
  const sent: Array<{ url: string; body: Blob }> = [];
  collectVitals('/auth/reports/LAB-123', (url, body) => sent.push({ url, body }) > 0);
  await Promise.resolve();
  expect(document.documentElement.dataset.vitals).toBeUndefined();
  reporters.TTFB!(metric('TTFB', 180.4));
  // From the first measure on, hiding the page sends a beacon; the page's root says so.
  expect(document.documentElement.dataset.vitals).toBe('measured');
  reporters.FCP!(metric('FCP', 900));
  reporters.LCP!(metric('LCP', 1200));
  reporters.LCP!(metric('LCP', 1530.26)); // a later, larger paint replaces the first
  reporters.CLS!(metric('CLS', 0.012345));
  expect(sent).toEqual([]);

  hide();
  hide();
  expect(sent).toHaveLength(1);
  expect(sent[0]!.url).toBe(VITALS_URL);
  expect(sent[0]!.body.type).toBe('application/json');
  // jsdom's Blob has no text(): read it as a browser without it would.
  const text = await new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(sent[0]!.body);
  });
  const body = JSON.parse(text);
  expect(body).toEqual({
    // The route's pattern, never the address (which carries the report's number).
    route: '/auth/reports/:id',
    brand: 'burjeel',
    lang: 'en',
    remotes: { 'mfe-records': '1.0.0-bbb', 'mfe-identity': '1.0.0-aaa' },
    metrics: [
      { name: 'TTFB', value: 180 },
      { name: 'FCP', value: 900 },
      { name: 'LCP', value: 1530 },
      { name: 'CLS', value: 0.0123 },
    ],
  });
});
