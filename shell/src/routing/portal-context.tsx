import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CONTRACT_VERSION, isShown, type RemoteModule, type VisibilityContext } from '@portal/shared/rules';
import { useSession } from '@portal/shared/session';
import { dialogOwner } from '@portal/shared/registry';
import type { Registry } from '../registry/registry';
import { useRemotes, type RemoteState } from '../registry/use-remote';

export interface PortalValue {
  registry: Registry;
  /** The remotes whose menu entries and tiles this layout shows (signed in: every remote of the role). */
  navDirs: string[];
  states: Record<string, RemoteState>;
  ready: Array<[string, RemoteModule]>;
  retry: (dir: string) => void;
  visibility: VisibilityContext;
  openDialog: (id: string) => void;
  dialog: string | null;
  closeDialog: () => void;
}

/** A menu entry or tile ready to draw: its label in the page's language. */
export interface NavEntry {
  id: string;
  label: string;
  icon: string;
  order: number;
  to?: string;
  dialog?: string;
  badgeKey?: string;
  /** An action of the shell's own (logout). */
  onSelect?: () => void;
}

/**
 * The menu entries or tiles of the layout's remotes that show for this user, in order: from the registry, where
 * the deploy step wrote them (the remote need not be loaded), else from the loaded contract. Nothing from a
 * remote whose registry entry names a contract this shell does not know.
 */
export function useNavEntries(kind: 'menu' | 'tiles'): NavEntry[] {
  const { registry, navDirs, ready, visibility } = usePortal();
  const { t, i18n } = useTranslation();
  const arabic = (i18n.resolvedLanguage ?? i18n.language ?? 'en').startsWith('ar');
  return useMemo(() => {
    const loaded = new Map(ready);
    const entries = navDirs.flatMap((dir): NavEntry[] => {
      const r = registry.remotes[dir];
      if (r?.contract !== undefined && r.contract !== CONTRACT_VERSION) return [];
      if (r?.nav) return r.nav[kind].filter((e) => isShown(e, visibility)).map(({ when: _when, label, ...e }) => ({ ...e, label: arabic ? label.ar : label.en }));
      const m = loaded.get(dir);
      return (m?.[kind] ?? []).filter((e) => isShown(e, visibility)).map(({ labelKey, when: _when, visible: _visible, ...e }) => ({ ...e, label: t(labelKey) }));
    });
    return entries.sort((a, b) => a.order - b.order);
  }, [registry, navDirs, ready, visibility, kind, arabic, t]);
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

/**
 * Loads the remotes' contracts the page needs (`dirs`; the set grows as the user moves on: a remote once loaded
 * stays) and shares them with the layout, the routes and the dashboard. Opening a dialog loads its remote.
 * `owner`, when given, is the one remote the page paints with (pageOwner; none on the dashboard): the others wait
 * for the page's first paint (useRemotes). Without it, all of `dirs` paint the page (the public layouts).
 */
export function PortalProvider({ registry, dirs, navDirs = dirs, owner, children }: { registry: Registry; dirs: string[]; navDirs?: string[]; owner?: string | null; children: ReactNode }) {
  const [dialog, setDialog] = useState<string | null>(null);
  // Every remote the page has needed so far, in the order first needed: the page's, then those a dialog asked for.
  const [wanted, setWanted] = useState<string[]>(dirs);
  const newlyNeeded = dirs.filter((d) => !wanted.includes(d));
  if (newlyNeeded.length) setWanted([...wanted, ...newlyNeeded]);
  const { states, retry } = useRemotes(wanted, owner === undefined ? undefined : (dir) => dir === owner);
  const visibility = useVisibility();
  const openDialog = useCallback(
    (id: string) => {
      const owner = dialogOwner(registry, navDirs, id);
      if (owner) setWanted((w) => (w.includes(owner) ? w : [...w, owner]));
      setDialog(id);
    },
    [registry, navDirs],
  );
  const ready = useMemo(
    () =>
      wanted
        .map((d) => [d, states[d]] as const)
        .filter((e): e is readonly [string, { status: 'ready'; module: RemoteModule }] => e[1]?.status === 'ready')
        .map(([d, s]) => [d, s.module] as [string, RemoteModule]),
    [wanted, states],
  );
  const value = useMemo<PortalValue>(
    () => ({ registry, navDirs, states, ready, retry, visibility, openDialog, dialog, closeDialog: () => setDialog(null) }),
    [registry, navDirs, states, ready, retry, visibility, openDialog, dialog],
  );
  return <PortalContext.Provider value={value}>{children}</PortalContext.Provider>;
}
