import { useMutation, type UseMutationResult } from '@tanstack/react-query';
import { useLater } from '@portal/shared/ui';

/**
 * A form dialog's send (TanStack Query's mutation: pending, error, success) that closes the dialog `closeMs`
 * after it succeeds (docs/product.md#content-requests: 2 s after the thank-you of a contact form, 3 s after a health package's result).
 */
export function useSendThenClose<I, O>(send: (input: I) => Promise<O>, onClose: () => void, closeMs: number): UseMutationResult<O, Error, I> {
  const later = useLater();
  return useMutation({ mutationFn: send, onSuccess: () => later(onClose, closeMs) });
}
