import { useCallback, useEffect, useRef } from 'react';
import { useMutation, type UseMutationResult } from '@tanstack/react-query';

/**
 * Runs a function once after a delay (a dialog that closes a moment after its result, a message that clears):
 * a newer call replaces a pending one, and nothing runs after the component is gone.
 */
export function useLater(): (run: () => void, ms: number) => void {
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  return useCallback((run: () => void, ms: number) => {
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(run, ms);
  }, []);
}

/**
 * A form dialog's send (TanStack Query's mutation: pending, error, success) that closes the dialog `closeMs`
 * after it succeeds (care §9: 2 s after the thank-you of a contact form, 3 s after a health package's result).
 */
export function useSendThenClose<I, O>(send: (input: I) => Promise<O>, onClose: () => void, closeMs: number): UseMutationResult<O, Error, I> {
  const later = useLater();
  return useMutation({ mutationFn: send, onSuccess: () => later(onClose, closeMs) });
}
