import type { ReactNode } from 'react';
import { QueryClientProvider, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import { testQueryClient } from '@portal/shared/testing';

/** A client holding an answer under each key, none of them stale yet: a data hook's test reads which it invalidated. */
export function clientWith(...keys: QueryKey[]): QueryClient {
  const client = testQueryClient();
  for (const key of keys) client.setQueryData(key, { held: true });
  return client;
}

/** A data hook rendered against `client`. */
export function renderDataHook<T>(hook: () => T, client: QueryClient) {
  return renderHook(hook, { wrapper: ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider> });
}

export const invalidated = (client: QueryClient, key: QueryKey) => client.getQueryState(key)?.isInvalidated;
