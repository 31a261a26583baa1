import { setupServer, type SetupServerApi } from 'msw/node';
import type { RequestHandler } from 'msw';
import { configureApi } from '@portal/shared/api';

/**
 * The fake network of component tests: Mock Service Worker answers the requests the pages send through the real
 * shared ky client (its hooks, envelope and errors), at the network's edge. A request no handler answers fails
 * the test, so a page cannot call something the test did not expect. Needs a jest environment with fetch
 * (scripts/jest-jsdom-fetch.cjs) and the Node export conditions (scripts/jest-web.cjs).
 */
export const API = 'http://localhost/api';
export const CONTENT = 'http://localhost/content/burjeel';

/** The API's envelope around `data`. */
export const envelope = <T>(data: T, message = '', status = 'Success') => ({ message: { status, message }, data });
/** The content site's envelope. */
export const contentEnvelope = <T>(data: T) => ({ status: 'success', data, message: '' });

/** Starts MSW for the test file with these handlers; each test may add its own (`server.use`), reset after it. */
export function setupNetwork(...handlers: RequestHandler[]): SetupServerApi {
  const server = setupServer(...handlers);
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  beforeEach(() => {
    // No shell asks for the brand's content base here: a content call without a stored one uses contentBaseUrl at once.
    configureApi({ baseUrl: API, contentBaseUrl: CONTENT, contentBaseWaitMs: 0, fetch: undefined, navigate: () => undefined });
  });
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
  return server;
}
