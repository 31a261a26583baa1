import { digitsOnly } from '@portal/shared/rules';

/** Date as typed → dd/mm/yyyy (slashes appear after the day and the month; at most 8 digits). */
export function maskDateTyping(value: string, previous = ''): string {
  // Deleting a slash must not bring it straight back: when the text got shorter, keep what is there.
  if (value.length < previous.length) return value.replace(/[^\d/]/g, '');
  const d = digitsOnly(value).slice(0, 8);
  if (d.length <= 2) return d.length === 2 ? `${d}/` : d;
  if (d.length <= 4) return `${d.slice(0, 2)}/${d.slice(2)}${d.length === 4 ? '/' : ''}`;
  return `${d.slice(0, 2)}/${d.slice(2, 4)}/${d.slice(4)}`;
}
