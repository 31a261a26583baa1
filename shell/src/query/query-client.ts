import { QueryClient } from '@tanstack/react-query';
import { queryRetryDelay, shouldRetryQuery } from '@portal/shared/api';
import { bus } from '@portal/shared/session';

/**
 * The portal's one QueryClient: owned by the shell, shared with every remote through the federation singleton
 * `@tanstack/react-query` (one cache for the page: a booking made in appointments refreshes the dashboard's
 * widget of another remote). The retry policy is @portal/shared/api's (never a 4xx). Queries are loaded again
 * when a page mounts, as the pages always did, not when the window regains focus.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: shouldRetryQuery, retryDelay: queryRetryDelay, refetchOnWindowFocus: false },
    mutations: { retry: false },
  },
});

// Another user's data never stays in the page: the cache goes with the session.
bus.on('logout', () => queryClient.clear());
bus.on('unauthorized', () => queryClient.clear());
bus.on('login', () => queryClient.clear());
// The API and the content site answer in the page's language and for the page's brand.
bus.on('language', () => void queryClient.invalidateQueries());
bus.on('brand', () => void queryClient.invalidateQueries());
