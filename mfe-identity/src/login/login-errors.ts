import { isApiError } from '@portal/shared/api';
import { MSG, type LangCode } from '@portal/shared/rules';

const retryAfter = (body: unknown): boolean => typeof (body as { data?: { retryAfterSeconds?: unknown } } | null)?.data?.retryAfterSeconds === 'number';

/**
 * The message for a failed login call (identify or login), by the rules of spec account §8: network error or
 * 429 → the daily limit text (except a 429 that carries a retry time: its own text); 423 → the server's text
 * in English, 'Please try after sometime' in Arabic; 400 and anything else with a server text → that text.
 */
export function loginErrorMessage(error: unknown, lang: LangCode): string {
  if (!isApiError(error)) return MSG.somethingWentWrong;
  // A 429 that says when to come back (the network's short wait after many failed sign-ins, the code send
  // budget) is not the daily limit: its own text, in the request's language, says what to do.
  if (error.status === 429 && retryAfter(error.errorResponse?.data) && error.message) return error.message;
  if (error.status === 0 || error.status === 429) return MSG.loginLimit;
  if (error.status === 423) return lang === 'ar' ? MSG.tryAfterSometime : error.message || MSG.tryAfterSometime;
  return error.message || MSG.somethingWentWrong;
}
