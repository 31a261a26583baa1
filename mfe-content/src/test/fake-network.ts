import { configureApi } from '@portal/shared/api';
import { sessionStore } from '@portal/shared/session';

/**
 * Component tests run without a server: this answers the browser's fetch for the paths a dialog calls
 * (master data, the content site, the engagement calls a test scripts). Only the network is replaced;
 * the code still goes through the shared ky client and its envelope and error handling.
 */
export type Answer = { status?: number; body: unknown };
export type Route = (url: URL, body: unknown) => Answer | undefined;

export const ok = <T>(data: T, message = '', status = 'Success'): Answer => ({ body: { message: { status, message }, data } });
export const content = <T>(data: T): Answer => ({ body: { status: 'success', data, message: '' } });

export const LOCATIONS = [
  { locationId: 101, name: 'Burjeel Hospital Abu Dhabi', vblog: 'burjeel-hospital-abu-dhabi', locationImg: '/x.svg', facilityCode: 'BU10', city: 'Abu Dhabi', country: 'UAE', address: 'Al Najda Street', phone: '+971 2 000 1010', latitude: 24.4, longitude: 54.4, currency: 'AED' },
];
const COUNTRIES = [{ id: 784, name: 'United Arab Emirates', flag: '🇦🇪', countryCode: 'AE', phoneCode: '971' }];

export interface FakeNetwork {
  calls: Array<{ method: string; path: string; body: unknown }>;
}

export function installFakeNetwork(route: Route = () => undefined): FakeNetwork {
  const net: FakeNetwork = { calls: [] };
  const fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = input instanceof Request ? input : new Request(String(input), init);
    const url = new URL(request.url, 'http://localhost');
    const text = request.method === 'GET' ? '' : await request.text();
    const body = text ? JSON.parse(text) : undefined;
    net.calls.push({ method: request.method, path: url.pathname, body });
    let answer = route(url, body);
    if (!answer && url.pathname.endsWith('/masterdata/country')) answer = ok(COUNTRIES);
    if (!answer && url.pathname.endsWith('/getallhospitallocation')) answer = content(LOCATIONS);
    if (!answer) answer = { status: 404, body: { message: { status: 'NotFound', message: 'Not found' }, data: null } };
    return new Response(JSON.stringify(answer.body), { status: answer.status ?? 200, headers: { 'content-type': 'application/json' } });
  };
  // No shell asks for the brand's content base here: a content call without a stored one uses contentBaseUrl at once.
  configureApi({ baseUrl: 'http://localhost/api', contentBaseUrl: 'http://localhost/content/burjeel', contentBaseWaitMs: 0, fetch: fetch as typeof globalThis.fetch, navigate: () => undefined });
  sessionStore.getState().patch({ wpBaseUrl: 'http://localhost/content/burjeel/' });
  return net;
}
