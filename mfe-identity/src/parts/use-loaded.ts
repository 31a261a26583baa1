import { useCallback, useSyncExternalStore } from 'react';

/**
 * Server data of the login page, which is served without the query library (its 220 KB budget): one answer per
 * key for the page's life, in a small external store read with `useSyncExternalStore`. The first component that
 * reads a key asks for it; a failed load is asked again by the next one to subscribe. Elsewhere: TanStack Query.
 */
const answers = new Map<string, unknown>();
const loading = new Set<string>();
const listeners = new Set<() => void>();

function load(key: string, fetch: () => Promise<unknown>): void {
  if (answers.has(key) || loading.has(key)) return;
  loading.add(key);
  fetch()
    .then((answer) => void answers.set(key, answer), () => undefined)
    .finally(() => {
      loading.delete(key);
      for (const notify of listeners) notify();
    });
}

/**
 * The answer of `fetch` for `key`; undefined until it has arrived (or while it cannot be had). `known` gives the
 * answer the page arrived with, if any (@portal/shared/api knownContent): the server drew the first view with it, so
 * the render that hydrates that view shows the same, and nothing is asked again.
 */
export function useLoaded<T>(key: string, fetch: () => Promise<T>, known?: () => T | undefined): T | undefined {
  const subscribe = useCallback(
    (notify: () => void) => {
      listeners.add(notify);
      const given = answers.has(key) ? undefined : known?.();
      if (given !== undefined) answers.set(key, given);
      else load(key, fetch);
      return () => void listeners.delete(notify);
    },
    // The key names the answer: a new fetch function for the same key asks nothing new.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [key],
  );
  return useSyncExternalStore(
    subscribe,
    () => (answers.has(key) ? (answers.get(key) as T) : known?.()),
    // On the server, and in the render that hydrates what it drew: only what the page arrived with.
    () => known?.(),
  );
}
