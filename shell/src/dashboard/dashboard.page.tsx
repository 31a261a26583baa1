import { startTransition, useEffect, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { isShown } from '@portal/shared/rules';
import { useSession } from '@portal/shared/session';
import { Badge, Box, ErrorPanel, Grid, Heading, Icon, Skeleton, Text, TileButton } from '@portal/shared/ui';
import { usePortal, useNavEntries } from '../routing/portal-context';
import { RemoteBoundary } from '../registry/remote-boundary';
import { lazyOf } from '../registry/lazy';

/**
 * How long the dashboard waits for every remote before it shows what has arrived. Remotes arrive one by one;
 * drawn as they come, each one's tiles pushed the widgets below down (Lighthouse CLS 0.17–0.24 on a phone).
 * Within this time they appear together; a slower remote (or a failed one) no longer holds up the others.
 */
export const DASHBOARD_HOLD_MS = 1000;
const TILE_COLUMNS = { base: 'repeat(2, 1fr)', sm: 'repeat(3, 1fr)', lg: 'repeat(5, 1fr)' };

/**
 * The dashboard's first lines: the welcome (`welcome`) and what the page is for. The page itself, and the server's
 * drawing of it in the signed-in frame (layout/frame-skeleton.tsx FrameSkeleton, without a name: `headingAs="div"` around a
 * placeholder), so that the one replaces the other in place; its line is the page's largest paint.
 */
export function DashboardHead({ welcome, headingAs = 'h1' }: { welcome: ReactNode; headingAs?: 'h1' | 'div' }) {
  const { t } = useTranslation('shell');
  return (
    <>
      <Heading as={headingAs} size="xl" mb="1" aria-hidden={headingAs === 'div' ? true : undefined}>
        {welcome}
      </Heading>
      <Text color="fg.muted" mb="6">
        {t('dashboard.subtitle')}
      </Text>
    </>
  );
}

/** The tiles' places while the remotes arrive (DASHBOARD_HOLD_MS); the server's frame draws the same. */
export function DashboardSettling() {
  return (
    <Grid aria-hidden="true" data-testid="dashboard-settling" mb="8" gap="3" templateColumns={TILE_COLUMNS}>
      {Array.from({ length: 5 }, (_, i) => (
        <Skeleton key={i} minH="28" borderRadius="lg" />
      ))}
    </Grid>
  );
}

/** The shell's dashboard: the tiles of the role's remotes (registry or contract) and the widgets of the loaded ones, in their order. */
export function DashboardPage() {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const user = useSession((s) => s.user);
  const { ready, states, retry, visibility, openDialog } = usePortal();

  const tiles = useNavEntries('tiles');
  const widgets = ready
    .flatMap(([dir, m]) => (m.widgets ?? []).map((w) => ({ dir, w })))
    .filter(({ w }) => isShown(w, visibility))
    .sort((a, b) => a.w.order - b.w.order);
  const failed = Object.entries(states).filter(([, s]) => s.status === 'failed');
  const loading = Object.keys(states).length === 0 || Object.values(states).some((s) => s.status === 'loading');
  const [waited, setWaited] = useState(false);
  useEffect(() => {
    // A transition: the tiles and every widget render at once here, in slices rather than one long task.
    const timer = window.setTimeout(() => startTransition(() => setWaited(true)), DASHBOARD_HOLD_MS);
    return () => window.clearTimeout(timer);
  }, []);
  const settling = loading && !waited;

  return (
    <Box>
      <DashboardHead welcome={t('dashboard.welcome', { name: user?.firstName ?? '' })} />
      {settling ? <DashboardSettling /> : null}
      {!settling && tiles.length > 0 && (
        <Grid as="ul" listStyleType="none" p="0" m="0" mb="8" gap="3" templateColumns={TILE_COLUMNS}>
          {tiles.map((tile) => (
            <li key={tile.id}>
              <TileButton onClick={() => (tile.to ? navigate(tile.to) : tile.dialog && openDialog(tile.dialog))}>
                {tile.badgeKey && (
                  <Badge position="absolute" top="2" insetEnd="2" colorPalette="red">
                    {t(tile.badgeKey)}
                  </Badge>
                )}
                <Icon name={tile.icon} size={32} color="var(--chakra-colors-brand-solid)" />
                <Text fontWeight="medium" textAlign="center">
                  {tile.label}
                </Text>
              </TileButton>
            </li>
          ))}
        </Grid>
      )}
      {!settling && failed.map(([dir]) => (
        <Box key={dir} mb="4" data-testid={`failed-${dir}`}>
          <ErrorPanel onRetry={() => retry(dir)} />
        </Box>
      ))}
      <Grid gap="6" templateColumns={{ base: '1fr', lg: 'repeat(2, 1fr)' }}>
        {(settling ? [] : widgets).map(({ dir, w }) => {
          const Widget = lazyOf(w.load);
          return (
            <Box key={`${dir}:${w.id}`} gridColumn={w.span === 'half' ? undefined : '1 / -1'}>
              <RemoteBoundary area={`${dir} widget ${w.id}`} onRetry={() => retry(dir)} compact>
                <Widget />
              </RemoteBoundary>
            </Box>
          );
        })}
      </Grid>
    </Box>
  );
}
