import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate, formatTime } from '@portal/shared/i18n';
import { useSession } from '@portal/shared/session';
import { Box, Flex, Text, useBreakpointValue } from '@portal/shared/ui';

/** A booking's date and time in the page's language ('Fri, 27 Nov 2026 at 4:30 pm'): the bar's and the summaries' text. */
export function useTimingText(): (date: string, time: string) => string {
  const { t } = useTranslation('booking');
  const lang = useSession((s) => s.lang);
  return (date, time) => t('at', { date: formatDate(date, lang), time: formatTime(time, lang) });
}

/**
 * Whether a booking page has its two columns (lg and wider): the summary with its confirming button beside the
 * slots. Narrower, the summary comes after the slots and the button goes into the ConfirmBar.
 */
export function useTwoColumns(): boolean {
  return useBreakpointValue({ base: false, lg: true }, { ssr: false }) ?? false;
}

export interface ConfirmBarProps {
  /** The chosen date and time, or 'no slot chosen' (shown beside the button). */
  timing: string;
  /**
   * Screen readers read the timing here too. Off by default: a booking page's summary says it, and the bar only
   * repeats it for the eye.
   */
  announced?: boolean;
  /**
   * From this width up the bar stays in the page's flow, without its top line: for a page whose only confirming
   * button is the bar's. By default the page hides the bar there and confirms from its summary.
   */
  inFlowFrom?: 'md' | 'lg';
  /** The confirming button. */
  children: ReactNode;
}

/**
 * On a phone the slots and the next free dates come first and make a long page: the confirming button stays in
 * view at the bottom of the screen, with the chosen time beside it.
 */
export function ConfirmBar({ timing, announced = false, inFlowFrom, children }: ConfirmBarProps) {
  // In the page's flow it is one more block of the page: no line above it, no space of its own before it.
  const [position, line, space] = inFlowFrom ? [{ base: 'sticky', [inFlowFrom]: 'static' }, { base: '1px', [inFlowFrom]: '0' }, { base: '4', [inFlowFrom]: '0' }] : ['sticky', '1px', '4'];
  return (
    <Flex position={position} bottom="0" zIndex="sticky" bg="bg" borderTopWidth={line} mt={space} py="3" gap="3" align="center" data-testid="confirm-bar">
      {/* Two even lines on a phone rather than the hour's am / pm alone on the second. */}
      <Text fontSize="sm" flex="1" minW="0" textWrap="balance" aria-hidden={announced ? undefined : true}>
        {timing}
      </Text>
      <Box flexShrink={0} minW="40">
        {children}
      </Box>
    </Flex>
  );
}
