import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { queryClient } from './query-client';

/** The shell's QueryClient for everything under it (remote pages, dashboard widgets, dialogs, overlays). */
export default function QueryFrame({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
