import { configureApi } from '@portal/shared/api';

/**
 * Component tests run without a server: this answers the browser's fetch for the paths a page calls.
 * Only the network is replaced; the code still goes through the shared client and its envelope.
 */
export type Answer = { status?: number; body: unknown };
export type Route = (url: URL, body: unknown, method: string) => Answer | undefined;

export const ok = <T>(data: T, message = '', status = 'Success'): Answer => ({ body: { message: { status, message }, data } });

export interface FakeNetwork {
  calls: Array<{ method: string; path: string; search: string; body: unknown }>;
}

export function installFakeNetwork(route: Route): FakeNetwork {
  const net: FakeNetwork = { calls: [] };
  const fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = input instanceof Request ? input : new Request(String(input), init);
    const url = new URL(request.url, 'http://localhost');
    const text = request.method === 'GET' ? '' : await request.text();
    let body: unknown;
    try {
      body = text ? JSON.parse(text) : undefined;
    } catch {
      body = text; // multipart (an upload): the raw text
    }
    net.calls.push({ method: request.method, path: url.pathname, search: url.search, body });
    const answer = route(url, body, request.method) ?? { status: 404, body: { message: { status: 'NotFound', message: 'Not found' }, data: null } };
    if (answer.body instanceof Blob) return new Response(answer.body, { status: answer.status ?? 200 });
    return new Response(JSON.stringify(answer.body), { status: answer.status ?? 200, headers: { 'content-type': 'application/json' } });
  };
  // No shell asks for the brand's content base here: a content call without a stored one uses contentBaseUrl at once.
  configureApi({ baseUrl: 'http://localhost/api', contentBaseUrl: 'http://localhost/content/burjeel', contentBaseWaitMs: 0, fetch: fetch as typeof globalThis.fetch, navigate: () => undefined });
  return net;
}
