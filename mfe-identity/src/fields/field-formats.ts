import { digitsOnly } from '@portal/shared/rules';

export { maskDateTyping } from '@portal/shared/ui';

/**
 * Typing masks of the identity forms. They only shape what is typed; the rules themselves are the shared
 * ones of `@portal/shared/contracts` (docs/product.md#accounts-fields).
 */

/** Emirates ID as typed → ###-####-#######-# (dashes appear as the digits arrive; at most 15 digits). */
export function maskEmiratesIdTyping(value: string): string {
  const d = digitsOnly(value).slice(0, 15);
  const parts = [d.slice(0, 3), d.slice(3, 7), d.slice(7, 14), d.slice(14, 15)].filter(Boolean);
  return parts.join('-');
}

/** Other document ids: letters, digits, dash and slash, at most 15 (docs/product.md#accounts-documents). */
export function cleanDocumentIdTyping(value: string): string {
  return value.replace(/[^A-Za-z0-9\-/]/g, '').slice(0, 15);
}
