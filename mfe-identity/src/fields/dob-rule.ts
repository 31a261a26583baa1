import { MSG, dobMessage, parseDisplayDate } from '@portal/shared/rules';

/**
 * The date-of-birth message of a form field (docs/product.md#accounts-fields): required, strictly dd/mm/yyyy (the shared
 * `dobMessage` also takes yyyy-mm-dd, which the API accepts but a person never types here), not in the
 * future. Null when the date is fine.
 */
export function displayDobMessage(value: string, now: Date = new Date()): string | null {
  if (value.trim() && parseDisplayDate(value) === null) return MSG.invalidDateFormat;
  return dobMessage(value, now);
}
