import { isApiError } from '@portal/shared/api';
import { MSG } from '@portal/shared/rules';
import { translateMessage } from '@portal/shared/i18n';

/**
 * Booking errors (docs/product.md#booking-one-per-slot): the server's message when it sent one, otherwise 'Something went wrong!'.
 * Spec messages and our own slot message are shown in the page language.
 */
export function bookingErrorText(err: unknown): string {
  const message = isApiError(err) && err.status !== 0 ? err.message : isApiError(err) ? err.message : '';
  if (!message) return translateMessage(MSG.somethingWentWrong);
  return translateMessage(message);
}
