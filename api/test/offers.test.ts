import * as XLSX from 'xlsx';
import { createTestApp, type TestApp } from './helpers.js';
import { register, loginDemo } from './auth-support.js';

let t: TestApp;
let admin: string;
let patient: string;

beforeAll(async () => {
  t = await createTestApp({ PORTAL_JOBS_WORKER: 'false' }, { seed: true });
  admin = (await loginDemo(t, 'admin')).token;
  patient = (await loginDemo(t, 'patient')).token;
}, 120_000);
afterAll(() => t.close());

async function call(method: 'GET' | 'POST', url: string, token: string, body?: object) {
  const res = await t.app.inject({ method, url, ...(body ? { payload: body } : {}), headers: { authorization: `Bearer ${token}` } });
  return { status: res.statusCode, body: res.json() as { message: { status: string; message: string }; data: any } };
}

describe('offer interest', () => {
  it('a patient shows interest in an offer once; the lead starts New with the patient’s details', async () => {
    const { person, login: me } = await register(t);
    await t.app.inject({ method: 'PUT', url: '/api/user/preferredfacility', payload: { facilityId: 101, vblog: 'burjeel-hospital-abu-dhabi' }, headers: { authorization: `Bearer ${me.token}` } });
    const first = await call('POST', '/api/user/offerinterest', me.token, { offerId: 5 });
    expect(first.body.message.status).toBe('Success');
    const again = await call('POST', '/api/user/offerinterest', me.token, { offerId: 5 });
    expect(again.body.message).toEqual({ status: 'Conflict', message: 'You have already shown interest in this offer' });
    expect((await call('GET', '/api/user/myofferinterests', me.token)).body.data).toEqual([5]);
    expect((await call('POST', '/api/user/offerinterest', me.token, { offerId: 999 })).status).toBe(404);

    const list = (await call('GET', '/api/user/offerinterestedusers?offerId=5', admin)).body.data;
    expect(list.total).toBe(1);
    expect(list.users[0]).toMatchObject({ firstName: 'Test', callingCode: person.callingCode, phoneNumber: person.mobile, status: 'New', region: 'Abu Dhabi', comment: null, modifiedByName: null });
    // On an Arabic page the region is the city's Arabic name.
    const ar = await t.app.inject({ method: 'GET', url: '/api/user/offerinterestedusers?offerId=5', headers: { authorization: `Bearer ${admin}`, 'accept-language': 'ar' } });
    expect(ar.json().data.users[0].region).toBe('أبوظبي');
  });

  it('offers with user counts, most wanted first (the seed has the demo patient on two offers)', async () => {
    const counts = (await call('GET', '/api/user/offerinterestcounts', admin)).body.data as { offerId: number; title: string; userCount: number }[];
    expect(counts.length).toBeGreaterThanOrEqual(7);
    expect(counts.find((c) => c.offerId === 1)).toMatchObject({ title: 'Executive Health Check', userCount: 1 });
    expect(counts.map((c) => c.userCount)).toEqual([...counts.map((c) => c.userCount)].sort((a, b) => b - a));
    const ar = (await call('GET', '/api/user/offerinterestcounts?lang=ar', admin)).body.data as { offerId: number; title: string }[];
    expect(ar.find((c) => c.offerId === 1)!.title).toBe('الفحص الصحي التنفيذي');
  });

  it('pages of 50, newest first', async () => {
    for (let i = 0; i < 52; i += 1) {
      const { login: l } = await register(t);
      await call('POST', '/api/user/offerinterest', l.token, { offerId: 6 });
    }
    const p1 = (await call('GET', '/api/user/offerinterestedusers?offerId=6&offset=0', admin)).body.data;
    const p2 = (await call('GET', '/api/user/offerinterestedusers?offerId=6&offset=50', admin)).body.data;
    expect([p1.users.length, p2.users.length, p1.total]).toEqual([50, 2, 52]);
    expect(p1.users[0].offerInterestId).toBeGreaterThan(p1.users[49].offerInterestId);
    expect((await call('GET', '/api/user/offerinterestedusers?offerId=6&take=501', admin)).status).toBe(400);
  }, 300_000);

  it('a status change needs a known status and a comment of at most 250; it is logged with its author', async () => {
    const lead = (await call('GET', '/api/user/offerinterestedusers?offerId=1', admin)).body.data.users[0];
    const tooLong = await call('POST', '/api/user/updateofferintereststatus', admin, { offerInterestId: lead.offerInterestId, status: 'Converted', comment: 'x'.repeat(251) });
    expect([tooLong.status, tooLong.body.message.message]).toEqual([400, 'Comment can be at most 250 characters']);
    expect((await call('POST', '/api/user/updateofferintereststatus', admin, { offerInterestId: lead.offerInterestId, status: 'Maybe' })).status).toBe(400);
    expect((await call('POST', '/api/user/updateofferintereststatus', admin, { offerInterestId: 99_999_999, status: 'Other' })).status).toBe(404);

    const done = await call('POST', '/api/user/updateofferintereststatus', admin, { offerInterestId: lead.offerInterestId, status: 'Closed - Lost', comment: 'Booked elsewhere' });
    expect(done.body.data).toMatchObject({ status: 'Closed - Lost', comment: 'Booked elsewhere', modifiedByName: 'Omar Al Farsi' });
    const log = (await call('GET', `/api/user/getofferactivitylogs?offerInterestId=${lead.offerInterestId}`, admin)).body.data;
    expect(log[0]).toMatchObject({ status: 'Closed - Lost', comment: 'Booked elsewhere', createdByName: 'Omar Al Farsi' });
    expect(log.at(-1)).toMatchObject({ status: 'New', createdByName: 'Ahmed Al Mansoori' });
    const audit = await t.handle.db.selectFrom('audit_log').selectAll().where('resource', '=', 'offer-interest').where('action', '=', 'status:Closed - Lost').executeTakeFirst();
    expect(audit).toBeTruthy();
  });

  it('exports Interested Users - {offer}.xlsx in pages of 500, formulas neutralised', async () => {
    const { login: l } = await register(t, undefined);
    await t.handle.db.updateTable('users').set({ first_name: '=HYPERLINK("http://evil.example","x")', last_name: '@SUM(1)' }).where('id', '=', l.userId).execute();
    await call('POST', '/api/user/offerinterest', l.token, { offerId: 2 });
    const res = await t.app.inject({ method: 'GET', url: '/api/user/offerinterestedusers/export?offerId=2&exportId=0b7e7f9c-6f43-4b8e-9a3f-1d2c3b4a5f60', headers: { authorization: `Bearer ${admin}` } });
    expect(res.statusCode).toBe(200);
    expect(decodeURIComponent(String(res.headers['content-disposition']))).toContain("Interested Users - Women's Wellness.xlsx");
    const wb = XLSX.read(res.rawPayload, { type: 'buffer' });
    const rows = XLSX.utils.sheet_to_json<string[]>(wb.Sheets[wb.SheetNames[0]!]!, { header: 1 });
    expect(rows[0]).toEqual(['First Name', 'Last Name', 'Calling Code', 'Phone Number', 'Email', 'Region', 'Status', 'Comment', 'Created On', 'Modified By', 'Modified On']);
    expect(rows[1]!.slice(0, 2)).toEqual(['\'=HYPERLINK("http://evil.example","x")', "'@SUM(1)"]);
    const progress = await call('GET', '/api/user/exportprogress?exportId=0b7e7f9c-6f43-4b8e-9a3f-1d2c3b4a5f60', admin);
    expect(progress.body.data).toEqual({ total: 1, done: 1, finished: true });
  });

  it('a patient gets 403 from every offer administration call', async () => {
    for (const [m, u] of [['GET', '/api/user/offerinterestcounts'], ['GET', '/api/user/offerinterestedusers?offerId=1'], ['GET', '/api/user/offerinterestedusers/export?offerId=1'], ['GET', '/api/user/getofferactivitylogs?offerInterestId=1'], ['POST', '/api/user/updateofferintereststatus']] as const) {
      expect((await call(m, u, patient, m === 'POST' ? { offerInterestId: 1, status: 'Other' } : undefined)).status).toBe(403);
    }
  });
});
