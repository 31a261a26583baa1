import { Suspense, lazy, type ComponentType } from 'react';

/**
 * Loads a Chakra compound component (Menu, Dialog, Tabs…) only when a page first renders it.
 *
 * Why: `@portal/shared/ui` is one shared module, so everything it re-exports is in the first load of
 * every page, and the first load of /home/login has a 220 KB gzip budget. Menus, tooltips, dialogs,
 * tabs and friends (their state machines and positioning code: ~60 KB gzip together) are not needed
 * to paint the login page, so they come in their own chunk on first use.
 *
 * `lazyNamespace(load)` returns an object shaped like the namespace (`Menu.Root`, `Menu.Trigger`…):
 * each part is a stable component that renders the real one, suspending (locally, showing nothing) only
 * while the chunk is still on its way. Once loaded, parts render synchronously.
 */
type Thenable<T> = { then(onFulfilled: (value: T) => void, onRejected?: (reason: unknown) => void): void };

export interface LazyNamespaceOptions {
  /**
   * For Dialog and Drawer: a controlled `Root` with `open={false}` renders nothing and does not fetch the
   * chunk until it first opens (pages keep closed dialogs mounted — the footer's Terms and Privacy, a
   * confirmation — and they must not cost the first load). After the first load it renders normally, so
   * closing animations and focus return are untouched.
   */
  deferClosedRoot?: boolean;
}

export function lazyNamespace<T extends object>(load: () => Promise<T>, options: LazyNamespaceOptions = {}): T {
  let loaded: T | null = null;
  let pending: Promise<T> | null = null;
  const fetchOnce = () => {
    pending ??= load().then(
      (ns) => (loaded = ns),
      (err) => {
        pending = null; // a failed chunk download may be retried by the next render
        throw err;
      },
    );
    return pending;
  };
  const parts = new Map<PropertyKey, ComponentType<Record<string, unknown>>>();
  const partOf = (key: PropertyKey) => {
    let part = parts.get(key);
    if (part) return part;
    const Lazy = lazy(() => {
      // Already loaded: resolve synchronously so React renders it without suspending.
      if (loaded) {
        const ready = loaded;
        const sync: Thenable<{ default: ComponentType<Record<string, unknown>> }> = {
          then: (ok) => ok({ default: (ready as Record<PropertyKey, ComponentType<Record<string, unknown>>>)[key] }),
        };
        return sync as unknown as Promise<{ default: ComponentType<Record<string, unknown>> }>;
      }
      return fetchOnce().then((ns) => ({ default: (ns as Record<PropertyKey, ComponentType<Record<string, unknown>>>)[key] }));
    });
    // React 19 passes `ref` as a prop, so spreading props forwards it.
    const deferWhileClosed = options.deferClosedRoot && key === 'Root';
    part = function LazyPart(props: Record<string, unknown>) {
      if (deferWhileClosed && !loaded && props.open === false) return null;
      return (
        <Suspense fallback={null}>
          <Lazy {...props} />
        </Suspense>
      );
    };
    (part as { displayName?: string }).displayName = `Lazy(${String(key)})`;
    parts.set(key, part);
    return part;
  };
  return new Proxy({} as T, {
    get: (_target, key) => (key === 'then' ? undefined : partOf(key)),
  });
}

/** Starts downloading lazily loaded UI parts ahead of need (e.g. after the user signs in). */
export function preloadUi(): Promise<unknown> {
  return Promise.all([import('./parts/overlays'), import('./parts/disclosure'), import('./parts/controls')]);
}
