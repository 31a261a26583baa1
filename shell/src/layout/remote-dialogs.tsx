import { useTranslation } from 'react-i18next';
import { dialogOwner } from '@portal/shared/registry';
import { ErrorPanel, InfoDialog } from '@portal/shared/ui';
import { usePortal } from '../routing/portal-context';
import { RemoteBoundary } from '../registry/remote-boundary';
import { lazyOf } from '../registry/lazy';

/**
 * Renders the dialog a menu entry or tile asked for (contributed by a remote, by id). Its remote may still be
 * loading (opening the dialog asked for it): nothing shows until it has arrived; if it cannot be loaded, a dialog
 * says so with a retry.
 */
export function RemoteDialogs() {
  const { t } = useTranslation('shell');
  const { registry, navDirs, ready, states, dialog, closeDialog, retry } = usePortal();
  if (!dialog) return null;
  for (const [dir, m] of ready) {
    const d = m.dialogs?.find((x) => x.id === dialog);
    if (!d) continue;
    const Dialog = lazyOf(d.load);
    return (
      <RemoteBoundary area={`${dir} dialog ${d.id}`} onRetry={() => retry(dir)} compact fallback={null}>
        {/* eslint-disable-next-line react-hooks/static-components -- lazyOf keeps one React.lazy per loader: the same component on every render */}
        <Dialog open onClose={closeDialog} />
      </RemoteBoundary>
    );
  }
  const owner = dialogOwner(registry, navDirs, dialog);
  if (owner && states[owner]?.status === 'failed')
    return (
      <InfoDialog open onClose={closeDialog} title={t('dialogUnavailable')}>
        <ErrorPanel onRetry={() => retry(owner)} />
      </InfoDialog>
    );
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
              <RemoteBoundary key={`${dir}:${o.id}`} area={`${dir} overlay ${o.id}`} compact fallback={null}>
                <Overlay />
              </RemoteBoundary>
            );
          }),
      )}
    </>
  );
}
