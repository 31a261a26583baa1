import { startTransition, useCallback, useEffect, useMemo, useState } from 'react';
import type { RemoteModule } from '@portal/shared/rules';
import { loadRemoteModule } from './registry';
import { afterFirstPaint } from './preload';

export type RemoteState = { status: 'loading' } | { status: 'ready'; module: RemoteModule } | { status: 'failed'; error: Error };

/**
 * Loads several remotes' contracts in parallel; each settles on its own so one failure costs only its area.
 * `paintsPage` names those the page cannot paint without (its owner: pageOwner); they start at once, the others
 * once the page has painted (afterFirstPaint). Without it, every one paints the page.
 */
export function useRemotes(dirs: string[], paintsPage: (dir: string) => boolean = () => true): { states: Record<string, RemoteState>; retry: (dir: string) => void } {
  const key = dirs.join(',');
  // What each remote's last load answered, with the attempt it answered for: a retry's attempt shows as loading
  // until its own answer arrives; a remote once ready stays ready.
  const [settled, setSettled] = useState<Record<string, { attempt: number; state: RemoteState }>>({});
  const [attempt, setAttempt] = useState<Record<string, number>>({});

  useEffect(() => {
    let alive = true;
    for (const dir of dirs) {
      const tried = attempt[dir] ?? 0;
      const settle = (state: RemoteState) => setSettled((s) => ({ ...s, [dir]: { attempt: tried, state } }));
      const load = paintsPage(dir) ? loadRemoteModule(dir) : afterFirstPaint().then(() => loadRemoteModule(dir));
      load.then(
        // What a remote brings (menu, tiles, its page) renders as a transition, in slices (bootstrap.tsx).
        (module) => alive && startTransition(() => settle({ status: 'ready', module })),
        (error: Error) => alive && settle({ status: 'failed', error }),
      );
    }
    return () => {
      alive = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, attempt]);

  const states = useMemo(() => {
    const out: Record<string, RemoteState> = {};
    for (const dir of key ? key.split(',') : []) {
      const s = settled[dir];
      out[dir] = s && (s.state.status === 'ready' || s.attempt === (attempt[dir] ?? 0)) ? s.state : { status: 'loading' };
    }
    return out;
  }, [key, settled, attempt]);
  const retry = useCallback((dir: string) => setAttempt((a) => ({ ...a, [dir]: (a[dir] ?? 0) + 1 })), []);
  return { states, retry };
}
