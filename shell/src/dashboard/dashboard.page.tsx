import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { DashboardTile } from '@portal/shared/contracts';
import { useSession } from '@portal/shared/session';
import { Badge, Box, ErrorPanel, Grid, Heading, Icon, Text, chakra } from '@portal/shared/ui';
import { usePortal } from '../routing/portal-context';
import { RemoteBoundary } from '../registry/remote-boundary';
import { lazyOf } from '../registry/lazy';

/** The shell's dashboard: the tiles and widgets the loaded remotes contribute, in their order. */
export function DashboardPage() {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const user = useSession((s) => s.user);
  const { ready, states, retry, visibility, openDialog } = usePortal();
  const visible = <T extends { visible?: (c: typeof visibility) => boolean }>(e: T) => !e.visible || e.visible(visibility);

  const tiles: DashboardTile[] = ready.flatMap(([, m]) => m.tiles ?? []).filter(visible).sort((a, b) => a.order - b.order);
  const widgets = ready
    .flatMap(([dir, m]) => (m.widgets ?? []).map((w) => ({ dir, w })))
    .filter(({ w }) => visible(w))
    .sort((a, b) => a.w.order - b.w.order);
  const failed = Object.entries(states).filter(([, s]) => s.status === 'failed');

  return (
    <Box>
      <Heading as="h1" size="xl" mb="1">
        {t('dashboard.welcome', { name: user?.firstName ?? '' })}
      </Heading>
      <Text color="fg.muted" mb="6">
        {t('dashboard.subtitle')}
      </Text>
      {tiles.length > 0 && (
        <Grid as="ul" listStyleType="none" p="0" m="0" mb="8" gap="3" templateColumns={{ base: 'repeat(2, 1fr)', sm: 'repeat(3, 1fr)', lg: 'repeat(5, 1fr)' }}>
          {tiles.map((tile) => (
            <li key={tile.id}>
              <chakra.button
                type="button"
                w="100%"
                h="100%"
                minH="28"
                p="4"
                borderWidth="1px"
                borderRadius="lg"
                bg="bg"
                display="flex"
                flexDirection="column"
                alignItems="center"
                justifyContent="center"
                gap="2"
                position="relative"
                _hover={{ borderColor: 'brand.solid', shadow: 'sm' }}
                _focusVisible={{ outline: '2px solid', outlineColor: 'brand.solid', outlineOffset: '2px' }}
                onClick={() => (tile.to ? navigate(tile.to) : tile.dialog && openDialog(tile.dialog))}
              >
                {tile.badgeKey && (
                  <Badge position="absolute" top="2" insetEnd="2" colorPalette="red">
                    {t(tile.badgeKey)}
                  </Badge>
                )}
                <Icon name={tile.icon} size={32} color="var(--chakra-colors-brand-solid)" />
                <Text fontWeight="medium" textAlign="center">
                  {t(tile.labelKey)}
                </Text>
              </chakra.button>
            </li>
          ))}
        </Grid>
      )}
      {failed.map(([dir]) => (
        <Box key={dir} mb="4" data-testid={`failed-${dir}`}>
          <ErrorPanel onRetry={() => retry(dir)} />
        </Box>
      ))}
      <Grid gap="6" templateColumns={{ base: '1fr', lg: 'repeat(2, 1fr)' }}>
        {widgets.map(({ dir, w }) => {
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
