import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import { testQueryClient } from '@portal/shared/testing';

/** A feature's hooks rendered on one QueryClient, as the shell's frame provides it. */
export function renderHooks<R>(hooks: () => R) {
  const client = testQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  return { client, ...renderHook(hooks, { wrapper }) };
}
