import { ok, setupFakeApi, testQueryClient } from '@portal/shared/testing';
import { appConfigurationQuery, countriesQuery, gendersQuery } from '.';

const api = setupFakeApi();
const UAE = { id: 784, name: 'United Arab Emirates', flag: '', countryCode: 'AE', phoneCode: '971' };

test('one request per list and language for every reader of the cache; another language is its own entry', async () => {
  const { calls } = api.answer((c) => (c.path.endsWith('/masterdata/country') ? ok([{ ...UAE, name: c.query.get('lang') === 'ar' ? 'الإمارات' : UAE.name }]) : undefined));
  const client = testQueryClient();
  // Two remotes asking for the calling codes in English, one page in Arabic.
  const [first, second] = await Promise.all([client.fetchQuery(countriesQuery('en')), client.fetchQuery(countriesQuery('en'))]);
  expect(second).toBe(first);
  expect(await client.fetchQuery(countriesQuery('en'))).toBe(first);
  expect((await client.fetchQuery(countriesQuery('ar')))[0]?.name).toBe('الإمارات');
  expect(calls.map((c) => `${c.path.replace(/.*\/masterdata\//, '')}?${c.query.toString()}`)).toEqual(['country?lang=en', 'country?lang=ar']);
});

test('an empty answer is an empty list', async () => {
  api.answer((c) => (c.path.endsWith('/masterdata/gender') ? ok(null) : undefined));
  expect(await testQueryClient().fetchQuery(gendersQuery('en'))).toEqual([]);
});

test('the app configuration is asked once for every reader; an empty answer is no setting', async () => {
  const { calls } = api.answer((c) => (c.path.endsWith('/masterdata/getappconfigurations') ? ok(null) : undefined));
  const client = testQueryClient();
  expect(await client.fetchQuery(appConfigurationQuery())).toEqual({});
  await client.fetchQuery(appConfigurationQuery());
  expect(calls.filter((c) => c.path.endsWith('/getappconfigurations'))).toHaveLength(1);
});
