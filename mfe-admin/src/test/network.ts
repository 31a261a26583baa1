import { http, HttpResponse, setupNetwork } from '@portal/shared/testing';

/**
 * The network of this remote's component tests, through Mock Service Worker (@portal/shared/testing): a test
 * answers the requests its page sends with a function of the URL, body and method, and reads what was sent.
 * Anything unanswered is the API's 404.
 */
export type Answer = { status?: number; body: unknown };
export type Route = (url: URL, body: unknown, method: string) => Answer | undefined;
export interface Call {
  method: string;
  path: string;
  search: string;
  body: unknown;
}

export const ok = <T>(data: T, message = '', status = 'Success'): Answer => ({ body: { message: { status, message }, data } });

const server = setupNetwork();

export function answerRequests(route: Route): { calls: Call[] } {
  const calls: Call[] = [];
  server.use(
    http.all('*', async ({ request }) => {
      const url = new URL(request.url);
      const text = request.method === 'GET' ? '' : await request.text();
      let body: unknown;
      try {
        body = text ? JSON.parse(text) : undefined;
      } catch {
        body = text; // multipart (an upload): the raw text
      }
      calls.push({ method: request.method, path: url.pathname, search: url.search, body });
      const answer = route(url, body, request.method) ?? { status: 404, body: { message: { status: 'NotFound', message: 'Not found' }, data: null } };
      if (answer.body instanceof Blob) return new HttpResponse(answer.body, { status: answer.status ?? 200 });
      return HttpResponse.json(answer.body as never, { status: answer.status ?? 200 });
    }),
  );
  return { calls };
}
