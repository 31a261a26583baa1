import { configureApi } from '@portal/shared/api';

/**
 * Component tests run without a server: this answers fetch for the paths a page calls. It stands in for
 * the network only; the pages still go through the shared ky client and its envelope handling. Needs a jest
 * environment with fetch (scripts/jest-jsdom-fetch.cjs). (mfe-admin, -appointments, -content and -identity
 * carry their own copies of this.)
 */
export type Answer = { status?: number; body: unknown; noAnswer?: true };
export interface Call {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: Headers;
  body: any;
}
export type Route = (call: Call) => Answer | undefined;

export const ok = <T>(data: T, message = '', status = 'Success'): Answer => ({ body: { message: { status, message }, data } });
export const content = <T>(data: T): Answer => ({ body: { status: 'success', data, message: '' } });
/** No answer at all (connection refused, the API restarting): fetch rejects as a browser's does ('Network Error!'). */
export const noAnswer = (): Answer => ({ body: null, noAnswer: true });

export function installFakeNetwork(route: Route): { calls: Call[] } {
  const calls: Call[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = input instanceof Request ? input : new Request(String(input), init);
    const url = new URL(request.url, 'http://localhost');
    const text = request.method === 'GET' ? '' : await request.text();
    const call: Call = { method: request.method, path: url.pathname, query: url.searchParams, headers: request.headers, body: text ? JSON.parse(text) : undefined };
    calls.push(call);
    const answer = route(call) ?? { status: 404, body: { message: { status: 'NotFound', message: 'Not found' }, data: null } };
    if (answer.noAnswer) throw new TypeError('Failed to fetch');
    return new Response(JSON.stringify(answer.body), { status: answer.status ?? 200, headers: { 'content-type': 'application/json' } });
  };
  // No shell asks for the brand's content base here: a content call without a stored one uses contentBaseUrl at once.
  configureApi({ baseUrl: 'http://localhost/api', contentBaseUrl: 'http://localhost/content/burjeel', contentBaseWaitMs: 0, fetch: fetch as typeof globalThis.fetch, navigate: () => undefined });
  return { calls };
}
