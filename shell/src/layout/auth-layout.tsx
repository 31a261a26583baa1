import { useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { contentGet } from '@portal/shared/api';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useSession } from '@portal/shared/session';
import { IconButton, Icon, Menu, Portal, Text, Drawer, Button, BrandLogo, chakra } from '@portal/shared/ui';
import { PortalProvider, usePortal } from '../routing/portal-context';
import type { Registry } from '../registry/registry';
import { pageOwner, remotesForPage, remotesForRole } from '../registry/registry';
import { SideMenu, useMenuItems } from './menu';
import type { NavEntry } from '../routing/portal-context';
import { FrameLayout } from './frame';
import { RemoteDialogs, RemoteOverlays } from './remote-dialogs';
import { leavingForProvider, logout } from './logout';
import { IdleGuard } from './idle-guard';
import { NotificationBell } from './notification-bell';
import QueryFrame from '../query/query-frame';

/**
 * The authenticated area: guarded, with the collapsible left menu, the top bar and the footer. The menu shows
 * every remote of the role; a remote is loaded only once the page renders something of it (its page, an
 * overlay, a dashboard widget, a dialog; `remotesForPage`), its menu entries and tiles coming from the registry,
 * and only the page's own remote before the page has painted (pageOwner).
 */
export function AuthLayout({ registry }: { registry: Registry }) {
  const token = useSession((s) => s.token);
  const roleId = useSession((s) => Number(s.user?.roleId ?? 1));
  const { pathname } = useLocation();
  const navDirs = useMemo(() => remotesForRole(registry, roleId), [registry, roleId]);
  const needed = remotesForPage(registry, pathname, roleId).join(',');
  const dirs = useMemo(() => (needed ? needed.split(',') : []), [needed]);
  // The page's own remote now; the overlays, the dashboard's widgets… once the page has painted.
  const owner = pageOwner(registry, pathname) ?? null;
  if (!token) return leavingForProvider() ? null : <Navigate to="/home/login" replace />;
  return (
    <QueryFrame>
      <PortalProvider registry={registry} dirs={dirs} navDirs={navDirs} owner={owner}>
        <AuthFrame />
      </PortalProvider>
    </QueryFrame>
  );
}

/** The side menu shows from this width (Chakra's `lg`); below it the menu is in a drawer. */
const WIDE = '(min-width: 62em)';
const subscribeWide = (onChange: () => void) => {
  const query = window.matchMedia(WIDE);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
};
/**
 * Whether the screen is wide enough for the side menu. On a phone the menu is not rendered at all (hidden by CSS
 * it would still be about a third of the dashboard's elements, each styled at first render: main-thread time).
 */
function useWide(): boolean {
  return useSyncExternalStore(subscribeWide, () => window.matchMedia(WIDE).matches, () => true);
}

function AuthFrame() {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const user = useSession((s) => s.user);
  const [collapsed, setCollapsed] = useState(false);
  const [drawer, setDrawer] = useState(false);

  const own: NavEntry[] = [
    { id: 'dashboard', label: t('menu.dashboard'), icon: 'dashboard', order: 0, to: '/auth/dashboard' },
    { id: 'logout', label: t('menu.logout'), icon: 'logout', order: 1000, onSelect: () => void logout(navigate) },
  ];
  const items = useMenuItems(own);
  const wide = useWide();

  return (
    <FrameLayout
      start={
        <>
          <IconButton aria-label={t('menu.toggle')} variant="ghost" onClick={() => (wide ? setCollapsed((c) => !c) : setDrawer(true))}>
            <Icon name="menu" />
          </IconButton>
          <BrandLogo height={36} />
        </>
      }
      hospital={<HospitalButton />}
      end={
        <>
          <NotificationBell />
          <Menu.Root positioning={{ placement: 'bottom-end' }}>
            <Menu.Trigger asChild>
              {/* The name a person sees starts the accessible name (WCAG 2.5.3); on a phone only the icon shows. */}
              <Button variant="ghost" aria-label={user ? `${user.firstName} ${user.lastName}, ${t('userMenu.open')}` : t('userMenu.open')}>
                <Icon name="user" />
                {/* A long name ends in an ellipsis rather than pushing the bar's other buttons off the screen; on a
                    tablet it leaves the logo room beside the hospital's name (16rem there drew the button over the logo). */}
                <Text as="span" display={{ base: 'none', md: 'inline-block' }} maxWidth={{ md: '10rem', lg: '16rem' }} truncate data-testid="top-bar-name">
                  {user ? `${user.firstName} ${user.lastName}` : ''}
                </Text>
              </Button>
            </Menu.Trigger>
            <Portal>
              <Menu.Positioner>
                <Menu.Content>
                  <Menu.Item value="profile" onClick={() => navigate('/auth/profile')}>
                    {t('userMenu.profile')}
                  </Menu.Item>
                  <Menu.Item value="help" onClick={() => navigate('/auth/needhelp')}>
                    {t('userMenu.help')}
                  </Menu.Item>
                  <Menu.Item value="feedback" onClick={() => navigate('/auth/feedback')}>
                    {t('userMenu.feedback')}
                  </Menu.Item>
                  <Menu.Item value="logout" onClick={() => void logout(navigate)}>
                    {t('menu.logout')}
                  </Menu.Item>
                </Menu.Content>
              </Menu.Positioner>
            </Portal>
          </Menu.Root>
        </>
      }
      nav={
        wide ? (
          <chakra.nav aria-label={t('menu.label')} w={collapsed ? '16' : '64'} flexShrink={0} borderEndWidth="1px" transition="width 0.2s">
            <SideMenu items={items} collapsed={collapsed} />
          </chakra.nav>
        ) : null
      }
      after={
        <>
          <Drawer.Root open={drawer} onOpenChange={(e) => setDrawer(e.open)} placement="start">
            <Portal>
              <Drawer.Backdrop />
              <Drawer.Positioner>
                <Drawer.Content>
                  <Drawer.Header>
                    <Drawer.Title>{t('menu.label')}</Drawer.Title>
                  </Drawer.Header>
                  <Drawer.Body p="0">
                    <nav aria-label={t('menu.label')}>
                      <SideMenu items={items} collapsed={false} onNavigate={() => setDrawer(false)} />
                    </nav>
                  </Drawer.Body>
                </Drawer.Content>
              </Drawer.Positioner>
            </Portal>
          </Drawer.Root>
          <RemoteDialogs />
          <RemoteOverlays />
          <IdleGuard />
        </>
      }
    >
      <Outlet />
    </FrameLayout>
  );
}

/** The top bar's hospital chooser: opens the 'choose-hospital' dialog when a remote contributes it. */
/**
 * The chosen hospital's name in the page's language (the brand's location list of the content site), or null
 * while none is chosen or the list has not arrived.
 */
function useHospitalName(): string | null {
  const facilityId = useSession((s) => s.user?.facilityId ?? null);
  const lang = useSession((s) => s.lang);
  const brand = useSession((s) => s.brandName);
  const [names, setNames] = useState<{ key: string; list: { locationId: number; name: string }[] } | null>(null);
  const key = `${brand}|${lang}`;
  useEffect(() => {
    if (!facilityId || names?.key === key) return;
    let live = true;
    contentGet<{ locationId: number; name: string }[]>('getallhospitallocation')
      .then((list) => live && setNames({ key, list: Array.isArray(list) ? list : [] }))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [facilityId, key, names?.key]);
  if (!facilityId || names?.key !== key) return null;
  return names.list.find((h) => Number(h.locationId) === Number(facilityId))?.name ?? null;
}

function HospitalButton() {
  const { t } = useTranslation('shell');
  const { registry, navDirs, ready, openDialog } = usePortal();
  const hospital = useHospitalName();
  const contributed = navDirs.some((d) => registry.remotes[d]?.dialogs?.includes('choose-hospital')) || ready.some(([, m]) => m.dialogs?.some((d) => d.id === 'choose-hospital'));
  if (!contributed) return null;
  // The hospital the patient books with, once chosen; 'Choose Hospital' before. Its name starts the button's
  // accessible name (WCAG 2.5.3). On a phone the first line of the top bar has no room for a name (menu, logo,
  // notifications, account): the button is the bar's second line, the name shortened with an ellipsis only when
  // longer than the screen.
  return (
    <Button
      variant={{ base: 'ghost', md: 'outline' }}
      size="sm"
      aria-label={hospital ? `${hospital}, ${t('hospital.choose')}` : t('hospital.choose')}
      onClick={() => openDialog('choose-hospital')}
      data-testid="hospital-button"
      minW="0"
      order={{ base: 2, md: 0 }}
      flexBasis={{ base: '100%', md: 'auto' }}
      justifyContent={{ base: 'flex-start', md: 'center' }}
      mb={{ base: '2', md: '0' }}
      px={{ base: '1', md: '3' }}
    >
      <Icon name="location" />
      <Text as="span" maxW={{ base: 'full', md: '56' }} truncate data-testid="hospital-name">
        {hospital ?? t('hospital.choose')}
      </Text>
    </Button>
  );
}
