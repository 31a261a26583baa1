import type { ReactNode } from 'react';
import { Box, Flex } from '@portal/shared/ui';
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
