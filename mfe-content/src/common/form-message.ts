import type { FieldErrors, FieldValues } from 'react-hook-form';
import { MSG } from '@portal/shared/contracts';

/**
 * The one message a content form shows below its fields (care §5, account §5): 'All fields are required' while a
 * required field is blank, otherwise the first failing rule in the form's order. The rules are the shared zod
 * schemas' (through react-hook-form); this only picks which of their messages a person reads first.
 */
export function formMessage<T extends FieldValues>(errors: FieldErrors<T>, values: T, required: readonly (keyof T & string)[], order: readonly (keyof T & string)[]): string | null {
  if (Object.keys(errors).length === 0) return null;
  if (required.some((k) => !String(values[k] ?? '').trim())) return MSG.allFieldsRequired;
  for (const k of order) {
    const message = (errors as Record<string, { message?: string } | undefined>)[k]?.message;
    if (message) return message;
  }
  return MSG.allFieldsRequired;
}
