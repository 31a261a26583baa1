import type { FieldErrors, FieldValues } from 'react-hook-form';
import { MSG } from '@portal/shared/contracts';

/**
 * The messages a content form shows below its fields (docs/product.md#content-requests), all at once so that one
 * correction does not reveal the next: 'All fields are required' while a required field is blank, then each
 * failing rule of the filled fields in the form's order (a bad mobile and a bad e-mail are both named). The rules
 * are the shared zod schemas' (through react-hook-form); this only orders their messages.
 */
export function formMessages<T extends FieldValues>(errors: FieldErrors<T>, values: T, required: readonly (keyof T & string)[], order: readonly (keyof T & string)[]): string[] {
  if (Object.keys(errors).length === 0) return [];
  const blank = (k: keyof T & string) => !String(values[k] ?? '').trim();
  const found: string[] = required.some(blank) ? [MSG.allFieldsRequired] : [];
  for (const k of order) {
    const message = (errors as Record<string, { message?: string } | undefined>)[k]?.message;
    if (message && !(required.includes(k) && blank(k)) && !found.includes(message)) found.push(message);
  }
  return found.length ? found : [MSG.allFieldsRequired];
}
