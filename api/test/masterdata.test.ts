import { createTestApp, type TestApp } from './helpers.js';

let t: TestApp;
beforeAll(async () => { t = await createTestApp({ PORTAL_PUBLIC_URL: 'http://portal.test:8080' }); });
afterAll(async () => { await t.close(); });

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers });

describe('GET /api/masterdata/country', () => {
  test('every country with name, flag, countryCode and phoneCode', async () => {
    const res = await get('/api/masterdata/country');
    expect(res.statusCode).toBe(200);
    const { message, data } = res.json();
    expect(message.status).toBe('Success');
    expect(data.length).toBeGreaterThanOrEqual(245);
    expect(data).toContainEqual({ id: 784, name: 'United Arab Emirates', flag: '🇦🇪', countryCode: 'AE', phoneCode: '971' });
    expect(data).toContainEqual(expect.objectContaining({ countryCode: 'OM', phoneCode: '968', flag: '🇴🇲' }));
    expect(data).toContainEqual(expect.objectContaining({ countryCode: 'US', phoneCode: '1' }));
    expect(data).toContainEqual(expect.objectContaining({ countryCode: 'IN', phoneCode: '91', name: 'India' }));
    for (const c of data) {
      expect(c.countryCode).toMatch(/^[A-Z]{2}$/);
      expect(c.phoneCode).toMatch(/^\d{1,5}$/);
    }
    const names = data.map((c: { name: string }) => c.name);
    expect(names).toEqual([...names].sort(new Intl.Collator('en').compare));
  });

  test('Arabic names with lang=ar or Accept-Language: ar', async () => {
    const q = (await get('/api/masterdata/country?lang=ar')).json().data;
    expect(q.find((c: { countryCode: string }) => c.countryCode === 'AE').name).toBe('الإمارات');
    expect(q.find((c: { countryCode: string }) => c.countryCode === 'EG').name).toBe('مصر');
    const h = (await get('/api/masterdata/country', { 'accept-language': 'ar-AE,ar;q=0.9,en;q=0.5' })).json().data;
    expect(h).toEqual(q);
  });

  test('the answer varies on Accept-Language (and, compressed, on Accept-Encoding too)', async () => {
    expect(String((await get('/api/masterdata/country')).headers['vary'])).toMatch(/accept-language/i);
    const vary = String((await get('/api/masterdata/country', { 'accept-encoding': 'gzip' })).headers['vary']).toLowerCase().split(/,\s*/);
    expect(vary).toEqual(expect.arrayContaining(['accept-encoding', 'accept-language']));
    expect(vary.filter((v) => v === 'accept-language')).toHaveLength(1);
  });

  test('an unknown lang is a 400 naming the field', async () => {
    const res = await get('/api/masterdata/country?lang=fr');
    expect(res.statusCode).toBe(400);
    expect(res.json().message.message).toMatch(/^lang: /);
  });

  test('compressed over the wire', async () => {
    const res = await get('/api/masterdata/country', { 'accept-encoding': 'br, gzip' });
    expect(res.headers['content-encoding']).toBe('br');
  });
});

describe('lookups', () => {
  test('document types carry the spec ids', async () => {
    const res = await get('/api/masterdata/documenttype');
    expect(res.json().data).toEqual([
      { id: 1, text: 'Emirates ID' },
      { id: 2, text: 'Labour Card' },
      { id: 3, text: 'Driving License' },
      { id: 4, text: 'Passport' },
      { id: 5, text: 'International Id' },
      { id: 6, text: 'Insurance' },
    ]);
    const ar = (await get('/api/masterdata/documenttype?lang=ar')).json().data;
    expect(ar[3]).toEqual({ id: 4, text: 'جواز السفر' });
  });

  test('roles 1 Patient, 2 Broadcaster, 3 Administrator', async () => {
    expect((await get('/api/masterdata/role')).json().data).toEqual([
      { id: 1, text: 'Patient' },
      { id: 2, text: 'Broadcaster' },
      { id: 3, text: 'Administrator' },
    ]);
  });

  test('gender and relations are { id, text } lists in both languages', async () => {
    const gender = (await get('/api/masterdata/gender')).json().data;
    expect(gender).toEqual([{ id: 1, text: 'Male' }, { id: 2, text: 'Female' }]);
    const relationsEn = (await get('/api/masterdata/relations')).json().data;
    const relationsAr = (await get('/api/masterdata/relations?lang=ar')).json().data;
    expect(relationsEn).toContainEqual({ id: 1, text: 'Spouse' });
    expect(relationsAr.map((r: { id: number }) => r.id)).toEqual(relationsEn.map((r: { id: number }) => r.id));
    for (const r of relationsAr) expect(r.text).toMatch(/[\u0600-\u06FF]/);
  });

  test('a lookup changed in the table is served without a deploy', async () => {
    await t.handle.db.updateTable('master_lookup').set({ text_en: 'Partner' }).where('kind', '=', 'relations').where('id', '=', 1).execute();
    expect((await get('/api/masterdata/relations')).json().data[0]).toEqual({ id: 1, text: 'Partner' });
    await t.handle.db.updateTable('master_lookup').set({ text_en: 'Spouse' }).where('kind', '=', 'relations').where('id', '=', 1).execute();
  });

  test('department codes', async () => {
    const data = (await get('/api/masterdata/getdepartmentcodes')).json().data;
    expect(data).toContainEqual({ id: 1, code: 'ONCO', text: 'Oncology' });
  });

  test('app configurations include filterToBeApplied', async () => {
    const data = (await get('/api/masterdata/getappconfigurations')).json().data;
    expect(data.filterToBeApplied).toBe(true);
    expect(data.helpline).toBe('80055');
  });
});

describe('fetchwpbase', () => {
  test('the content base address of each brand, burjeel by default', async () => {
    expect((await get('/api/masterdata/fetchwpbase?brandName=medeor')).json().data).toBe('http://portal.test:8080/content/medeor/');
    expect((await get('/api/masterdata/fetchwpbase?brandName=LLH')).json().data).toBe('http://portal.test:8080/content/llh/');
    expect((await get('/api/masterdata/fetchwpbase')).json().data).toBe('http://portal.test:8080/content/burjeel/');
  });

  test('an unknown brand is a 400 naming brandName', async () => {
    const res = await get('/api/masterdata/fetchwpbase?brandName=acme');
    expect(res.statusCode).toBe(400);
    expect(res.json().message.message).toMatch(/^brandName: /);
  });
});

test('every masterdata route is documented in OpenAPI', async () => {
  const paths = Object.keys((await get('/api/docs/json')).json().paths);
  for (const p of ['country', 'gender', 'documenttype', 'relations', 'role', 'getdepartmentcodes', 'getappconfigurations', 'fetchwpbase']) {
    expect(paths).toContain(`/api/masterdata/${p}`);
  }
});

test('with a cache window, an edit is served once the window has passed', async () => {
  const windowed = await createTestApp({ PORTAL_MASTERDATA_CACHE_MS: '300' });
  try {
    const first = (await windowed.app.inject({ url: '/api/masterdata/gender' })).json().data;
    expect(first[0]).toEqual({ id: 1, text: 'Male' });
    await windowed.handle.db.updateTable('master_lookup').set({ text_en: 'Man' }).where('kind', '=', 'gender').where('id', '=', 1).execute();
    await new Promise((r) => setTimeout(r, 350));
    expect((await windowed.app.inject({ url: '/api/masterdata/gender' })).json().data[0]).toEqual({ id: 1, text: 'Man' });
  } finally {
    await windowed.close();
  }
});
