import { isApiError } from '@portal/shared/api';
import { MSG, type LangCode } from '@portal/shared/rules';

/**
 * The message for a failed login call (identify or login), by the rules of docs/product.md#accounts-limits:
 * network error or 429 → the daily limit text; 423 → the server's text in English, 'Please try after
 * sometime' in Arabic; 400 and anything else with a server text → that text.
 */
export function loginErrorMessage(error: unknown, lang: LangCode): string {
  if (!isApiError(error)) return MSG.somethingWentWrong;
  if (error.status === 0 || error.status === 429) return MSG.loginLimit;
  if (error.status === 423) return lang === 'ar' ? MSG.tryAfterSometime : error.message || MSG.tryAfterSometime;
  return error.message || MSG.somethingWentWrong;
}
