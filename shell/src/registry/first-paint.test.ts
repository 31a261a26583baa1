import { act } from '@testing-library/react';
import type { Registry } from './registry';

/**
 * What the page's first paint does not need waits for it (on a slow network the dashboard's remotes would share
 * the bandwidth with main.js and hold up the page's first paint). `afterFirstPaint` is a module-level promise:
 * each test takes a new copy of the module.
 */

type PaintList = { getEntriesByName(name: string): unknown[] };
let paintObservers: Array<(list: PaintList) => void> = [];
let painted = false;

/** A browser that reports paints, as Chromium does, and has not painted yet. */
function browserWithPaintTiming() {
  painted = false;
  paintObservers = [];
  class FakeObserver {
    static supportedEntryTypes = ['paint', 'largest-contentful-paint'];
    constructor(private readonly callback: (list: PaintList) => void) {}
    observe() {
      paintObservers.push(this.callback);
    }
    disconnect() {
      paintObservers = paintObservers.filter((c) => c !== this.callback);
    }
  }
  (globalThis as any).PerformanceObserver = FakeObserver;
  (performance as any).getEntriesByName = (name: string) => (painted && name === 'first-contentful-paint' ? [{ name }] : []);
}

/** The browser paints the page's first content. */
function paint() {
  painted = true;
  for (const callback of [...paintObservers]) callback({ getEntriesByName: (name) => (name === 'first-contentful-paint' ? [{ name }] : []) });
}

const flush = () => act(async () => {
  for (let i = 0; i < 5; i++) await Promise.resolve();
});

afterEach(() => {
  delete (globalThis as any).PerformanceObserver;
  delete (performance as any).getEntriesByName;
  jest.restoreAllMocks();
  jest.useRealTimers();
});

test('resolves at once in a browser that does not report paints, and once it has painted', async () => {
  delete (globalThis as any).PerformanceObserver;
  const first = jest.requireActual<typeof import('./preload')>('./preload');
  await expect(first.afterFirstPaint()).resolves.toBeUndefined();
  await jest.isolateModulesAsync(async () => {
    browserWithPaintTiming();
    painted = true;
    const { afterFirstPaint } = await import('./preload');
    await expect(afterFirstPaint()).resolves.toBeUndefined();
  });
});

test('waits for the first contentful paint, or FIRST_PAINT_WAIT_MS at the latest', async () => {
  await jest.isolateModulesAsync(async () => {
    browserWithPaintTiming();
    const { afterFirstPaint } = await import('./preload');
    let done = false;
    void afterFirstPaint().then(() => (done = true));
    await flush();
    expect(done).toBe(false);
    paint();
    await flush();
    expect(done).toBe(true);
    expect(paintObservers).toEqual([]); // the observer is let go
  });
  await jest.isolateModulesAsync(async () => {
    jest.useFakeTimers();
    browserWithPaintTiming();
    const { afterFirstPaint, FIRST_PAINT_WAIT_MS } = await import('./preload');
    let done = false;
    void afterFirstPaint().then(() => (done = true));
    jest.advanceTimersByTime(FIRST_PAINT_WAIT_MS - 1);
    await flush();
    expect(done).toBe(false);
    jest.advanceTimersByTime(1);
    await flush();
    expect(done).toBe(true);
  });
});

test("the entry file preloads the page's owner only; the page's other remotes are the layout's, after the paint", async () => {
  await jest.isolateModulesAsync(async () => {
    browserWithPaintTiming();
    const registry: Registry = {
      remotes: {
        'mfe-identity': { name: 'mfe_identity', manifest: '/i', deployId: '1', overlays: true, routes: { home: ['login'], auth: ['profile'] } },
        'mfe-records': { name: 'mfe_records', manifest: '/r', deployId: '1', widgets: true, routes: { home: [], auth: ['labreports'] } },
      },
    } as Registry;
    (globalThis as any).fetch = jest.fn(async () => ({ ok: true, json: async () => registry }));
    localStorage.setItem('token', 't');
    localStorage.setItem('user', JSON.stringify({ roleId: 1 }));
    const { startRegistry } = await import('./preload');
    for (const [page, owner] of [['/auth/labreports', ['mfe-records']], ['/auth/dashboard', []]] as const) {
      window.history.pushState({}, '', page);
      const preload = jest.fn();
      startRegistry(preload);
      await flush();
      paint();
      await flush();
      expect(preload.mock.calls).toEqual([[registry, owner]]);
    }
    localStorage.clear();
    delete (globalThis as any).fetch;
  });
});
