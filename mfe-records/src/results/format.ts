import type { TFunction } from 'i18next';
import type { ResultValue } from '@portal/shared/contracts';
import { formatDmy, numberFormat } from '@portal/shared/i18n';

type Lang = 'en' | 'ar';

/** A calendar date (YYYY-MM-DD) as dd/MM/yyyy in the page's language. */
export const dateText = (iso: string, lang: Lang) => formatDmy(`${iso}T12:00:00Z`, lang);

/** As many decimals as the laboratory writes its range with (HbA1c 6.0 %, not 6 %), at least the value's own. */
function decimals(v: Pick<ResultValue, 'value' | 'rangeText'>): number {
  const places = [...(v.rangeText.match(/\d+(?:\.(\d+))?/g) ?? []), String(v.value ?? '')].map((n) => n.split('.')[1]?.length ?? 0);
  return Math.min(3, Math.max(0, ...places));
}

/** The value with its unit (a number in the page's language), or the result in words. */
export function valueText(v: Pick<ResultValue, 'value' | 'valueText' | 'unit' | 'rangeText'>, lang: Lang, withUnit = true): string {
  if (v.value === null) return v.valueText ?? '';
  const d = decimals(v);
  const n = numberFormat(lang === 'ar' ? 'ar-AE' : 'en-GB', { minimumFractionDigits: d, maximumFractionDigits: d }).format(v.value);
  return withUnit && v.unit ? `${n} ${v.unit}` : n;
}

/** A value with its unit kept whole and left to right inside an Arabic sentence (U+2066 … U+2069); English as it is. */
export const isolated = (text: string, lang: Lang) => (lang === 'ar' ? `\u2066${text}\u2069` : text);

/** The range as the laboratory wrote it ('4.0 - 5.6' reads 4.0–5.6). */
export const rangeText = (v: Pick<ResultValue, 'rangeText'>) => v.rangeText.replace(/\s*-\s*/, '–');

/**
 * The chart's words for a screen reader and for everyone: the latest value, where it sits against the range and how
 * it moved since the value before, then how many values from when to when ("HbA1c 6.1 % on 02/11/2026, above the
 * range 4.0–5.6, up from 5.8. 7 values from 05/12/2023 to 25/11/2026.").
 */
export function trendSummary(t: TFunction, lang: Lang, test: string, values: ResultValue[]): string {
  if (values.length === 0) return t('results.trend.empty');
  const last = values[values.length - 1]!;
  const comma = lang === 'ar' ? '، ' : ', ';
  const count = t('results.summary.count', { count: values.length, first: dateText(values[0]!.date, lang), last: dateText(last.date, lang) });
  if (last.state === 'locked') return t('results.summary.locked', { test });
  if (last.state === 'pending') return `${t('results.summary.pending', { test, date: dateText(last.date, lang) })} ${count}`;
  const parts = [t('results.summary.value', { test, value: isolated(valueText(last, lang), lang), date: dateText(last.date, lang) })];
  if (last.position) parts.push(t(`results.summary.${last.position}`, { range: isolated(rangeText(last), lang) }));
  const previous = [...values.slice(0, -1)].reverse().find((v) => v.state === 'released' && v.value !== null && v.unit === last.unit);
  if (previous && last.value !== null && previous.value !== null) {
    const move = last.value > previous.value ? 'up' : last.value < previous.value ? 'down' : 'same';
    parts.push(t(`results.summary.${move}`, { previous: isolated(valueText(previous, lang, false), lang) }));
  }
  return `${parts.join(comma)}. ${count}`;
}
