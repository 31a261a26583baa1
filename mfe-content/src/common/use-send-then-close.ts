import type { UseMutationResult } from '@tanstack/react-query';
import { useLater } from '@portal/shared/ui';

/**
 * A form dialog's send (a feature's mutation hook: pending, error, success) that closes the dialog `closeMs` after it
 * succeeds (docs/product.md#content-requests: 2 s after the thank-you of a contact form, 3 s after a health package's result).
 */
export function useSendThenClose<O, I>(send: UseMutationResult<O, Error, I>, onClose: () => void, closeMs: number) {
  const later = useLater();
  return { status: send.status, data: send.data, mutate: (input: I) => send.mutate(input, { onSuccess: () => later(onClose, closeMs) }) };
}
