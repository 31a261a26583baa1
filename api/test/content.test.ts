import { createTestApp, type TestApp } from './helpers.js';
import { doctors as seedDoctors } from '../src/standins/content/data/index.js';

let t: TestApp;
beforeAll(async () => { t = await createTestApp(); });
afterAll(async () => { await t.close(); });

const get = (url: string) => t.app.inject({ method: 'GET', url });
const ARABIC = /[\u0600-\u06ff]/;

/** Every content path with a query that names something that exists for burjeel. */
const PATHS = [
  'getallhospitallocation',
  'getallhospitallocation?position=2',
  'getallspecialties',
  'getspecialtiesbylocation?vblog=burjeel-hospital-abu-dhabi',
  'getAllDocters',
  'getAllDoctersByLocation?vblog=burjeel-hospital-abu-dhabi',
  'getdoctorsbyspecialty?id=1&cat_type=speciality&vblog=burjeel-hospital-abu-dhabi',
  'getdoctorsbycondition?vblog=burjeel-hospital-abu-dhabi&id=101',
  'getdoctorprofile?vblog=burjeel-hospital-abu-dhabi&id=1',
  'autocompletesearch?searchkey=om',
  'getallteleconsultationdocters?vblog=burjeel-hospital-abu-dhabi',
  'getallinsurance',
  'getrestrictedinsurance?location_id=101',
  'getallmedianews',
  'getnewsbyid?id=1',
  'getallmedia',
  'getwebbanner?banner_for=Login',
  'getwebbanner?banner_for=Banner',
  'gettermsconditions',
  'getprivacypolicy',
  'getallpackages?packagename=',
  'getallpackages?packagename=executive',
  'getpackagebyid?id=1',
  'getallfeedback?vblog=',
  'getfeedbackpatienttype?vblog=burjeel-hospital-abu-dhabi',
  'getfeedbackresponse?vblog=burjeel-hospital-abu-dhabi&patient_type=OP',
];

const withLang = (path: string, lang: string) => `/content/burjeel/${path}${path.includes('?') ? '&' : '?'}lang=${lang}`;

describe.each(PATHS)('%s', (path) => {
  test('answers in English and in Arabic with the content envelope, and the Arabic answer is Arabic', async () => {
    const en = await get(`/content/burjeel/${path}`);
    const ar = await get(withLang(path, 'ar'));
    for (const res of [en, ar]) {
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      const body = res.json();
      expect(body).toEqual({ status: 'success', data: expect.anything(), message: '' });
      expect(Array.isArray(body.data) ? body.data.length : Object.keys(body.data).length).toBeGreaterThan(0);
    }
    expect(en.json()).toEqual((await get(withLang(path, 'en'))).json());
    expect(ar.body).not.toEqual(en.body);
    expect(ar.body).toMatch(ARABIC);
  });
});

test('the seed holds 40+ invented doctors with every field of the spec, all reachable through the brands', async () => {
  expect(seedDoctors.length).toBeGreaterThanOrEqual(40);
  const seen = new Set<number>();
  for (const brand of ['burjeel', 'medeor', 'lifecare', 'llh', 'colab']) {
    const res = await get(`/content/${brand}/getAllDocters`);
    const list = res.json().data as Record<string, unknown>[];
    expect(list.length).toBeGreaterThan(0);
    for (const d of list) seen.add(d.id as number);
  }
  expect(seen.size).toBe(seedDoctors.length);

  const burjeel = (await get('/content/burjeel/getAllDocters')).json().data as Record<string, unknown>[];
  expect(burjeel.length).toBeGreaterThanOrEqual(20);
  for (const d of burjeel) {
    for (const f of ['id', 'name', 'image', 'specialty', 'specialization', 'location', 'cat_type', 'vblog', 'locationId', 'department_code', 'physician_code', 'physician_number', 'appointment_message', 'experience', 'nationality', 'know_langauges', 'biography_web']) {
      expect(d).toHaveProperty(f);
    }
    expect(d.image).toMatch(/^\/content\/media\/doctor\/\d+\.svg$/);
    expect(d.biography_web).toMatch(/^<p>/);
  }
  const phoneOnly = burjeel.filter((d) => d.appointment_message !== '');
  expect(phoneOnly.length).toBeGreaterThanOrEqual(1);
  expect(phoneOnly[0]!.appointment_message).toContain('80055');
  // Physician numbers key the HIS schedules: they must be unique.
  expect(new Set(seedDoctors.map((d) => d.physician_number)).size).toBe(seedDoctors.length);
});

test('Arabic names and texts differ from the English ones', async () => {
  const en = (await get('/content/burjeel/getdoctorprofile?id=2')).json().data;
  const ar = (await get('/content/burjeel/getdoctorprofile?id=2&lang=ar')).json().data;
  expect(en.name).toBe('Dr. Leena Menon');
  expect(ar.name).toBe('د. لينا مينون');
  for (const f of ['specialty', 'specialization', 'location', 'nationality', 'know_langauges', 'biography_web']) {
    expect(ar[f]).not.toBe(en[f]);
    expect(ar[f]).toMatch(ARABIC);
  }
  expect(ar.physician_number).toBe(en.physician_number);
});

test('locations carry the facility codes that switch portal features, with Oman in OMR', async () => {
  const all = new Map<string, Record<string, unknown>>();
  for (const brand of ['burjeel', 'medeor', 'llh']) {
    for (const l of (await get(`/content/${brand}/getallhospitallocation`)).json().data) all.set(l.facilityCode, l);
  }
  expect(all.get('BU10')).toMatchObject({ vblog: 'burjeel-hospital-abu-dhabi', currency: 'AED' });
  expect(all.get('BM10')).toBeDefined();
  expect(all.get('LL18')).toBeDefined();
  expect([...all.values()].filter((l) => l.currency === 'OMR').length).toBeGreaterThan(0);
  const medeor = (await get('/content/medeor/getallhospitallocation')).json().data.map((l: { facilityCode: string }) => l.facilityCode);
  expect(medeor).toEqual(expect.arrayContaining(['BM10', 'MD20']));
  const two = (await get('/content/burjeel/getallhospitallocation?position=2')).json().data;
  expect(two).toHaveLength(2);
});

test('search finds doctors, specialties and locations in either language', async () => {
  const byName = (await get('/content/burjeel/autocompletesearch?searchkey=haddad')).json().data;
  expect(byName[0]).toMatchObject({ name: 'Dr. Omar Haddad', cat_type: 'doctor', location: 'Burjeel Hospital Abu Dhabi' });

  const arabic = (await get(`/content/burjeel/autocompletesearch?searchkey=${encodeURIComponent('عمر')}&lang=ar`)).json().data;
  expect(arabic.some((r: { name: string; cat_type: string }) => r.cat_type === 'doctor' && r.name === 'د. عمر حداد')).toBe(true);
  // Hamza and ta marbuta variants do not matter.
  const variants = (await get(`/content/burjeel/autocompletesearch?searchkey=${encodeURIComponent('نوره')}`)).json().data;
  expect(variants.some((r: { name: string }) => r.name === 'Dr. Noura Hamdan')).toBe(true);

  const spec = (await get('/content/burjeel/autocompletesearch?searchkey=cardio')).json().data;
  expect(spec).toContainEqual(expect.objectContaining({ cat_type: 'speciality', name: 'Cardiology' }));
  const loc = (await get('/content/burjeel/autocompletesearch?searchkey=muscat')).json().data;
  expect(loc).toContainEqual(expect.objectContaining({ cat_type: 'location', vblog: 'burjeel-hospital-muscat' }));
  // A brand only finds its own people.
  const other = (await get('/content/lifecare/autocompletesearch?searchkey=haddad')).json().data;
  expect(other.map((r: { name: string }) => r.name)).not.toContain('Dr. Omar Haddad');
  const none = (await get('/content/burjeel/autocompletesearch?searchkey=zzzz')).json();
  expect(none).toEqual({ status: 'success', data: [], message: '' });
});

test('filters by specialty, condition and location return only matching doctors', async () => {
  const cardio = (await get('/content/burjeel/getdoctorsbyspecialty?id=1&cat_type=speciality')).json().data;
  expect(cardio.length).toBeGreaterThanOrEqual(2);
  expect(cardio.every((d: { specialtyId: number }) => d.specialtyId === 1)).toBe(true);
  const wrongType = (await get('/content/burjeel/getdoctorsbyspecialty?id=1&cat_type=centre-of-excellence')).json().data;
  expect(wrongType).toEqual([]);
  const migraine = (await get('/content/burjeel/getdoctorsbycondition?id=901')).json().data;
  expect(migraine.map((d: { id: number }) => d.id)).toEqual([5]);
  const atLl18 = (await get('/content/llh/getAllDoctersByLocation?vblog=llh-hospital-abu-dhabi')).json().data;
  expect(atLl18.every((d: { facilityCode: string }) => d.facilityCode === 'LL18')).toBe(true);
  const specs = (await get('/content/llh/getspecialtiesbylocation?vblog=llh-hospital-abu-dhabi')).json().data;
  expect(specs.map((s: { id: number }) => s.id).sort((a: number, b: number) => a - b)).toEqual([1, 9, 11, 12, 14]);
});

test('teleconsultation doctors: general practitioners at BU10 and LL18 with their disease keys', async () => {
  const bu10 = (await get('/content/burjeel/getallteleconsultationdocters')).json().data;
  const ll18 = (await get('/content/llh/getallteleconsultationdocters?vblog=llh-hospital-abu-dhabi')).json().data;
  expect(bu10.length + ll18.length).toBeGreaterThanOrEqual(4);
  for (const d of [...bu10, ...ll18]) {
    expect(d.specialization).toBe('General Practitioner');
    expect(['BU10', 'LL18']).toContain(d.facilityCode);
    expect(d.disease_key.length).toBeGreaterThan(0);
  }
  expect((await get('/content/lifecare/getallteleconsultationdocters')).json().data).toEqual([]);
});

test('feedback questionnaires use every question type and say which answers are mandatory', async () => {
  const types = (await get('/content/burjeel/getfeedbackpatienttype?vblog=burjeel-hospital-abu-dhabi')).json().data;
  expect(types.map((x: { patient_type_value: string }) => x.patient_type_value)).toEqual(['OP', 'IP', 'ER', 'TC']);
  const seenTypes = new Set<string>();
  for (const pt of types) {
    const qs = (await get(`/content/burjeel/getfeedbackresponse?vblog=burjeel-hospital-abu-dhabi&patient_type=${pt.patient_type_value}`)).json().data;
    for (const qn of qs) {
      seenTypes.add(qn.questiontype);
      expect(['Yes', 'No']).toContain(qn.is_mandatory);
      if (qn.questiontype === 'R' || qn.questiontype === 'D') expect(qn.options.length).toBeGreaterThan(1);
      else expect(qn.options).toEqual([]);
    }
  }
  expect([...seenTypes].sort()).toEqual(['D', 'I', 'R', 'T']);
  const clinic = (await get('/content/colab/getfeedbackpatienttype?vblog=colab-clinic-abu-dhabi')).json().data;
  expect(clinic).toEqual([{ patient_type_value: 'OP', patient_type_label: 'Outpatient' }]);
  const missing = await get('/content/colab/getfeedbackresponse?vblog=colab-clinic-abu-dhabi&patient_type=IP');
  expect(missing.statusCode).toBe(404);
});

test('terms and privacy are several paragraphs naming the brand', async () => {
  const terms = (await get('/content/llh/gettermsconditions')).json().data;
  expect(terms.page_text.match(/<p>/g).length).toBeGreaterThanOrEqual(4);
  expect(terms.page_text).toContain('LLH');
  const privacy = (await get('/content/medeor/getprivacypolicy?lang=ar')).json().data;
  expect(privacy.page_text).toContain('ميديور');
  expect(privacy.page_title).toBe('سياسة الخصوصية');
});

test('an unknown brand is a 404 in the content envelope', async () => {
  for (const url of ['/content/acme/getAllDocters', '/content/acme/getdoctorprofile?id=abc']) {
    const res = await get(url);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ status: 'error', data: null, message: 'Unknown brand' });
  }
});

test.each([
  ['/content/burjeel/getdoctorprofile?id=abc', 'id'],
  ['/content/burjeel/getdoctorprofile', 'id'],
  ['/content/burjeel/autocompletesearch', 'searchkey'],
  ['/content/burjeel/autocompletesearch?searchkey=a', 'searchkey'],
  ['/content/burjeel/getwebbanner?banner_for=Footer', 'banner_for'],
  ['/content/burjeel/getAllDocters?lang=fr', 'lang'],
  ['/content/burjeel/getrestrictedinsurance?location_id=-4', 'location_id'],
  ['/content/burjeel/getfeedbackresponse?vblog=burjeel-hospital-abu-dhabi', 'patient_type'],
  ['/content/burjeel/getAllDoctersByLocation', 'vblog'],
])('bad query %s is a 400 naming %s', async (url, field) => {
  const res = await get(url);
  expect(res.statusCode).toBe(400);
  const body = res.json();
  expect(body.status).toBe('error');
  expect(body.data).toBeNull();
  expect(body.message.startsWith(`${field}:`)).toBe(true);
});

test('things that do not exist are 404s, empty filters are empty lists', async () => {
  for (const [url, message] of [
    ['/content/burjeel/getdoctorprofile?id=9999', 'Doctor not found'],
    ['/content/lifecare/getdoctorprofile?id=1', 'Doctor not found'],
    ['/content/burjeel/getnewsbyid?id=999', 'News not found'],
    ['/content/burjeel/getpackagebyid?id=999', 'Package not found'],
    ['/content/burjeel/getAllDoctersByLocation?vblog=nowhere', 'Unknown location'],
    ['/content/burjeel/getrestrictedinsurance?location_id=401', 'Unknown location'],
  ] as const) {
    const res = await get(url);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ status: 'error', data: null, message });
  }
  expect((await get('/content/burjeel/getallpackages?packagename=none')).json().data).toEqual([]);
});

test('restricted insurance lists the plans a location does not accept', async () => {
  const res = (await get('/content/burjeel/getrestrictedinsurance?location_id=104')).json().data;
  expect(res.location_id).toBe(104);
  expect(res.insurance.map((i: { id: number }) => i.id)).toEqual([1, 4, 9]);
});

test('every image in the data is served as SVG; media videos are a real WebM with byte ranges', async () => {
  const urls = new Set<string>();
  const collect = (v: unknown): void => {
    if (typeof v === 'string' && /^\/content\/media\//.test(v)) urls.add(v);
    else if (Array.isArray(v)) v.forEach(collect);
    else if (v && typeof v === 'object') Object.values(v).forEach(collect);
  };
  const paths = ['getAllDocters', 'getallhospitallocation', 'getallspecialties', 'getallinsurance', 'getallmedianews', 'getallmedia', 'getwebbanner?banner_for=Login', 'getwebbanner?banner_for=Banner', 'getallpackages'];
  for (const path of paths) {
    collect((await get(`/content/burjeel/${path}`)).json().data);
    collect((await get(`/content/burjeel/${path}${path.includes('?') ? '&' : '?'}lang=ar`)).json().data);
  }
  const svgs = [...urls].filter((u) => u.endsWith('.svg'));
  const videos = [...urls].filter((u) => u.endsWith('.webm'));
  expect(svgs.length).toBeGreaterThan(50);
  expect(videos.length).toBeGreaterThanOrEqual(8);
  for (const u of svgs) {
    const res = await get(u);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(res.body).toMatch(/^<svg xmlns/);
    expect(res.body.length).toBeLessThan(4000);
  }
  const video = await get(videos[0]!);
  expect(video.statusCode).toBe(200);
  expect(video.headers['content-type']).toBe('video/webm');
  expect(video.rawPayload.subarray(0, 4).toString('hex')).toBe('1a45dfa3');
  const part = await t.app.inject({ method: 'GET', url: videos[0]!, headers: { range: 'bytes=0-99' } });
  expect(part.statusCode).toBe(206);
  expect(part.rawPayload.length).toBe(100);
  expect(part.headers['content-range']).toBe(`bytes 0-99/${video.rawPayload.length}`);
  // A picture's words are in the language of the view that names it: Arabic files for the Arabic site.
  const arabic = /[\u0600-\u06FF]/;
  // A text's lines are its <tspan>s.
  const words = (svg: string) => [...svg.matchAll(/<text[^>]*>(.*?)<\/text>/g)].map((m) => m[1]!.replace(/<tspan[^>]*>/g, '').replace(/<\/tspan>/g, ' ').trim()).join(' ');
  const arFiles = svgs.filter((u) => u.endsWith('.ar.svg'));
  expect(arFiles.length).toBeGreaterThan(20);
  for (const u of svgs.filter((x) => !x.includes('/doctor/'))) {
    const text = words((await get(u)).body);
    if (!text) continue;
    expect({ u, arabicWords: arabic.test(text) }).toEqual({ u, arabicWords: u.endsWith('.ar.svg') });
  }
  const banner = (await get('/content/burjeel/getwebbanner?banner_for=Login&lang=ar')).json().data[0];
  expect(banner.image).toMatch(/^\/content\/media\/banner\/\d+\.ar\.svg$/);
  expect(words((await get(banner.image)).body)).toBe(banner.title);
  expect((await get('/content/media/doctor/9999.svg')).statusCode).toBe(404);
  expect((await get('/content/media/video/9999.webm')).statusCode).toBe(404);
  expect((await get('/content/media/doctor/..%2Fsecret.svg')).statusCode).toBe(400);
});

test('getAllDocters is precomputed: it answers in well under 5 ms', async () => {
  for (let i = 0; i < 20; i++) await get('/content/burjeel/getAllDocters');
  const times: number[] = [];
  for (let i = 0; i < 200; i++) {
    const start = process.hrtime.bigint();
    const res = await get('/content/burjeel/getAllDocters');
    times.push(Number(process.hrtime.bigint() - start) / 1e6);
    expect(res.statusCode).toBe(200);
  }
  times.sort((a, b) => a - b);
  expect(times[100]!).toBeLessThan(5);
});

describe('pictures with words', () => {
  const tspans = (svg: string) => [...svg.matchAll(/<tspan x='(\d+)' y='\d+'>([^<]*)<\/tspan>/g)].map((m) => ({ x: Number(m[1]), text: m[2]! }));
  const unescape = (s: string) => s.replace(/&amp;/g, '&').replace(/&apos;/g, "'").replace(/&quot;/g, '"');

  test("a banner's title is whole, in lines left of the decoration and inside what a phone shows, in both languages", async () => {
    const { drawAllImages, BANNER_TITLE } = await import('../src/standins/content/images.js');
    const { banners } = await import('../src/standins/content/data/index.js');
    const images = drawAllImages();
    for (const b of banners) {
      for (const lang of ['en', 'ar'] as const) {
        const parts = tspans(images.get(`banner/${b.id}${lang === 'ar' ? '.ar' : ''}`)!);
        expect(parts.map((p) => unescape(p.text)).join(' ')).toBe(b.title[lang]);
        for (const p of parts) {
          expect(p.text.length).toBeLessThanOrEqual(BANNER_TITLE.maxChars);
          expect(p.x).toBe(lang === 'ar' ? 1200 - BANNER_TITLE.start : BANNER_TITLE.start);
          // About 0.6 em a character at most: the line ends before the decoration.
          expect(BANNER_TITLE.start + p.text.length * BANNER_TITLE.size * 0.6).toBeLessThan(BANNER_TITLE.decorationFrom);
        }
      }
    }
  });

  test("an insurer's logo carries its whole name", async () => {
    const { drawAllImages } = await import('../src/standins/content/images.js');
    const { insurance } = await import('../src/standins/content/data/index.js');
    const images = drawAllImages();
    for (const i of insurance) {
      for (const lang of ['en', 'ar'] as const) {
        const parts = tspans(images.get(`insurance/${i.id}${lang === 'ar' ? '.ar' : ''}`)!);
        expect(parts.map((p) => unescape(p.text)).join(' ')).toBe(i.name[lang]);
        for (const p of parts) expect(p.text.length).toBeLessThanOrEqual(17);
      }
    }
  });
});

test('a brand’s dashboard banners advertise only what the brand offers: Lifecare none of teleconsultation and packages', async () => {
  const titles = async (brand: string) => ((await get(`/content/${brand}/getwebbanner?banner_for=Banner`)).json().data as { title: string }[]).map((b) => b.title);
  const lifecare = await titles('lifecare');
  expect(lifecare.length).toBeGreaterThan(0);
  expect(lifecare.join(' | ')).not.toMatch(/video|package/i);
  expect((await titles('burjeel')).join(' | ')).toMatch(/video/i);
  expect((await titles('burjeel')).join(' | ')).toMatch(/package/i);
  // Medeor offers packages but no teleconsultation.
  expect((await titles('medeor')).join(' | ')).not.toMatch(/video/i);
});

test('a doctor’s picture carries the initials of the name in the site’s language: Arabic initials on the Arabic site', async () => {
  const ar = (await get('/content/burjeel/getdoctorprofile?id=1&lang=ar')).json().data;
  const en = (await get('/content/burjeel/getdoctorprofile?id=1')).json().data;
  expect(ar.image).toMatch(/^\/content\/media\/doctor\/1\.ar\.svg$/);
  const initials = (svg: string) => /<text[^>]*>([^<]*)<\/text>/.exec(svg)![1];
  expect(initials((await get(en.image)).body)).toBe('OH');
  expect(initials((await get(ar.image)).body)).toBe('ع ح');
});
