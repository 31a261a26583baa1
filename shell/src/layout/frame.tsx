import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Box, BrandLogo, Flex, chakra } from '@portal/shared/ui';
import { dialogOwner } from '@portal/shared/registry';
import type { Registry } from '../registry/registry';
import { Loading } from '../registry/remote-boundary';
import { Footer } from './footer';
import { SkipLink } from './skip-link';

export interface FrameLayoutProps {
  /** The top bar's start: the menu button and the logo. */
  start: ReactNode;
  /** The hospital chooser: beside the logo on a wide screen, the top bar's second line on a phone. */
  hospital?: ReactNode;
  /** The top bar's end: the notifications and the account menu. */
  end: ReactNode;
  /** The side menu (wide screens). */
  nav?: ReactNode;
  /** The page. */
  children: ReactNode;
  /** What sits outside the flow (dialogs, overlays, the idle guard). */
  after?: ReactNode;
}

/**
 * The signed-in frame's geometry: the top bar, the side menu's column, the page and the footer. One component for
 * the frame itself (auth-layout.tsx) and for its drawing before the session is read (FrameSkeleton, the server's
 * HTML of every /auth page), so that the one replaces the other without moving the page.
 */
export function FrameLayout({ start, hospital, end, nav, children, after }: FrameLayoutProps) {
  return (
    <Flex minH="100dvh" direction="column">
      <SkipLink />
      {/* On a phone the hospital chooser takes a second line of the top bar, so its name is read in full. */}
      <Flex as="header" align="center" columnGap="3" rowGap="0" px="4" minH="16" wrap={{ base: 'wrap', md: 'nowrap' }} borderBottomWidth="1px" bg="bg" position="sticky" top="0" zIndex="docked">
        <Flex align="center" gap="3" h="16" flex="1" minW="0">
          {start}
          <Box flex="1" />
        </Flex>
        {hospital}
        <Flex align="center" gap="3" h="16" order={{ base: 0, md: 1 }}>
          {end}
        </Flex>
      </Flex>
      <Flex flex="1" minH="0">
        {nav}
        <Flex direction="column" flex="1" minW="0">
          {/* At least the screen below the top bar (h="16", 4rem): the footer starts below the fold, so the dashboard's
              tiles and widgets arriving do not push it down in view. */}
          <Box as="main" id="main" flex="1" minH="calc(100dvh - 4rem)" px={{ base: '4', md: '8' }} py="6">
            {children}
          </Box>
          <Footer />
        </Flex>
      </Flex>
      {after}
    </Flex>
  );
}

/** Whether a remote of the registry contributes the hospital chooser (the top bar then has its button). */
function hasHospitalChooser(registry: Registry | null | undefined): boolean {
  return !!registry && dialogOwner(registry, Object.keys(registry.remotes), 'choose-hospital') !== undefined;
}

/** A grey block where a control or a text will be. */
const Placeholder = chakra('div', { base: { bg: 'bg.muted', borderRadius: 'md', flexShrink: 0 } });

/**
 * The signed-in frame drawn without a session (no name, no menu entries, no count: the session lives in the browser):
 * the logo, the places of the top bar's buttons and of the menu's entries, the page's title and the footer. The portal
 * server sends it as the HTML of every /auth page (docs/architecture.md "The first view from the server"); the shell's
 * first render puts the frame itself in its place (bootstrap.tsx).
 */
export function FrameSkeleton({ registry }: { registry?: Registry | null }) {
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
      <Placeholder h="8" w={{ base: '48', md: '64' }} mb="6" />
      <Loading />
    </FrameLayout>
  );
}
