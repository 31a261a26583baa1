import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';
import type { RemoteModule, VisibilityContext } from '@portal/shared/rules';
import { useSession } from '@portal/shared/session';
import type { Registry } from '../registry/registry';
import { useRemotes, type RemoteState } from '../registry/use-remote';

export interface PortalValue {
  registry: Registry;
  states: Record<string, RemoteState>;
  ready: Array<[string, RemoteModule]>;
  retry: (dir: string) => void;
  visibility: VisibilityContext;
  openDialog: (id: string) => void;
  dialog: string | null;
  closeDialog: () => void;
}

/** Exported for tests that give a page a portal without loading remotes. */
export const PortalContext = createContext<PortalValue | null>(null);

export function usePortal(): PortalValue {
  const v = useContext(PortalContext);
  if (!v) throw new Error('usePortal outside PortalProvider');
  return v;
}

export function useVisibility(): VisibilityContext {
  const user = useSession((s) => s.user);
  const brand = useSession((s) => s.brandName) ?? 'burjeel';
  const facilityCode = user?.facilityCode ?? '';
  return useMemo(() => ({ roleId: Number(user?.roleId ?? 1), brand, facilityCode, memberId: 0 }), [user?.roleId, brand, facilityCode]);
}

/** Loads the given remotes' contracts and shares them with the layout, the routes and the dashboard. */
export function PortalProvider({ registry, dirs, children }: { registry: Registry; dirs: string[]; children: ReactNode }) {
  const { states, retry } = useRemotes(dirs);
  const visibility = useVisibility();
  const [dialog, setDialog] = useState<string | null>(null);
  const ready = useMemo(
    () =>
      dirs
        .map((d) => [d, states[d]] as const)
        .filter((e): e is readonly [string, { status: 'ready'; module: RemoteModule }] => e[1]?.status === 'ready')
        .map(([d, s]) => [d, s.module] as [string, RemoteModule]),
    [dirs, states],
  );
  const value = useMemo<PortalValue>(
    () => ({ registry, states, ready, retry, visibility, openDialog: setDialog, dialog, closeDialog: () => setDialog(null) }),
    [registry, states, ready, retry, visibility, dialog],
  );
  return <PortalContext.Provider value={value}>{children}</PortalContext.Provider>;
}
