import { sql } from 'kysely';
import { createTestApp, type TestApp } from './helpers.js';
import { lastOtp, loginDemo } from './auth-support.js';
import { seededAccount } from './account-support.js';
import { createEmbeddedHis } from '../src/adapters/his/index.js';
import { ResultsService } from '../src/modules/records/results.js';

/**
 * Laboratory results with their context through HTTP on the seeded demo family: the latest value of every test with
 * its range and flag, a test's values over time, results held by the release rules (pending, no value), a family
 * member's results only after the code to her number, ownership, the audit log and "who saw my records", and the
 * release rules an administrator reads.
 */
let t: TestApp;
let patient: { token: string; userId: number };
beforeAll(async () => {
  t = await createTestApp({ PORTAL_JOBS_WORKER: 'false' }, { seed: true });
  patient = await loginDemo(t, 'patient');
}, 120_000);
afterAll(() => t.close());

async function get(token: string, url: string) {
  const res = await t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
  return { status: res.statusCode, body: res.json() as { message: { status: string; message: string }; data: any } };
}
const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10);
const memberId = async (firstName: string) =>
  Number((await sql<{ id: number }>`select id from family_members where user_id = ${patient.userId} and first_name = ${firstName} and deleted_at is null`.execute(t.handle.db)).rows[0]!.id);

describe('the results list', () => {
  test("every test's latest value with unit, range, flag and how many values it has", async () => {
    const r = await get(patient.token, '/api/user/labresults?familyMemberId=0');
    expect(r.status).toBe(200);
    expect(r.body.data).toMatchObject({ familyMemberId: 0, patientName: 'Ahmed Al Mansoori', otpRequired: false });
    const byCode = new Map<string, any>(r.body.data.results.map((x: any) => [x.code, x]));
    expect(byCode.get('4548-4')).toMatchObject({
      key: '4548-4', name: 'HbA1c', panel: 'Diabetes Panel', count: 7,
      latest: { state: 'released', date: daysAgo(6), value: 6.1, unit: '%', low: 4, high: 5.6, rangeText: '4.0 - 5.6', flag: 'high', position: 'above', facilityId: 'BU10', docNumber: 'LAB-BU10-RECENT-027' },
    });
    expect(byCode.get('22748-8').latest).toMatchObject({ value: 2.9, unit: 'mmol/L', flag: 'normal', position: 'within' });
    expect(byCode.get('14682-9').latest).toMatchObject({ value: 86, unit: 'µmol/L', flag: 'normal' });
    // Both hospitals' records: the vitamin D of LL18 is the latest of five.
    expect(byCode.get('62292-8')).toMatchObject({ count: 5, latest: { value: 61, flag: 'low', facilityId: 'LL18' } });
    // Radiology text is a report, not a laboratory result.
    expect(r.body.data.results.map((x: any) => x.name)).not.toContain('Impression');
  });

  test('a sensitive test is pending review with no value, range or flag; the test beside it is shown', async () => {
    const r = await get(patient.token, '/api/user/labresults');
    const hiv = r.body.data.results.find((x: any) => x.code === '56888-1');
    expect(hiv).toMatchObject({ name: 'HIV 1/2 antigen and antibody', panel: 'Infection Screening' });
    expect(hiv.latest).toMatchObject({ state: 'pending', value: null, valueText: null, low: null, high: null, rangeText: '', flag: null, position: null, date: daysAgo(2) });
    expect(JSON.stringify(hiv)).not.toContain('Non-reactive');
    expect(r.body.data.results.find((x: any) => x.code === '5196-1').latest).toMatchObject({ state: 'released', valueText: 'Non-reactive', flag: 'normal' });
  });

  test('the held results of a registration, for the reports that show results as the hospital sent them', async () => {
    const service = new ResultsService(t.handle.db, createEmbeddedHis(t.handle.db));
    expect([...(await service.heldResults(['BU10-000123456']))]).toEqual(['LAB-BU10-RECENT-033|HIV 1/2 antigen and antibody']);
    expect([...(await service.heldResults(['BU10-000123457']))]).toEqual(['LAB-BU10-RECENT-042|Pregnancy test (hCG), serum']);
  });

  test('the release rules come from the database: with no hold days the sensitive result is released', async () => {
    await t.handle.db.updateTable('records_result_release_settings').set({ sensitive_hold_days: 0 }).where('id', '=', 1).execute();
    try {
      const r = await get(patient.token, '/api/user/labresults');
      expect(r.body.data.results.find((x: any) => x.code === '56888-1').latest).toMatchObject({ state: 'released', valueText: 'Non-reactive' });
    } finally {
      await t.handle.db.updateTable('records_result_release_settings').set({ sensitive_hold_days: 7 }).where('id', '=', 1).execute();
    }
  });
});

describe("a test's trend", () => {
  test('every value over time, oldest first, with the critical potassium a clinician released', async () => {
    const r = await get(patient.token, '/api/user/labresults/trend?test=4548-4');
    expect(r.status).toBe(200);
    expect(r.body.data).toMatchObject({ key: '4548-4', code: '4548-4', name: 'HbA1c', unit: '%', otpRequired: false });
    expect(r.body.data.values.map((v: any) => v.value)).toEqual([5.4, 5.5, 5.7, 5.9, 6.0, 5.8, 6.1]);
    expect(r.body.data.values.map((v: any) => v.date)).toEqual([...r.body.data.values.map((v: any) => v.date)].sort());
    const k = await get(patient.token, '/api/user/labresults/trend?test=6298-4');
    expect(k.body.data.values.map((v: any) => [v.value, v.flag])).toEqual([[6.4, 'critical'], [4.3, 'normal'], [4.1, 'normal']]);
  });

  test('an unknown test is an empty trend; no test is a 400', async () => {
    const r = await get(patient.token, '/api/user/labresults/trend?test=0000-0');
    expect(r.status).toBe(200);
    expect(r.body.message.status).toBe('NotFound');
    expect(r.body.data.values).toEqual([]);
    expect((await get(patient.token, '/api/user/labresults/trend')).status).toBe(400);
  });
});

describe('family members', () => {
  test('the child on the account’s number opens directly', async () => {
    const child = await memberId('Yousef');
    const r = await get(patient.token, `/api/user/labresults?familyMemberId=${child}`);
    expect(r.body.data).toMatchObject({ otpRequired: false, patientName: 'Yousef Al Mansoori' });
    expect(r.body.data.results.find((x: any) => x.code === '718-7').latest).toMatchObject({ state: 'released', value: 124, unit: 'g/L' });
  });

  test('the spouse with her own number: nothing of her results, not even which tests, then her values after the code sent to her number', async () => {
    const spouse = await memberId('Mariam');
    const before = await get(patient.token, `/api/user/labresults?familyMemberId=${spouse}`);
    expect(before.body.data).toMatchObject({ otpRequired: true, callingCode: '971', mobileNo: '502345678', results: [] });
    const trend = await get(patient.token, `/api/user/labresults/trend?familyMemberId=${spouse}&test=62292-8`);
    expect(trend.body.data).toMatchObject({ otpRequired: true, name: '', unit: '', values: [] });

    const sent = await t.app.inject({ method: 'POST', url: '/api/user/sendotptofamily', headers: { authorization: `Bearer ${patient.token}` }, payload: { callingCode: '971', mobile: '502345678' } });
    expect(sent.statusCode).toBe(200);
    const otp = await lastOtp(t, '971', '502345678');
    const verified = await t.app.inject({ method: 'POST', url: '/api/user/verifyuser', headers: { authorization: `Bearer ${patient.token}` }, payload: { callingCode: '971', mobile: '502345678', otp } });
    expect(verified.statusCode).toBe(200);

    const after = await get(patient.token, `/api/user/labresults?familyMemberId=${spouse}`);
    expect(after.body.data.otpRequired).toBe(false);
    expect(after.body.data.results.find((x: any) => x.code === '62292-8')).toMatchObject({ name: '25-OH Vitamin D', count: 3, latest: { date: daysAgo(12) } });
    expect(after.body.data.results.find((x: any) => x.code === '62292-8').latest).toMatchObject({ state: 'released', value: 45, flag: 'low', unit: 'nmol/L' });
    // Her pregnancy test is held as sensitive: pending, no value.
    expect(after.body.data.results.find((x: any) => x.code === '2118-8').latest).toMatchObject({ state: 'pending', valueText: null, flag: null });
  });

  test("another account's member is refused, and the refusal is in the audit log", async () => {
    const other = await seededAccount(t, { firstName: 'Noura', lastName: 'Results', dateOfBirth: '1990-05-01', genderId: 2 });
    const spouse = await memberId('Mariam');
    const r = await get(other.token, `/api/user/labresults?familyMemberId=${spouse}`);
    expect(r.status).toBe(403);
    const denied = await sql<{ resource_id: string }>`select resource_id from audit_log where actor_user_id = ${other.userId} and resource = 'lab-result' and outcome = 'denied'`.execute(t.handle.db);
    expect(denied.rows.map((x) => x.resource_id)).toEqual([`list:member:${spouse}`]);
  });
});

test('every read is audited and shows on "who saw my records"', async () => {
  await get(patient.token, '/api/user/labresults/trend?test=14771-0');
  const rows = await sql<{ resource_id: string; family_member_id: number | null }>`
    select resource_id, family_member_id from audit_log where actor_user_id = ${patient.userId} and resource = 'lab-result' and outcome = 'success' order by id desc`.execute(t.handle.db);
  expect(rows.rows[0]).toMatchObject({ resource_id: 'trend:14771-0:7', family_member_id: null });
  expect(rows.rows.map((x) => x.resource_id)).toContain(`list:${(await get(patient.token, '/api/user/labresults')).body.data.results.length}`);
  const access = await get(patient.token, '/api/user/recordaccess?take=5');
  expect(access.body.data.entries[0]).toMatchObject({ what: 'results', who: { kind: 'self' }, whose: { familyMemberId: 0 } });
});

test('an administrator reads the release rules; a patient may not', async () => {
  const admin = await loginDemo(t, 'admin');
  const r = await get(admin.token, '/api/admin/resultsreleaserules');
  expect(r.status).toBe(200);
  expect(r.body.data).toMatchObject({ sensitiveHoldDays: 7, criticalHoldDays: 2, criticalInterpretations: ['HH', 'LL', 'AA'] });
  expect(r.body.data.sensitiveTests.map((x: any) => x.code)).toEqual(expect.arrayContaining(['56888-1', '2118-8', '22637-3', '51969-4']));
  expect((await get(patient.token, '/api/admin/resultsreleaserules')).status).toBe(403);
});
