import { useCallback, useEffect, useRef } from 'react';

/**
 * `later(run, ms)`: runs `run` after `ms` unless the page has gone by then (a message shown for a while before
 * the page moves on: 'already registered' → login after 2 s…). One timer at a time; a new one replaces it.
 */
export function useLater(): (run: () => void, ms: number) => void {
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => () => void (timer.current && clearTimeout(timer.current)), []);
  return useCallback((run: () => void, ms: number) => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(run, ms);
  }, []);
}
