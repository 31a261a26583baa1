import { configureApi } from '@portal/shared/api';

/**
 * Component tests run without a server: this answers the browser's fetch for the few paths a page calls
 * (master data, content site, the auth calls a test scripts). It stands in for the network only; the
 * pages still go through the shared ky client, its envelope handling and its error normalisation.
 */
export type Answer = { status?: number; body: unknown };
export type Route = (url: URL, body: unknown) => Answer | undefined;

export const COUNTRIES = [
  { id: 784, name: 'United Arab Emirates', flag: '🇦🇪', countryCode: 'AE', phoneCode: '971' },
  { id: 512, name: 'Oman', flag: '🇴🇲', countryCode: 'OM', phoneCode: '968' },
  { id: 356, name: 'India', flag: '🇮🇳', countryCode: 'IN', phoneCode: '91' },
];

export const ok = <T>(data: T, message = '', status = 'Success'): Answer => ({ body: { message: { status, message }, data } });

export interface FakeNetwork {
  calls: Array<{ path: string; body: unknown }>;
}

export function installFakeNetwork(route: Route = () => undefined): FakeNetwork {
  const net: FakeNetwork = { calls: [] };
  const fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = input instanceof Request ? input : new Request(String(input), init);
    const url = new URL(request.url, 'http://localhost');
    const text = request.method === 'GET' ? '' : await request.text();
    const body = text ? JSON.parse(text) : undefined;
    net.calls.push({ path: url.pathname, body });
    let answer = route(url, body);
    if (!answer && url.pathname.endsWith('/masterdata/country')) answer = ok(COUNTRIES);
    if (!answer && url.pathname.endsWith('/masterdata/documenttype'))
      answer = ok([
        { id: 1, text: 'Emirates ID' },
        { id: 4, text: 'Passport' },
      ]);
    if (!answer && url.pathname.endsWith('/masterdata/gender'))
      answer = ok([
        { id: 1, text: 'Male' },
        { id: 2, text: 'Female' },
      ]);
    if (!answer && url.pathname.includes('getwebbanner')) answer = { body: { status: 'success', data: [] } };
    if (!answer) answer = { status: 404, body: { message: { status: 'NotFound', message: 'Not found' }, data: null } };
    return new Response(JSON.stringify(answer.body), { status: answer.status ?? 200, headers: { 'content-type': 'application/json' } });
  };
  // No shell asks for the brand's content base here: a content call without a stored one uses contentBaseUrl at once.
  configureApi({ baseUrl: 'http://localhost/api', contentBaseUrl: 'http://localhost/content/burjeel', contentBaseWaitMs: 0, fetch: fetch as typeof globalThis.fetch, navigate: () => undefined });
  return net;
}
