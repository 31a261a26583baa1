import { usePortal } from '../routing/portal-context';
import { RemoteBoundary } from '../registry/remote-boundary';
import { lazyOf } from '../registry/lazy';

/** Renders the dialog a menu entry or tile asked for (contributed by a remote, by id). */
export function RemoteDialogs() {
  const { ready, dialog, closeDialog, retry } = usePortal();
  if (!dialog) return null;
  for (const [dir, m] of ready) {
    const d = m.dialogs?.find((x) => x.id === dialog);
    if (!d) continue;
    const Dialog = lazyOf(d.load);
    return (
      <RemoteBoundary area={`${dir} dialog ${d.id}`} onRetry={() => retry(dir)} compact>
        <Dialog open onClose={closeDialog} />
      </RemoteBoundary>
    );
  }
  return null;
}

/** Entry overlays (e.g. 'Complete your Profile') contributed by remotes, over every authenticated page. */
export function RemoteOverlays() {
  const { ready, visibility } = usePortal();
  return (
    <>
      {ready.flatMap(([dir, m]) =>
        (m.overlays ?? [])
          .filter((o) => !o.visible || o.visible(visibility))
          .map((o) => {
            const Overlay = lazyOf(o.load);
            return (
              <RemoteBoundary key={`${dir}:${o.id}`} area={`${dir} overlay ${o.id}`} compact>
                <Overlay />
              </RemoteBoundary>
            );
          }),
      )}
    </>
  );
}
