import { digitsOnly } from '@portal/shared/rules';

/**
 * Typing masks of the identity forms. They only shape what is typed; the rules themselves are the shared
 * ones of `@portal/shared/contracts` (account §5).
 */

/** Emirates ID as typed → ###-####-#######-# (dashes appear as the digits arrive; at most 15 digits). */
export function maskEmiratesIdTyping(value: string): string {
  const d = digitsOnly(value).slice(0, 15);
  const parts = [d.slice(0, 3), d.slice(3, 7), d.slice(7, 14), d.slice(14, 15)].filter(Boolean);
  return parts.join('-');
}

/** Date as typed → dd/mm/yyyy (slashes appear after the day and the month; at most 8 digits). */
export function maskDateTyping(value: string, previous = ''): string {
  // Deleting a slash must not bring it straight back: when the text got shorter, keep what is there.
  if (value.length < previous.length) return value.replace(/[^\d/]/g, '');
  const d = digitsOnly(value).slice(0, 8);
  if (d.length <= 2) return d.length === 2 ? `${d}/` : d;
  if (d.length <= 4) return `${d.slice(0, 2)}/${d.slice(2)}${d.length === 4 ? '/' : ''}`;
  return `${d.slice(0, 2)}/${d.slice(2, 4)}/${d.slice(4)}`;
}

/** Other document ids: letters, digits, dash and slash, at most 15 (account §5). */
export function cleanDocumentIdTyping(value: string): string {
  return value.replace(/[^A-Za-z0-9\-/]/g, '').slice(0, 15);
}
