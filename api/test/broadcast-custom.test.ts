import zlib from 'node:zlib';
import { PNG_8 } from './file-support.js';
import * as XLSX from 'xlsx';
import { createTestApp, settleJobs, type TestApp } from './helpers.js';
import { register, loginDemo } from './auth-support.js';
import { multipartFile, repack, xlsx, zip } from './xlsx-support.js';
import { checkZip } from '../src/modules/notifications/spreadsheet.js';

const INVALID = 'Invalid/Empty file, please upload a correct file.';
let t: TestApp;
let broadcaster: string;
let patient: string;

beforeAll(async () => {
  t = await createTestApp({}, { seed: true });
  broadcaster = (await loginDemo(t, 'broadcaster')).token;
  patient = (await loginDemo(t, 'patient')).token;
}, 120_000);
afterAll(() => t.close());

async function upload(name: string, bytes: Buffer, token = broadcaster) {
  const { payload, headers } = multipartFile(name, bytes);
  const res = await t.app.inject({ method: 'POST', url: '/api/notification/uploadnotifyuser', payload, headers: { ...headers, authorization: `Bearer ${token}` } });
  return { status: res.statusCode, body: res.json() as { message: { status: string; message: string }; data: any } };
}
async function call(method: 'GET' | 'POST', url: string, token: string, body?: object) {
  const res = await t.app.inject({ method, url, ...(body ? { payload: body } : {}), headers: { authorization: `Bearer ${token}` } });
  return { status: res.statusCode, body: res.json() as { message: { status: string; message: string }; data: any } };
}
const historyCount = async () => (await call('GET', '/api/notification/broadcasthistory?start=0&take=10', broadcaster)).body.data.length as number;
const jobCount = async () => Number((await t.handle.db.selectFrom('jobs').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);

describe('the broadcast spreadsheet (uploadnotifyuser)', () => {
  it('reads Country Code and Mobile No in every accepted pattern, without duplicates', async () => {
    const res = await upload('UploadMobileNo.xlsx', xlsx([
      ['Country Code', 'Mobile No'],
      [971, 501234567],
      ['+971', '(050) 123-4567'],
      ['968', '912 345 67'],
      ['971', '501-234-567'],
    ]));
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ Mobilelist: [{ countryCode: '971', mobileNo: '501234567' }, { countryCode: '968', mobileNo: '91234567' }], count: 2, accountCount: 1 });
  });

  it('offers the sample UploadMobileNo.xlsx, which itself passes', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/notification/samplemobilelist', headers: { authorization: `Bearer ${broadcaster}` } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain('UploadMobileNo.xlsx');
    const wb = XLSX.read(res.rawPayload, { type: 'buffer' });
    expect(XLSX.utils.sheet_to_json(wb.Sheets[wb.SheetNames[0]!]!, { header: 1 })[0]).toEqual(['Country Code', 'Mobile No']);
    expect((await upload('UploadMobileNo.xlsx', res.rawPayload)).status).toBe(200);
  });

  const bad: [string, string, () => Buffer, string][] = [
    ['wrong columns', 'list.xlsx', () => xlsx([['Phone', 'Name'], ['971', '501234567']]), INVALID],
    ['an extra column', 'list.xlsx', () => xlsx([['Country Code', 'Mobile No', 'Name'], ['971', '501234567', 'Ali']]), INVALID],
    ['a bad number (letters)', 'list.xlsx', () => xlsx([['Country Code', 'Mobile No'], ['971', '50123456x']]), INVALID],
    ['a bad number (3-3-1 digits)', 'list.xlsx', () => xlsx([['Country Code', 'Mobile No'], ['971', '501-234-5']]), INVALID],
    ['country code and number of 15 characters', 'list.xlsx', () => xlsx([['Country Code', 'Mobile No'], ['97150', '5012345678']]), INVALID],
    ['a bad country code', 'list.xlsx', () => xlsx([['Country Code', 'Mobile No'], ['UAE', '501234567']]), INVALID],
    ['one bad row among good ones', 'list.xlsx', () => xlsx([['Country Code', 'Mobile No'], ['971', '501234567'], ['971', '12']]), INVALID],
    ['no rows', 'list.xlsx', () => xlsx([['Country Code', 'Mobile No']]), INVALID],
    ['an empty sheet', 'list.xlsx', () => xlsx([]), INVALID],
    ['an empty file', 'list.xlsx', () => Buffer.alloc(0), INVALID],
    ['not .xlsx by name', 'list.csv', () => Buffer.from('Country Code,Mobile No\n971,501234567\n'), 'Please select xlsx file.'],
    ['not .xlsx by content', 'list.xlsx', () => Buffer.from('Country Code,Mobile No\n971,501234567\n'), 'Please select xlsx file.'],
    ['another zip (no workbook)', 'list.xlsx', () => zip([{ name: 'hello.txt', data: zlib.deflateRawSync(Buffer.from('hi')), declaredSize: 2 }]), 'Please select xlsx file.'],
    ['more than 10,000 rows', 'list.xlsx', () => xlsx([['Country Code', 'Mobile No'], ...Array.from({ length: 10_001 }, (_, i) => ['971', String(500_000_000 + i)])]), INVALID],
  ];
  it.each(bad)('refuses %s with the spec’s message, and nothing is sent', async (_what, name, file, message) => {
    const before = [await historyCount(), await jobCount()];
    const res = await upload(name, file());
    expect([res.status, res.body.message.message]).toEqual([400, message]);
    expect([await historyCount(), await jobCount()]).toEqual(before);
  });

  it('refuses a prototype pollution payload and leaves Object.prototype alone', async () => {
    const payloads = [
      xlsx([['__proto__', 'constructor'], ['{"polluted":1}', 'x']]),
      xlsx([['Country Code', 'Mobile No', '__proto__'], ['971', '501234567', 'polluted']]),
      xlsx([['Country Code', '__proto__'], ['971', '501234567']]),
    ];
    for (const file of payloads) {
      const res = await upload('list.xlsx', file);
      expect([res.status, res.body.message.message]).toEqual([400, INVALID]);
    }
    expect(({} as Record<string, unknown>)['polluted']).toBeUndefined();
    expect(Object.keys(Object.prototype)).toEqual([]);
  });

  it('refuses a zip bomb fast, before inflating it: by declared size, and when a part lies about its size', async () => {
    const zeros = Buffer.alloc(64 * 1024 * 1024, 0x20); // 64 MiB of spaces deflates to about 64 KiB
    const deflated = zlib.deflateRawSync(zeros, { level: 9 });
    const good = xlsx([['Country Code', 'Mobile No'], ['971', '501234567']]);
    const honest = repack(good, { 'xl/worksheets/sheet1.xml': { data: deflated, declaredSize: zeros.length } });
    const lying = repack(good, { 'xl/worksheets/sheet1.xml': { data: deflated, declaredSize: 900 } });
    for (const bomb of [honest, lying]) {
      expect(bomb.length).toBeLessThan(1_048_576);
      const started = performance.now();
      const res = await upload('list.xlsx', bomb);
      expect([res.status, res.body.message.message]).toEqual([400, INVALID]);
      expect(performance.now() - started).toBeLessThan(3000);
    }
    // The lying part is stopped at its declared 900 bytes, not inflated to 64 MiB.
    await expect(checkZip(lying)).rejects.toThrow(INVALID);
  });

  it('refuses a file over 1 MiB', async () => {
    const big = Buffer.concat([xlsx([['Country Code', 'Mobile No'], ['971', '501234567']]), Buffer.alloc(1_100_000)]);
    const res = await upload('list.xlsx', big);
    expect([res.status, res.body.message.message]).toEqual([413, INVALID]);
  });

  it('is for broadcasters and administrators only', async () => {
    const res = await upload('list.xlsx', xlsx([['Country Code', 'Mobile No'], ['971', '501234567']]), patient);
    expect(res.status).toBe(403);
    expect((await call('GET', '/api/notification/samplemobilelist', patient)).status).toBe(403);
  });
});

describe('a Custom broadcast', () => {
  it('reaches the accounts of the uploaded numbers only; unknown numbers and unreachable devices count as failed pushes', async () => {
    const { person: a, login: la } = await register(t);
    const { person: b, login: lb } = await register(t);
    const { login: outsider } = await register(t);
    await t.app.inject({ method: 'POST', url: '/api/dev/push/unreachable', payload: { callingCode: b.callingCode, mobile: b.mobile } });
    const listed = await upload('UploadMobileNo.xlsx', xlsx([['Country Code', 'Mobile No'], [a.callingCode, a.mobile], [b.callingCode, b.mobile], ['971', '599999991']]));
    expect(listed.body.data.count).toBe(3);

    const sent = await call('POST', '/api/notification/broadcast', broadcaster, {
      FacilityId: 0, NotificationType: 2, NotificationTitle: 'Your list', NotificationText: 'Only for you', Type: 'toExcel', Mobilelist: listed.body.data.Mobilelist,
      InURLPath: Buffer.from('https://example.com/list').toString('base64'),
    });
    expect(sent.status).toBe(200);
    expect(sent.body.data).toMatchObject({ status: 'Queued', targetCount: 2 });
    await settleJobs(t);

    const unread = async (token: string) => (await call('GET', '/api/notification/GetAllActiveNotificationsCount', token)).body.data as number;
    expect([await unread(la.token), await unread(lb.token), await unread(outsider.token)]).toEqual([1, 1, 0]);
    const history = (await call('GET', '/api/notification/broadcasthistory?start=0&take=10', broadcaster)).body.data[0];
    expect(history).toMatchObject({ notificationTitle: 'Your list', isExcelUploadedNotification: true, status: 'Sent', targetCount: 2, processedCount: 2, pushSuccess: 1, pushFail: 2 });

    const recipients = await call('GET', `/api/notification/broadcastrecipients?id=${history.id}`, broadcaster);
    expect(recipients.body.data).toHaveLength(3);
    expect(recipients.body.data).toContainEqual({ countryCode: a.callingCode, mobileNo: a.mobile });
  });

  it('checks the list again on publish: empty or bad rows are refused and nothing is queued', async () => {
    const before = await jobCount();
    const base = { FacilityId: 0, NotificationType: 2, NotificationTitle: 'T', NotificationText: 'Hello', Type: 'toExcel' };
    const empty = await call('POST', '/api/notification/broadcast', broadcaster, { ...base, Mobilelist: [] });
    expect([empty.status, empty.body.message.message]).toEqual([400, 'Please select excel with valid data']);
    const bad = await call('POST', '/api/notification/broadcast', broadcaster, { ...base, Mobilelist: [{ countryCode: '971', mobileNo: 'abc' }] });
    expect([bad.status, bad.body.message.message]).toEqual([400, INVALID]);
    expect(await jobCount()).toBe(before);
  });
});

describe('the broadcast image (uploadnotifyimage)', () => {
  const png = PNG_8;
  async function uploadImage(name: string, bytes: Buffer) {
    const { payload, headers } = multipartFile(name, bytes);
    const res = await t.app.inject({ method: 'POST', url: '/api/notification/uploadnotifyimage', payload, headers: { ...headers, authorization: `Bearer ${broadcaster}` } });
    return { status: res.statusCode, body: res.json() as { message: { message: string }; data: any } };
  }

  it('takes a png by its content, serves it, and the broadcast carries it to the bell', async () => {
    const res = await uploadImage('offer.png', png);
    expect(res.status).toBe(200);
    const url = res.body.data.ImageURL as string;
    expect(url).toMatch(/^\/api\/notification\/images\/[0-9a-f-]{36}$/);
    const img = await t.app.inject({ method: 'GET', url });
    expect([img.statusCode, img.headers['content-type']]).toEqual([200, 'image/png']);

    const { login: someone } = await register(t);
    await call('POST', '/api/notification/broadcast', broadcaster, { FacilityId: 0, NotificationType: 2, NotificationTitle: 'With a picture', NotificationText: 'Look', ImageURL: url });
    await settleJobs(t);
    const mine = (await call('GET', '/api/user/patientactivenotifications', someone.token)).body.data[0];
    expect(mine).toMatchObject({ notificationTitle: 'With a picture', imageUrl: url });
  });

  it('refuses a file that is not what its name says, one over 2 MB, and an image address it did not issue', async () => {
    expect((await uploadImage('offer.png', Buffer.from('<svg onload="alert(1)"/>'))).body.message.message).toBe('Please choose a .jpg, .jpeg or .png image of at most 2 MB');
    expect((await uploadImage('offer.jpg', png)).status).toBe(400);
    expect((await uploadImage('big.png', Buffer.concat([png, Buffer.alloc(2 * 1024 * 1024)]))).status).toBe(413);
    const res = await call('POST', '/api/notification/broadcast', broadcaster, { FacilityId: 0, NotificationTitle: 'T', NotificationText: 'Hello', ImageURL: 'https://evil.example/x.png' });
    expect(res.status).toBe(400);
  });
});

describe('the audience of a broadcast, before publishing', () => {
  it('counts every active account, a hospital’s, or the numbers with an account; a patient may not ask', async () => {
    const all = await call('GET', '/api/notification/audience?facilityId=0', broadcaster);
    expect(all.status).toBe(200);
    expect(all.body.data.count).toBeGreaterThan(0);
    // A hospital no account has chosen reaches nobody.
    expect((await call('GET', '/api/notification/audience?facilityId=999999', broadcaster)).body.data).toEqual({ facilityId: 999999, count: 0 });
    const sheet = await upload('UploadMobileNo.xlsx', xlsx([['Country Code', 'Mobile No'], [971, 501234567], [971, 509999991]]));
    expect(sheet.body.data).toMatchObject({ count: 2, accountCount: 1 });
    expect((await call('GET', '/api/notification/audience?facilityId=0', patient)).status).toBe(403);
    expect((await call('GET', '/api/notification/audience?facilityId=-1', broadcaster)).status).toBe(400);
  });

  it('counts patient accounts only: broadcasters and administrators, and a deleted account, are not among them', async () => {
    const patients = await t.handle.db.selectFrom('users').select(t.handle.db.fn.countAll<number>().as('n')).where('status', '=', 'active').where('role_id', '=', 1).executeTakeFirstOrThrow();
    expect((await call('GET', '/api/notification/audience?facilityId=0', broadcaster)).body.data.count).toBe(Number(patients.n));
    // The demo broadcaster's and administrator's numbers in a spreadsheet reach nobody.
    const staff = await upload('UploadMobileNo.xlsx', xlsx([['Country Code', 'Mobile No'], [971, 500000002], [971, 500000003]]));
    expect(staff.body.data).toMatchObject({ count: 2, accountCount: 0 });
  });
});
