import { useForm, type DefaultValues, type FieldValues, type UseFormProps, type UseFormReturn } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';

/**
 * A react-hook-form form checked by one of the shared zod rules (`@portal/shared/contracts/schemas`), the very
 * schema the API validates the request with: the client and the server cannot disagree. Messages are the rules'
 * spec English texts; the field components translate them. Checked when a field is left, then as it is typed.
 */
export function useZodForm<S extends z.ZodType<FieldValues, FieldValues>>(
  schema: S,
  options: Omit<UseFormProps<z.input<S>, unknown, z.output<S>>, 'resolver'> & { defaultValues?: DefaultValues<z.input<S>> } = {},
): UseFormReturn<z.input<S>, unknown, z.output<S>> {
  return useForm<z.input<S>, unknown, z.output<S>>({ mode: 'onTouched', ...options, resolver: zodResolver(schema as never) as never });
}
