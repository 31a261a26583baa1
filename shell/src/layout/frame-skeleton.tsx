import { useTranslation } from 'react-i18next';
import { Box, BrandLogo, Flex, chakra } from '@portal/shared/ui';
import { dialogOwner } from '@portal/shared/registry';
import type { Registry } from '../registry/registry';
import { Loading } from '../registry/remote-boundary';
import { DashboardHead, DashboardSettling } from '../dashboard/dashboard.page';
import { FrameLayout } from './frame';

// The server's drawing of the signed-in frame (shell/src/server.tsx); the browser's build has no use for it.

/** Whether a remote of the registry contributes the hospital chooser (the top bar then has its button). */
function hasHospitalChooser(registry: Registry | null | undefined): boolean {
  return !!registry && dialogOwner(registry, Object.keys(registry.remotes), 'choose-hospital') !== undefined;
}

/** A grey block where a control or a text will be. */
const Placeholder = chakra('div', { base: { bg: 'bg.muted', borderRadius: 'md', flexShrink: 0 } });

/**
 * The signed-in frame drawn without a session (no name, no menu entries, no count: the session lives in the browser):
 * the logo, the places of the top bar's buttons and of the menu's entries, the page's title (on the dashboard its first
 * lines and the places of its tiles, as the page draws them while its remotes arrive) and the footer. The portal
 * server sends it as the HTML of every /auth page (docs/architecture.md "The first view from the server"); the shell's
 * first render puts the frame itself in its place (bootstrap.tsx).
 */
export function FrameSkeleton({ registry, page }: { registry?: Registry | null; page?: 'dashboard' }) {
  const { t } = useTranslation('shell');
  return (
    <FrameLayout
      start={
        <>
          <Placeholder w="10" h="10" />
          <BrandLogo height={36} />
        </>
      }
      hospital={
        hasHospitalChooser(registry) ? (
          <Box order={{ base: 2, md: 0 }} flexBasis={{ base: '100%', md: 'auto' }} mb={{ base: '2', md: '0' }}>
            <Placeholder h="8" w={{ base: '40', md: '48' }} />
          </Box>
        ) : null
      }
      end={
        <>
          <Placeholder w="10" h="10" />
          <Placeholder h="10" w={{ base: '10', md: '32' }} />
        </>
      }
      nav={
        <chakra.nav aria-label={t('menu.label')} display={{ base: 'none', lg: 'block' }} w="64" flexShrink={0} borderEndWidth="1px">
          <Flex direction="column" gap="1" p="2">
            {[0, 1, 2, 3, 4, 5, 6, 7].map((i) => (
              <Placeholder key={i} h="10" opacity={0.7} />
            ))}
          </Flex>
        </chakra.nav>
      }
    >
      {page === 'dashboard' ? (
        <>
          <DashboardHead headingAs="div" welcome={<Placeholder as="span" display="inline-block" verticalAlign="middle" h="1em" w={{ base: '48', md: '64' }} />} />
          <DashboardSettling />
        </>
      ) : (
        <>
          <Placeholder h="8" w={{ base: '48', md: '64' }} mb="6" />
          <Loading />
        </>
      )}
    </FrameLayout>
  );
}
