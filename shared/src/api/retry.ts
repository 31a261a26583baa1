import { ApiError } from './errors';

/**
 * The portal's one retry policy for server state (the shell's QueryClient uses it for every query): an answer
 * of 4xx is the server's word and is never asked again (a 401 has its own rule in the client, a 404 means
 * nothing is there, a 429 a limit); a lost connection or a server error is asked once more, after a short
 * pause, before the page shows 'Network Error!' and Retry. A 503 is not: the server asked to be left alone
 * for a while, and the shell's overload notice says so.
 */
export const QUERY_RETRIES = 1;

export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  if (failureCount >= QUERY_RETRIES) return false;
  if (!(error instanceof ApiError)) return false;
  return error.status === 0 || (error.status >= 500 && error.status !== 503);
}

export const queryRetryDelay = (attempt: number) => Math.min(500 * 2 ** attempt, 2000);
