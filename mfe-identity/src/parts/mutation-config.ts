import type { UseMutationOptions } from '@tanstack/react-query';

/**
 * What a component adds to a feature's mutation hook (its messages, its navigation, its own state): the hook in the
 * feature's `*.api.ts` keeps the call and what the call changes in the cache.
 */
export type MutationConfig<TData, TVariables = void> = Omit<UseMutationOptions<TData, Error, TVariables>, 'mutationFn'>;
