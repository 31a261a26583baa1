import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Box, Text, type BoxProps } from '@portal/shared/ui';

/** Which sides of a scroll container hide columns (in reading order: start and end). */
interface Hidden {
  start: boolean;
  end: boolean;
}

function hiddenSides(el: HTMLElement): Hidden {
  const room = el.scrollWidth - el.clientWidth;
  if (room <= 1) return { start: false, end: false };
  // Right to left, scrollLeft runs from 0 (start) down to -room.
  const from = Math.abs(el.scrollLeft);
  return { start: from > 1, end: from < room - 1 };
}

/**
 * A wide table's scroll container (the administrators' tables, the valet desk's list): keyboard users can focus it and scroll with the arrow keys (WCAG
 * 2.1.1; axe's scrollable-region-focusable), and a screen reader hears what it holds. Positioned, so
 * that visually hidden (absolute) header texts inside scroll with it instead of widening the page.
 * When the table is wider than the screen (a phone), a line above it says it scrolls sideways and a shade
 * on each edge that hides columns shows where more is.
 */
export function TableScroll({ label, children, ...rest }: { label: string; children: ReactNode } & BoxProps) {
  const { t, i18n } = useTranslation('common');
  const ref = useRef<HTMLDivElement>(null);
  const [hidden, setHidden] = useState<Hidden>({ start: false, end: false });
  const measure = useCallback(() => {
    const el = ref.current;
    if (!el) return;
    const next = hiddenSides(el);
    setHidden((h) => (h.start === next.start && h.end === next.end ? h : next));
  }, []);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    measure();
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(measure) : null;
    observer?.observe(el);
    if (el.firstElementChild) observer?.observe(el.firstElementChild);
    return () => observer?.disconnect();
  }, [measure, children]);
  const rtl = i18n.dir() === 'rtl';
  const shade = (side: 'start' | 'end') => {
    // The shade darkens the edge and fades towards the middle of the table.
    const towards = (side === 'end') !== rtl ? 'left' : 'right';
    return (
      <Box
        aria-hidden="true"
        data-testid={`table-more-${side}`}
        position="absolute"
        top="0"
        bottom="0"
        w="6"
        pointerEvents="none"
        {...(side === 'start' ? { insetStart: '0' } : { insetEnd: '0' })}
        style={{ background: `linear-gradient(to ${towards}, rgba(15, 23, 42, 0.18), rgba(15, 23, 42, 0))` }}
      />
    );
  };
  return (
    <Box>
      {hidden.start || hidden.end ? (
        <Text fontSize="xs" color="fg.muted" mb="1" data-testid="table-scroll-hint">
          {t('ui.scrollHint')}
        </Text>
      ) : null}
      <Box position="relative">
        <Box
          ref={ref}
          onScroll={measure}
          overflowX="auto"
          position="relative"
          tabIndex={0}
          role="region"
          aria-label={label}
          borderRadius="sm"
          _focusVisible={{ outline: '2px solid', outlineColor: 'brand.solid', outlineOffset: '2px' }}
          {...rest}
        >
          {children}
        </Box>
        {hidden.start ? shade('start') : null}
        {hidden.end ? shade('end') : null}
      </Box>
    </Box>
  );
}
