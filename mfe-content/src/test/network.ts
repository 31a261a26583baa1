import { CONTENT, content, ok, setupFakeApi, type Answer, type Call } from '@portal/shared/testing';
import { sessionStore } from '@portal/shared/session';

/**
 * This remote's component tests answer what their page sends with a function of the URL, body and method, through
 * the shared fake API (Mock Service Worker). The calling codes and the brand's hospitals have a default answer;
 * anything else unanswered is the API's 404.
 */
export { content, ok };
export type { Answer };
export type Route = (url: URL, body: unknown, method: string) => Answer | undefined;
export const LOCATIONS = [
  { locationId: 101, name: 'Burjeel Hospital Abu Dhabi', vblog: 'burjeel-hospital-abu-dhabi', locationImg: '/x.svg', facilityCode: 'BU10', city: 'Abu Dhabi', country: 'UAE', address: 'Al Najda Street', phone: '+971 2 000 1010', latitude: 24.4, longitude: 54.4, currency: 'AED' },
];
const COUNTRIES = [{ id: 784, name: 'United Arab Emirates', flag: '🇦🇪', countryCode: 'AE', phoneCode: '971' }];

const api = setupFakeApi((c) =>
  c.path.endsWith('/masterdata/country') ? ok(COUNTRIES) : c.path.endsWith('/getallhospitallocation') ? content(LOCATIONS) : undefined,
);

export function answerRequests(route: Route = () => undefined): { calls: Call[] } {
  const answered = api.answer((c) => route(c.url, c.body, c.method));
  sessionStore.getState().patch({ wpBaseUrl: `${CONTENT}/` });
  return answered;
}
