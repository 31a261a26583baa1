import type { LangCode } from '@portal/shared/rules';

/** Times and names (weekdays, months) as a person reads them, in the page language; dates are `formatDmy`'s. */
const locale = (lang: LangCode) => (lang === 'ar' ? 'ar-AE' : 'en-GB');

const formats = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat>();
function cached<T extends Intl.DateTimeFormat | Intl.NumberFormat>(kind: string, tag: string, options: object | undefined, make: () => T): T {
  const key = `${kind}|${tag}|${JSON.stringify(options ?? {})}`;
  let f = formats.get(key) as T | undefined;
  if (!f) formats.set(key, (f = make()));
  return f;
}

/**
 * One `Intl.DateTimeFormat` per locale and options for the page's life: making one costs far more than using it
 * (a list would otherwise make one per row while the page loads: main-thread time).
 */
export function dateTimeFormat(tag: string, options?: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  return cached('dt', tag, options, () => new Intl.DateTimeFormat(tag, options));
}

/** One `Intl.NumberFormat` per locale and options, as `dateTimeFormat`. */
export function numberFormat(tag: string, options?: Intl.NumberFormatOptions): Intl.NumberFormat {
  return cached('n', tag, options, () => new Intl.NumberFormat(tag, options));
}

/**
 * 'YYYY-MM-DD' (a calendar date: no time-zone shift) → dd/MM/yyyy as every date in the portal (`formatDmy`),
 * after the weekday's name in the page language unless `withWeekday` is false: 'Tue, 10/03/2026' /
 * 'الثلاثاء، 10/03/2026'.
 */
export function formatDate(iso: string, lang: LangCode, withWeekday = true): string {
  if (!/^\d{4}-\d{2}-\d{2}/.test(iso)) return iso;
  const d = new Date(`${iso.slice(0, 10)}T12:00:00Z`);
  const date = formatDmy(d, lang, { timeZone: 'UTC' });
  if (!withWeekday) return date;
  const weekday = dateTimeFormat(locale(lang), { timeZone: 'UTC', weekday: 'short' }).format(d);
  return `${weekday}${lang === 'ar' ? '، ' : ', '}${date}`;
}

/** 'HH:MM' (a wall-clock time at the hospital) → e.g. '2:30 pm' / '٢:٣٠ م'. */
export function formatTime(hhmm: string, lang: LangCode): string {
  const m = /^(\d{2}):(\d{2})/.exec(hhmm);
  if (!m) return hhmm;
  const d = new Date(Date.UTC(2000, 0, 1, Number(m[1]), Number(m[2])));
  return dateTimeFormat(locale(lang), { timeZone: 'UTC', hour: 'numeric', minute: '2-digit', hour12: true }).format(d);
}

/** A date chip: weekday and day ('Tue 10' / 'الثلاثاء ١٠'). */
export function formatDayChip(iso: string, lang: LangCode): { weekday: string; day: string; month: string } {
  const d = new Date(`${iso.slice(0, 10)}T12:00:00Z`);
  const part = (o: Intl.DateTimeFormatOptions) => dateTimeFormat(locale(lang), { timeZone: 'UTC', ...o }).format(d);
  return { weekday: part({ weekday: 'short' }), day: part({ day: 'numeric' }), month: part({ month: 'short' }) };
}

/**
 * The portal's one date format, as the product writes dates (docs/product.md#everywhere-languages): dd/MM/yyyy, with HH:mm when `withTime`,
 * in Latin digits and the same order in both languages (a date reads the same on an English and an Arabic
 * page), in the hospitals' time zone (UAE) unless another is given (UTC for a calendar date). `lang` is the
 * page's language, kept so that every caller states it; the digits do not change with it.
 *
 * In UTC the digits are the date's own (`toISOString`): no `Intl` object is made, since a page's first one loads the
 * browser's locale data, a long piece of work that cannot be split (tens of milliseconds on a phone, docs/performance.md).
 * The dashboard's dates (its news) are calendar dates, so its first render makes none. Other zones go through `Intl`.
 */
export function formatDmy(at: string | Date, _lang: LangCode, { withTime = false, timeZone = 'Asia/Dubai' }: { withTime?: boolean; timeZone?: string } = {}): string {
  const d = typeof at === 'string' ? new Date(/^\d{4}-\d{2}-\d{2}$/.test(at) ? `${at}T12:00:00Z` : at) : at;
  if (Number.isNaN(d.getTime())) return String(at);
  if (timeZone === 'UTC') {
    const utc = d.toISOString(); // YYYY-MM-DDTHH:mm…, in UTC
    const date = `${utc.slice(8, 10)}/${utc.slice(5, 7)}/${utc.slice(0, 4)}`;
    return withTime ? `${date} ${utc.slice(11, 16)}` : date;
  }
  const parts = dateTimeFormat('en-GB', { timeZone, day: '2-digit', month: '2-digit', year: 'numeric', ...(withTime ? { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' } : {}) }).formatToParts(d);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  const date = `${part('day')}/${part('month')}/${part('year')}`;
  return withTime ? `${date} ${part('hour')}:${part('minute')}` : date;
}
