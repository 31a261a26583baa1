import { startTransition, useCallback, useEffect, useState } from 'react';
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
  const [states, setStates] = useState<Record<string, RemoteState>>({});
  const [attempt, setAttempt] = useState<Record<string, number>>({});

  useEffect(() => {
    let alive = true;
    for (const dir of dirs) {
      setStates((s) => (s[dir]?.status === 'ready' ? s : { ...s, [dir]: { status: 'loading' } }));
      const load = paintsPage(dir) ? loadRemoteModule(dir) : afterFirstPaint().then(() => loadRemoteModule(dir));
      load.then(
        // What a remote brings (menu, tiles, its page) renders as a transition, in slices (bootstrap.tsx).
        (module) => alive && startTransition(() => setStates((s) => ({ ...s, [dir]: { status: 'ready', module } }))),
        (error: Error) => alive && setStates((s) => ({ ...s, [dir]: { status: 'failed', error } })),
      );
    }
    return () => {
      alive = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, attempt]);

  const retry = useCallback((dir: string) => setAttempt((a) => ({ ...a, [dir]: (a[dir] ?? 0) + 1 })), []);
  return { states, retry };
}
