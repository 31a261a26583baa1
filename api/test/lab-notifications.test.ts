import { sql } from 'kysely';
import { createTestApp, settleJobs, type TestApp } from './helpers.js';
import { register } from './auth-support.js';

/** A lab result arriving in the embedded HIS tells the patient (and the account holder of a family member) through the bell. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { seed: true });
}, 120_000);
afterAll(() => t.close());

async function bell(token: string) {
  const res = await t.app.inject({ method: 'GET', url: '/api/user/patientactivenotifications', headers: { authorization: `Bearer ${token}` } });
  return res.json().data as { type: string; promotionType: string; isFamilyMember: boolean; familyMemberId: number; notificationTitle: string; messageTextEn: string; messageTextAr: string }[];
}

it('the patient’s own result: one LABREPORT notification and a push, however often the HIS repeats the event', async () => {
  const { person, login } = await register(t);
  const res = await t.app.inject({ method: 'POST', url: '/api/dev/his/labresult', payload: { callingCode: person.callingCode, mobile: person.mobile, orderName: 'Lipid Profile' } });
  expect(res.statusCode).toBe(200);
  await settleJobs(t);
  const list = await bell(login.token);
  expect(list).toHaveLength(1);
  expect(list[0]).toMatchObject({ type: 'LABREPORT', promotionType: 'LABREPORT', isFamilyMember: false, familyMemberId: 0, notificationTitle: 'Lab report ready', messageTextEn: 'Your Lipid Profile report is ready.' });
  expect(list[0]!.messageTextAr).toContain('Lipid Profile');

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
  const res = await t.app.inject({ method: 'POST', url: '/api/dev/his/labresult', payload: { callingCode: person.callingCode, mobile: person.mobile, familyMemberId: member.id, orderName: 'Vitamin D' } });
  expect(res.statusCode).toBe(200);
  await settleJobs(t);
  const list = await bell(login.token);
  expect(list[0]).toMatchObject({ type: 'LABREPORT', isFamilyMember: true, familyMemberId: member.id, messageTextEn: 'The Vitamin D report of Layla is ready.' });

  // The report the notification points at is on the holder's reports page for that member.
  const today = new Date().toISOString().slice(0, 10);
  const reports = await t.app.inject({
    method: 'POST', url: '/api/appointment/labreports', payload: { familyMemberId: member.id, startDate: today, endDate: today },
    headers: { authorization: `Bearer ${login.token}` },
  });
  expect(JSON.stringify(reports.json())).toContain(res.json().data.docNumber);
});
