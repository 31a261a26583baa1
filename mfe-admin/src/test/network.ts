import { ok, setupFakeApi, type Answer, type Call } from '@portal/shared/testing';

/**
 * This remote's component tests answer what their page sends with a function of the URL, body, method and headers (the page's language is Accept-Language), through
 * the shared fake API (Mock Service Worker); anything unanswered is the API's 404.
 */
export { ok };
export type { Answer };
export type Route = (url: URL, body: unknown, method: string, headers: Headers) => Answer | undefined;

const api = setupFakeApi();

export function answerRequests(route: Route): { calls: Call[] } {
  return api.answer((c) => route(c.url, c.body, c.method, c.headers));
}
