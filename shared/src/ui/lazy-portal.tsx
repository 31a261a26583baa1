import { Suspense, lazy, useState, type ComponentType } from 'react';
import { OpenerHint, useOpener } from './lazy';
import type { ConfirmDialogProps } from './confirm-dialog';
import type { InfoDialogProps } from './info-dialog';

// The portal's own dialogs, which no page needs for its first paint, loaded on first use (lazy.tsx says why:
// `@portal/shared/ui` is in the first load of every page, the login page's included).

/**
 * ConfirmDialog and InfoDialog travel in the overlays chunk (parts/overlays.ts), which they need anyway, so
 * that pages which keep a closed one mounted (the footer, confirmations) do not carry them in their first
 * load. Like Dialog's `deferClosedRoot` (lazy.tsx): an instance that was never opened renders and fetches
 * nothing; from its first opening on it stays mounted, so closing animations and focus return are untouched.
 */
function deferredWhileClosed<P extends { open: boolean }>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const Real = lazy(() => load().then((component) => ({ default: component })));
  function DeferredDialog(props: P) {
    const [opened, setOpened] = useState(props.open);
    // Read here, in the page's render that opens the dialog: the first opening waits for the chunk, and by
    // the time the dialog renders, the page may have disabled the button that opened it (focus gone).
    const opener = useOpener(props.open);
    if (props.open && !opened) setOpened(true);
    if (!opened) return null;
    return (
      <OpenerHint.Provider value={opener}>
        <Suspense fallback={null}>
          <Real {...props} />
        </Suspense>
      </OpenerHint.Provider>
    );
  }
  return DeferredDialog;
}

export const ConfirmDialog = deferredWhileClosed<ConfirmDialogProps>(() => import('./parts/overlays').then((m) => m.ConfirmDialog));
export const InfoDialog = deferredWhileClosed<InfoDialogProps>(() => import('./parts/overlays').then((m) => m.InfoDialog));
