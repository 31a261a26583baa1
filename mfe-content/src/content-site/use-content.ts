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
  const [tick, setTick] = useState(0);
  const [state, setState] = useState<{ data: T | undefined; error: unknown; loading: boolean }>({ data: undefined, error: null, loading: key !== null });
  const reload = useCallback(() => setTick((n) => n + 1), []);

  // Another brand's content site is another answer. The base's first arrival is not a change: a load started
  // before it waits for it (@portal/shared/api contentBase).
  useEffect(() => {
    if (!contentSite) return;
    return useSession.subscribe((s, before) => {
      if (before.wpBaseUrl && s.wpBaseUrl && s.wpBaseUrl !== before.wpBaseUrl) reload();
    });
  }, [contentSite, reload]);

  useEffect(() => {
    if (key === null) {
      setState({ data: undefined, error: null, loading: false });
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
    // `load` is a new function on each render; the key, the language and a reload say when to load again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, lang, tick]);

  return { ...state, reload };
}
