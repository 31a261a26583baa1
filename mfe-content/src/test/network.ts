import { http, HttpResponse, setupNetwork, CONTENT } from '@portal/shared/testing';
import { sessionStore } from '@portal/shared/session';

/**
 * The network of this remote's component tests, through Mock Service Worker (@portal/shared/testing): a test
 * answers the requests its page sends with a function of the URL and body, and reads what was sent. The calling
 * codes and the brand's hospitals have a default answer; anything else unanswered is the API's 404.
 */
export type Answer = { status?: number; body: unknown };
export type Route = (url: URL, body: unknown, method: string) => Answer | undefined;
export interface Call {
  method: string;
  path: string;
  body: unknown;
}

export const ok = <T>(data: T, message = '', status = 'Success'): Answer => ({ body: { message: { status, message }, data } });
export const content = <T>(data: T): Answer => ({ body: { status: 'success', data, message: '' } });

export const LOCATIONS = [
  { locationId: 101, name: 'Burjeel Hospital Abu Dhabi', vblog: 'burjeel-hospital-abu-dhabi', locationImg: '/x.svg', facilityCode: 'BU10', city: 'Abu Dhabi', country: 'UAE', address: 'Al Najda Street', phone: '+971 2 000 1010', latitude: 24.4, longitude: 54.4, currency: 'AED' },
];
const COUNTRIES = [{ id: 784, name: 'United Arab Emirates', flag: '🇦🇪', countryCode: 'AE', phoneCode: '971' }];

const server = setupNetwork();

export function answerRequests(route: Route = () => undefined): { calls: Call[] } {
  const calls: Call[] = [];
  server.use(
    http.all('*', async ({ request }) => {
      const url = new URL(request.url);
      const text = request.method === 'GET' ? '' : await request.text();
      const body: unknown = text ? JSON.parse(text) : undefined;
      calls.push({ method: request.method, path: url.pathname, body });
      let answer = route(url, body, request.method);
      if (!answer && url.pathname.endsWith('/masterdata/country')) answer = ok(COUNTRIES);
      if (!answer && url.pathname.endsWith('/getallhospitallocation')) answer = content(LOCATIONS);
      answer ??= { status: 404, body: { message: { status: 'NotFound', message: 'Not found' }, data: null } };
      return HttpResponse.json(answer.body as never, { status: answer.status ?? 200 });
    }),
  );
  sessionStore.getState().patch({ wpBaseUrl: `${CONTENT}/` });
  return { calls };
}
