import type { ReactNode } from 'react';
import { Box, Flex, Text, useBreakpointValue } from '@portal/shared/ui';

/**
 * Whether a booking page has its two columns (lg and wider): the summary with its confirming button beside the
 * slots. Narrower, the summary comes after the slots and the button goes into the ConfirmBar.
 */
export function useTwoColumns(): boolean {
  return useBreakpointValue({ base: false, lg: true }, { ssr: false }) ?? false;
}

export interface ConfirmBarProps {
  /** The chosen date and time, or 'no slot chosen' (shown beside the button; the summary says it to screen readers). */
  timing: string;
  /** The confirming button. */
  children: ReactNode;
}

/**
 * On a phone the slots and the next free dates come first and make a long page: the confirming button stays in
 * view at the bottom of the screen, with the chosen time beside it.
 */
export function ConfirmBar({ timing, children }: ConfirmBarProps) {
  return (
    <Flex position="sticky" bottom="0" zIndex="sticky" bg="bg" borderTopWidth="1px" mt="4" py="3" gap="3" align="center" data-testid="confirm-bar">
      <Text fontSize="sm" flex="1" minW="0" aria-hidden="true">
        {timing}
      </Text>
      <Box flexShrink={0} minW="40">
        {children}
      </Box>
    </Flex>
  );
}
