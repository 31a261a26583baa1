import { http, HttpResponse } from 'msw';
import { setupNetwork } from './network';

/**
 * A test's answers as a function of the request: the one fake network of the component tests, on Mock Service
 * Worker (`setupNetwork`), so the pages still go through the shared ky client, its hooks, envelope and errors.
 * `setupFakeApi()` at the top of a test file (it registers the server's hooks); `api.answer(route)` in a test
 * answers with `route`, then with the file's defaults, then with the API's 404, and records every call.
 */
export type Answer = { status?: number; body: unknown; noAnswer?: true };
export interface Call {
  method: string;
  url: URL;
  path: string;
  query: URLSearchParams;
  headers: Headers;
  /** The JSON body; the raw text when it is not JSON (a multipart upload). */
  body: any;
}
export type Route = (call: Call) => Answer | undefined;

export const ok = <T>(data: T, message = '', status = 'Success'): Answer => ({ body: { message: { status, message }, data } });
export const content = <T>(data: T): Answer => ({ body: { status: 'success', data, message: '' } });
/** No answer at all (connection refused, the API restarting): fetch rejects as a browser's does ('Network Error!'). */
export const noAnswer = (): Answer => ({ body: null, noAnswer: true });

const notFound: Answer = { status: 404, body: { message: { status: 'NotFound', message: 'Not found' }, data: null } };

export interface FakeApi {
  answer(route?: Route): { calls: Call[] };
}

export function setupFakeApi(...defaults: Route[]): FakeApi {
  const server = setupNetwork();
  return {
    answer(route = () => undefined) {
      const calls: Call[] = [];
      server.use(
        http.all('*', async ({ request }) => {
          const url = new URL(request.url);
          const text = request.method === 'GET' || request.method === 'HEAD' ? '' : await request.text();
          let body: unknown;
          try {
            body = text ? JSON.parse(text) : undefined;
          } catch {
            body = text;
          }
          const call: Call = { method: request.method, url, path: url.pathname, query: url.searchParams, headers: request.headers, body };
          calls.push(call);
          const answer = [route, ...defaults].reduce<Answer | undefined>((found, r) => found ?? r(call), undefined) ?? notFound;
          if (answer.noAnswer) return HttpResponse.error();
          const init = { status: answer.status ?? 200 };
          return answer.body instanceof Blob ? new HttpResponse(answer.body, init) : HttpResponse.json(answer.body as never, init);
        }),
      );
      return { calls };
    },
  };
}
