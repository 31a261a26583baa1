import { sql } from 'kysely';
import { createTestApp, settleJobs, type TestApp } from './helpers.js';
import { register } from './auth-support.js';

/**
 * A result arriving in the embedded HIS tells the patient (and the account holder of a family member): a radiology
 * report through the bell (LABREPORT); laboratory results through the bell (RESULTS) and an SMS without value or test
 * name in the account's language, once, and only when the release rules let a result go.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { seed: true });
}, 120_000);
afterAll(() => t.close());

async function bell(token: string) {
  const res = await t.app.inject({ method: 'GET', url: '/api/user/patientactivenotifications', headers: { authorization: `Bearer ${token}` } });
  return res.json().data as { type: string; promotionType: string; isFamilyMember: boolean; familyMemberId: number; notificationTitle: string; messageTextEn: string; messageTextAr: string }[];
}

it('the patient’s own radiology report: one LABREPORT notification and a push, however often the HIS repeats the event', async () => {
  const { person, login } = await register(t);
  const res = await t.app.inject({ method: 'POST', url: '/api/dev/his/labresult', payload: { callingCode: person.callingCode, mobile: person.mobile, orderName: 'Chest X-Ray', radiology: true } });
  expect(res.statusCode).toBe(200);
  await settleJobs(t);
  const list = await bell(login.token);
  expect(list).toHaveLength(1);
  expect(list[0]).toMatchObject({ type: 'LABREPORT', promotionType: 'LABREPORT', isFamilyMember: false, familyMemberId: 0, notificationTitle: 'Radiology report ready', messageTextEn: 'Your Chest X-Ray report is ready.' });
  expect(list[0]!.messageTextAr).toContain('Chest X-Ray');

  // The same result reported again: still one notification.
  const { docNumber } = res.json().data;
  await sql`insert into jobs (queue, payload) values ('labreport.notify', ${JSON.stringify({ docNumber })}::jsonb)`.execute(t.handle.db);
  await settleJobs(t);
  expect(await bell(login.token)).toHaveLength(1);
  const pushes = await t.app.inject({ method: 'GET', url: `/api/dev/push/deliveries?callingCode=${person.callingCode}&mobile=${person.mobile}` });
  expect(pushes.json().data.filter((p: { kind: string }) => p.kind === 'LABREPORT')).toHaveLength(1);
});

it('a family member’s result goes to the account holder, with the member', async () => {
  const { person, login } = await register(t);
  const member = await t.handle.db
    .insertInto('family_members')
    .values({
      user_id: login.userId, first_name: 'Layla', last_name: 'Test', email: 'layla@example.org', date_of_birth: '2015-04-02', calling_code: person.callingCode, mobile: person.mobile,
      gender_id: 2, country_id: 784, document_type_id: 4, document_id: `PX${person.mobile}`, relation_id: 3, relation: 'Daughter',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const res = await t.app.inject({ method: 'POST', url: '/api/dev/his/labresult', payload: { callingCode: person.callingCode, mobile: person.mobile, familyMemberId: member.id, orderName: 'Abdominal Ultrasound', radiology: true } });
  expect(res.statusCode).toBe(200);
  await settleJobs(t);
  const list = await bell(login.token);
  expect(list[0]).toMatchObject({ type: 'LABREPORT', isFamilyMember: true, familyMemberId: member.id, messageTextEn: 'The Abdominal Ultrasound report of Layla is ready.' });

  // The report the notification points at is on the holder's reports page for that member.
  const today = new Date().toISOString().slice(0, 10);
  const reports = await t.app.inject({
    method: 'POST', url: '/api/appointment/labreports', payload: { familyMemberId: member.id, startDate: today, endDate: today },
    headers: { authorization: `Bearer ${login.token}` },
  });
  expect(JSON.stringify(reports.json())).toContain(res.json().data.docNumber);
});

async function texts(callingCode: string, mobile: string) {
  const res = await t.app.inject({ method: 'GET', url: `/api/dev/outbox?mobile=${callingCode}${mobile}` });
  return (res.json().data as { text: string }[]).map((m) => m.text).filter((x) => !/\d{6}/.test(x));
}

it('new laboratory results: one RESULTS notice and one SMS with no value or test name, however often the HIS repeats the event', async () => {
  const { person, login } = await register(t);
  const res = await t.app.inject({ method: 'POST', url: '/api/dev/his/labresult', payload: { callingCode: person.callingCode, mobile: person.mobile } });
  expect(res.statusCode).toBe(200);
  await settleJobs(t);
  const list = await bell(login.token);
  expect(list).toHaveLength(1);
  expect(list[0]).toMatchObject({ type: 'RESULTS', promotionType: 'RESULTS', familyMemberId: 0, notificationTitle: 'New results', messageTextEn: 'New results are ready in your portal.', messageTextAr: 'نتائج جديدة جاهزة في بوابتك.' });
  expect(await texts(person.callingCode, person.mobile)).toEqual(['New results are ready in your portal.']);
  const { docNumber } = res.json().data;
  await sql`insert into jobs (queue, payload) values ('labreport.notify', ${JSON.stringify({ docNumber })}::jsonb)`.execute(t.handle.db);
  await settleJobs(t);
  expect(await bell(login.token)).toHaveLength(1);
  expect(await texts(person.callingCode, person.mobile)).toHaveLength(1);
});

it('the SMS is in the account’s language', async () => {
  const { person, login } = await register(t);
  await t.app.inject({ method: 'PUT', url: '/api/user/preferredlanguage', payload: { lang: 'ar' }, headers: { authorization: `Bearer ${login.token}` } });
  await t.app.inject({ method: 'POST', url: '/api/dev/his/labresult', payload: { callingCode: person.callingCode, mobile: person.mobile } });
  await settleJobs(t);
  expect(await texts(person.callingCode, person.mobile)).toEqual(['نتائج جديدة جاهزة في بوابتك.']);
});

it('a held result is told only once a clinician releases it', async () => {
  const { person, login } = await register(t);
  const res = await t.app.inject({ method: 'POST', url: '/api/dev/his/labresult', payload: { callingCode: person.callingCode, mobile: person.mobile, orderName: 'Infection Screening', sensitive: true } });
  await settleJobs(t);
  expect(await bell(login.token)).toEqual([]);
  expect(await texts(person.callingCode, person.mobile)).toEqual([]);
  // The job waits for the day the rules let the result go.
  const waiting = await sql<{ run_at: Date }>`select run_at from jobs where queue = 'labreport.notify' and state = 'pending' and payload->>'docNumber' = ${res.json().data.docNumber}`.execute(t.handle.db);
  expect(waiting.rows).toHaveLength(1);
  expect(new Date(waiting.rows[0]!.run_at).getTime()).toBeGreaterThan(Date.now() + 6 * 86_400_000);
  const released = await t.app.inject({ method: 'POST', url: '/api/dev/his/releaseresults', payload: { docNumber: res.json().data.docNumber } });
  expect(released.statusCode).toBe(200);
  await settleJobs(t);
  expect((await bell(login.token)).map((n) => n.type)).toEqual(['RESULTS']);
  expect(await texts(person.callingCode, person.mobile)).toHaveLength(1);
});
