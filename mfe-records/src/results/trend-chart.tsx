import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { AxisBottom, AxisLeft, AxisRight } from '@visx/axis';
import { Group } from '@visx/group';
import { scaleLinear, scaleUtc } from '@visx/scale';
import { LinePath } from '@visx/shape';
import type { ResultFlag, ResultValue } from '@portal/shared/contracts';
import { Box, Text } from '@portal/shared/ui';
import { dateText, isolated, valueText } from './format';

/**
 * A test's values over time as an SVG chart (visx): the reference range drawn as a band, every released value a
 * point on the line, flagged points drawn in another shape and colour (the table beside the chart says the same in
 * words). Time runs the way the page reads: left to right in English, right to left in Arabic (the value axis on the
 * right). One tab stop; the arrow keys move between the values, Home and End to the first and last, and the value
 * under the cursor is written below the chart and read out (`aria-live`).
 */

const HEIGHT = 260;
const MARGIN = { top: 16, bottom: 36, side: 52, end: 20 };
const COLOUR: Record<ResultFlag, string> = {
  normal: 'var(--chakra-colors-green-700)',
  high: 'var(--chakra-colors-orange-700)',
  low: 'var(--chakra-colors-orange-700)',
  abnormal: 'var(--chakra-colors-orange-700)',
  critical: 'var(--chakra-colors-red-700)',
  unknown: 'var(--chakra-colors-gray-700)',
};

interface Point {
  v: ResultValue;
  at: Date;
  value: number;
}

/** The width the chart has on the page (a phone and a desktop get their own tick count and text size). */
function useWidth() {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(640);
  useEffect(() => {
    const el = ref.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => entry && entry.contentRect.width > 0 && setWidth(Math.round(entry.contentRect.width)));
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  return { ref, width };
}

/** A point's mark: a circle when normal, a triangle pointing up or down when high or low, a ringed dot when critical. */
function Mark({ x, y, flag, active }: { x: number; y: number; flag: ResultFlag; active: boolean }) {
  const r = active ? 7 : 5;
  const colour = COLOUR[flag];
  const ring = active ? <circle cx={x} cy={y} r={r + 5} fill="none" stroke="var(--portal-primary)" strokeWidth={2} /> : null;
  if (flag === 'high' || flag === 'low') {
    const d = flag === 'high' ? `M${x},${y - r - 1} L${x + r},${y + r - 1} L${x - r},${y + r - 1} Z` : `M${x},${y + r + 1} L${x + r},${y - r + 1} L${x - r},${y - r + 1} Z`;
    return <g>{ring}<path d={d} fill={colour} /></g>;
  }
  if (flag === 'critical') return <g>{ring}<circle cx={x} cy={y} r={r + 2} fill="white" stroke={colour} strokeWidth={2} /><circle cx={x} cy={y} r={r - 1} fill={colour} /></g>;
  return <g>{ring}<circle cx={x} cy={y} r={r} fill={colour} /></g>;
}

export interface TrendChartProps {
  values: ResultValue[];
  /** The unit of the chart (the latest value's); values in another unit are left to the table. */
  unit: string;
  /** What the chart shows, in words (the text summary): the chart's accessible name starts with it. */
  summary: string;
  test: string;
}

export function TrendChart({ values, unit, summary, test }: TrendChartProps) {
  const { t, i18n } = useTranslation('records');
  const lang = i18n.language === 'ar' ? 'ar' : 'en';
  const rtl = lang === 'ar';
  const { ref, width } = useWidth();
  const points: Point[] = values
    .filter((v) => v.state === 'released' && v.value !== null && v.unit === unit)
    .map((v) => ({ v, at: new Date(`${v.date}T12:00:00Z`), value: v.value! }));
  const [active, setActive] = useState<number | null>(null);
  if (points.length === 0) return null;

  const band = [...points].reverse().find((p) => p.v.low !== null || p.v.high !== null)?.v;
  const numbers = [...points.map((p) => p.value), band?.low ?? undefined, band?.high ?? undefined].filter((n): n is number => n !== undefined);
  const lo = Math.min(...numbers);
  const hi = Math.max(...numbers);
  const pad = (hi - lo || Math.abs(hi) || 1) * 0.15;
  // The plot between the value axis (on the reading side's start) and the far edge.
  const plot = rtl ? { left: MARGIN.end, right: width - MARGIN.side } : { left: MARGIN.side, right: width - MARGIN.end };
  const first = points[0]!.at.getTime();
  const last = points[points.length - 1]!.at.getTime();
  const span = Math.max(last - first, 86_400_000 * 30);
  const x = scaleUtc({
    domain: [new Date(first - span * 0.04), new Date(last + span * 0.04)],
    // Arabic reads right to left: the earliest value on the right.
    range: rtl ? [plot.right, plot.left] : [plot.left, plot.right],
  });
  const y = scaleLinear({ domain: [lo - pad, hi + pad], range: [HEIGHT - MARGIN.bottom, MARGIN.top], nice: true });
  const phone = width < 480;
  const fontSize = phone ? 11 : 12;
  const tickLabel = { fontSize, fill: 'var(--chakra-colors-fg-muted)', fontFamily: 'inherit', textAnchor: 'middle' as const };
  const bandTop = y(band?.high ?? y.domain()[1]!);
  const bandBottom = y(band?.low ?? y.domain()[0]!);
  const shown = active === null ? null : points[active]!;
  const describe = (p: Point) => t('results.trend.point', { date: dateText(p.v.date, lang), value: isolated(valueText(p.v, lang), lang), flag: t(`results.flag.${p.v.flag ?? 'unknown'}`) });

  const onKey = (e: KeyboardEvent<HTMLDivElement>) => {
    const later = rtl ? 'ArrowLeft' : 'ArrowRight';
    const earlier = rtl ? 'ArrowRight' : 'ArrowLeft';
    const now = active ?? points.length - 1;
    let next: number | null = null;
    if (e.key === later || e.key === 'ArrowUp') next = Math.min(points.length - 1, active === null ? points.length - 1 : now + 1);
    else if (e.key === earlier || e.key === 'ArrowDown') next = Math.max(0, active === null ? points.length - 1 : now - 1);
    else if (e.key === 'Home') next = 0;
    else if (e.key === 'End') next = points.length - 1;
    else if (e.key === 'Escape') return setActive(null);
    if (next === null) return;
    e.preventDefault();
    setActive(next);
  };

  return (
    <Box>
      <Box
        ref={ref}
        tabIndex={0}
        role="group"
        aria-roledescription={t('results.trend.chart')}
        aria-label={t('results.trend.chartLabel', { test, summary })}
        onKeyDown={onKey}
        onBlur={() => setActive(null)}
        data-testid="trend-chart"
        borderRadius="md"
        _focusVisible={{ outline: '2px solid var(--portal-primary)', outlineOffset: '2px' }}
      >
        <svg width={width} height={HEIGHT} aria-hidden="true" focusable="false" style={{ display: 'block', maxWidth: '100%', direction: 'ltr' }}>
          {band && (
            <rect x={plot.left} y={bandTop} width={plot.right - plot.left} height={Math.max(0, bandBottom - bandTop)} fill="var(--chakra-colors-green-100)" data-testid="reference-band" />
          )}
          <Group>
            {/* `left` here is an SVG offset inside the chart, which mirrors itself in Arabic (the axis on the right). */}
            {rtl ? (
              // eslint-disable-next-line portal/logical-properties
              <AxisRight left={width - MARGIN.side} scale={y} numTicks={5} tickLabelProps={() => ({ ...tickLabel, textAnchor: 'start', dx: 4, dy: '0.33em' })} stroke="var(--chakra-colors-border)" tickStroke="var(--chakra-colors-border)" tickFormat={(n) => valueText({ value: Number(n), valueText: null, unit: '', rangeText: '' }, lang, false)} />
            ) : (
              // eslint-disable-next-line portal/logical-properties
              <AxisLeft left={MARGIN.side} scale={y} numTicks={5} tickLabelProps={() => ({ ...tickLabel, textAnchor: 'end', dx: -4, dy: '0.33em' })} stroke="var(--chakra-colors-border)" tickStroke="var(--chakra-colors-border)" tickFormat={(n) => valueText({ value: Number(n), valueText: null, unit: '', rangeText: '' }, lang, false)} />
            )}
            <AxisBottom
              top={HEIGHT - MARGIN.bottom}
              scale={x}
              // Only dates whose label fits inside the chart (a label is about 70 px wide).
              tickValues={x.ticks(phone ? 3 : 5).filter((d) => x(d) >= 36 && x(d) <= width - 36)}
              tickFormat={(d) => dateText((d as Date).toISOString().slice(0, 10), lang)}
              tickLabelProps={() => tickLabel}
              stroke="var(--chakra-colors-border)"
              tickStroke="var(--chakra-colors-border)"
            />
            <LinePath data={points} x={(p) => x(p.at)} y={(p) => y(p.value)} stroke="var(--portal-primary)" strokeWidth={2} />
            {points.map((p, i) => (
              <g key={p.v.id} data-testid="trend-point" data-flag={p.v.flag ?? 'unknown'} onMouseEnter={() => setActive(i)} onMouseLeave={() => setActive(null)}>
                <Mark x={x(p.at)} y={y(p.value)} flag={p.v.flag ?? 'unknown'} active={active === i} />
              </g>
            ))}
          </Group>
        </svg>
      </Box>
      <Text aria-live="polite" minH="6" mt="2" fontSize="sm" data-testid="trend-focus">
        {shown ? <bdi>{describe(shown)}</bdi> : null}
      </Text>
    </Box>
  );
}
