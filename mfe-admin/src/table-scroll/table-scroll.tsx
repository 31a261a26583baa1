import type { ReactNode } from 'react';
import { Box, type BoxProps } from '@portal/shared/ui';

/**
 * A wide table's scroll container: keyboard users can focus it and scroll with the arrow keys (WCAG
 * 2.1.1; axe's scrollable-region-focusable), and a screen reader hears what it holds. Positioned, so
 * that visually hidden (absolute) header texts inside scroll with it instead of widening the page.
 */
export function TableScroll({ label, children, ...rest }: { label: string; children: ReactNode } & BoxProps) {
  return (
    <Box overflowX="auto" position="relative" tabIndex={0} role="region" aria-label={label} borderRadius="sm" _focusVisible={{ outline: '2px solid', outlineColor: 'brand.solid', outlineOffset: '2px' }} {...rest}>
      {children}
    </Box>
  );
}
