import { useCallback, useEffect, useState } from 'react';
import { useSession } from '@portal/shared/session';

export interface ContentState<T> {
  data: T | undefined;
  error: unknown;
  loading: boolean;
  reload: () => void;
}

/**
 * Loads something from the content site (or the API) and loads it again when the language or the
 * content-site base changes: the content site answers in the language of the request (care §7, lang=ar).
 * `key` names what is loaded; a new key starts a new load and an answer to an old one is dropped.
 */
export function useContent<T>(key: string | null, load: () => Promise<T>, { contentSite = true }: { contentSite?: boolean } = {}): ContentState<T> {
  const lang = useSession((s) => s.lang);
  const storedBase = useSession((s) => s.wpBaseUrl);
  // The shell asks the API for the brand's content-site base at start; a content call made before that
  // would go to no brand at all, so it waits for the base (it reloads when the base arrives or changes).
  const base = contentSite ? storedBase : 'api';
  if (base === null) key = null;
  const [tick, setTick] = useState(0);
  const [state, setState] = useState<{ data: T | undefined; error: unknown; loading: boolean }>({ data: undefined, error: null, loading: true });
  const reload = useCallback(() => setTick((n) => n + 1), []);

  useEffect(() => {
    if (key === null) {
      // Nothing to load (no key) is idle; waiting for the content-site base still counts as loading.
      setState({ data: undefined, error: null, loading: base === null });
      return;
    }
    let live = true;
    setState((s) => ({ data: s.data, error: null, loading: true }));
    load().then(
      (data) => live && setState({ data, error: null, loading: false }),
      (error: unknown) => live && setState({ data: undefined, error, loading: false }),
    );
    return () => {
      live = false;
    };
    // `load` is a new function on each render; the key, language and base say when to load again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, lang, base, tick]);

  return { ...state, reload };
}
