import { ok, setupFakeApi, type Answer, type Call } from '@portal/shared/testing';

/**
 * This remote's component tests answer what their page sends with a function of the URL and body, through the
 * shared fake API (Mock Service Worker). Master data (countries, document types, genders) and the banners have a
 * default answer; anything else unanswered is the API's 404.
 */
export { ok };
export type { Answer };
export type Route = (url: URL, body: unknown) => Answer | undefined;
export type FakeNetwork = { calls: Call[] };

export const COUNTRIES = [
  { id: 784, name: 'United Arab Emirates', flag: '🇦🇪', countryCode: 'AE', phoneCode: '971' },
  { id: 512, name: 'Oman', flag: '🇴🇲', countryCode: 'OM', phoneCode: '968' },
  { id: 356, name: 'India', flag: '🇮🇳', countryCode: 'IN', phoneCode: '91' },
];

const api = setupFakeApi((c) => {
  if (c.path.endsWith('/masterdata/country')) return ok(COUNTRIES);
  if (c.path.endsWith('/masterdata/documenttype'))
    return ok([
      { id: 1, text: 'Emirates ID' },
      { id: 4, text: 'Passport' },
    ]);
  if (c.path.endsWith('/masterdata/gender'))
    return ok([
      { id: 1, text: 'Male' },
      { id: 2, text: 'Female' },
    ]);
  if (c.path.includes('getwebbanner')) return { body: { status: 'success', data: [] } };
  return undefined;
});

export function answerRequests(route: Route = () => undefined): FakeNetwork {
  return api.answer((c) => route(c.url, c.body));
}
