import { doctors } from '../src/standins/content/data/index.js';
import { seededAccount, type SeededAccount } from './account-support.js';
import { createSession } from '../src/modules/auth/sessions.js';
import { secretKeys } from '../src/modules/security/secrets.js';
import { SLOT_TAKEN } from '../src/modules/appointments/service.js';
import { createTestApp, type TestApp } from './helpers.js';

/**
 * Slots, booking, cancel, reschedule, lists and calendar files through HTTP on a seeded database
 * (embedded HIS schedules for every content doctor). Accounts are inserted directly and given a real
 * session, so 50 different patients can race for one slot without 50 SMS sign-ins.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { seed: true });
});
afterAll(async () => {
  await t.close();
});

type Patient = Pick<SeededAccount, 'userId' | 'token'>;
const newPatient = (dateOfBirth = '1990-05-01'): Promise<SeededAccount> => seededAccount(t, { dateOfBirth });

const auth = (p: Patient) => ({ authorization: `Bearer ${p.token}` });
async function call(p: Patient | null, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, headers: Record<string, string> = {}) {
  const res = await t.app.inject({ method, url, payload, headers: { ...(p ? auth(p) : {}), ...headers } });
  const json = /json/.test(String(res.headers['content-type'])) ? res.json() : null;
  return { status: res.statusCode, body: json as { message: { status: string; message: string }; data: any }, raw: res };
}

// A doctor booked online: not a call-centre department, no phone-only message.
const doctor = doctors.find((d) => !d.appointment_message.en.trim() && !['ONCO', 'PHYS'].includes(d.department_code) && d.id % 2 === 0)!;
const oncologist = doctors.find((d) => d.department_code === 'ONCO')!;

const timeslotsBody = (physicianNo: string, beginDate: string, department = '') => ({
  facilityId: [doctor.facilityCode], department: [department], physicianLicense: [''], physicianNo: [physicianNo], providerLicence: '',
  beginDate, endDate: beginDate, patientId: '', extensions: {},
});
const bookBody = (date: string, start: string, extra: Record<string, unknown> = {}) => ({
  facilityId: [doctor.facilityCode],
  appointmentdetails: {
    apptDate: date, apptStartTime: start, apptEndTime: '', patientId: '', familyMemberId: 0, callpoint: 'Portal', department: doctor.department_code,
    physicianNo: doctor.physician_number, physicianLicense: doctor.physician_code, scheduleType: 'ONLINE', comment: '', ...extra,
  },
  patientdetails: { comment: '', title: '', firstName: '', lastName: '', email: '' },
  extensions: {},
});

// The hospital's day (UTC+4), not the machine's: between 20:00 and 24:00 UTC the UTC date is the Gulf's yesterday.
const todayGulf = new Date(Date.now() + 4 * 3_600_000).toISOString().slice(0, 10);

/**
 * From the API itself: the first date with at least `atLeast` free slots of the doctor, and its `skip`-th one. A test that moves the
 * appointment to the date's last slot asks for one more than it skips: late in the day only a couple of today's
 * slots are left, and the last could otherwise be the booked one (a move to where it already is changes nothing).
 */
async function firstFreeSlot(p: Patient, skip = 0, atLeast = skip + 1): Promise<{ date: string; start: string; all: string[] }> {
  const first = await call(p, 'POST', '/api/appointment/timeslots', timeslotsBody(doctor.physician_number, todayGulf));
  const dates = [todayGulf, ...first.body.data.futureDates];
  for (const date of dates) {
    const r = await call(p, 'POST', '/api/appointment/timeslots', timeslotsBody(doctor.physician_number, date));
    const all = [...r.body.data.morningSlots, ...r.body.data.afternoonSlots, ...r.body.data.eveningSlots].map((s: any) => s.startTime);
    if (all.length >= Math.max(atLeast, skip + 1)) return { date, start: all[skip]!, all };
  }
  throw new Error('no free slot in 30 days');
}

async function countAt(date: string, start: string): Promise<number> {
  const rows = await t.handle.db
    .selectFrom('his_appointment')
    .select('id')
    .where('doctor_id', '=', doctor.id)
    .where('appt_date', '=', date)
    .where('start_time', '=', `${start}:00`)
    .where('status', '<>', 'Cancelled')
    .execute();
  return rows.length;
}

describe('POST /api/appointment/timeslots', () => {
  test('refuses a call without a token', async () => {
    const r = await call(null, 'POST', '/api/appointment/timeslots', timeslotsBody(doctor.physician_number, todayGulf));
    expect(r.status).toBe(401);
  });

  test('morning, afternoon and evening slots of the date and the next free dates within 30 days', async () => {
    const p = await newPatient();
    const { date } = await firstFreeSlot(p);
    const r = await call(p, 'POST', '/api/appointment/timeslots', timeslotsBody(doctor.physician_number, date));
    expect(r.status).toBe(200);
    const d = r.body.data;
    expect(Object.keys(d).sort()).toEqual(['afternoonSlots', 'eveningSlots', 'futureDates', 'message', 'morningSlots', 'status']);
    const slots = [...d.morningSlots, ...d.afternoonSlots, ...d.eveningSlots];
    expect(slots.length).toBeGreaterThan(0);
    for (const s of slots) {
      expect(s).toEqual({
        text: expect.stringMatching(/^\d{2}:\d{2} - \d{2}:\d{2}$/), startTime: expect.stringMatching(/^\d{2}:\d{2}$/), endTime: expect.stringMatching(/^\d{2}:\d{2}$/),
        date, department: doctor.department_code, physicianNo: doctor.physician_number, physicianLicense: doctor.physician_code, slNo: expect.any(Number),
      });
    }
    for (const s of d.morningSlots) expect(s.startTime < '12:00').toBe(true);
    for (const s of d.afternoonSlots) expect(s.startTime >= '12:00' && s.startTime < '17:00').toBe(true);
    for (const s of d.eveningSlots) expect(s.startTime >= '17:00').toBe(true);
    // This doctor (even id) works 09:00-13:00 and 16:00-20:00: nothing starts between 13:00 and 16:00.
    for (const s of slots) expect(s.startTime < '13:00' || s.startTime >= '16:00').toBe(true);
    expect(d.futureDates.length).toBeGreaterThan(10);
    const limit = new Date(Date.now() + 31 * 86_400_000).toISOString().slice(0, 10);
    for (const f of d.futureDates) {
      expect(f > date).toBe(true);
      expect(f <= limit).toBe(true);
      // Fridays have no hours in the embedded schedules.
      expect(new Date(`${f}T00:00:00Z`).getUTCDay()).not.toBe(5);
    }
    expect([...d.futureDates].sort()).toEqual(d.futureDates);
  });

  test('a booked slot is no longer offered', async () => {
    const p = await newPatient();
    const { date, start } = await firstFreeSlot(p);
    expect((await call(p, 'POST', '/api/appointment/bookappt', bookBody(date, start))).status).toBe(200);
    const r = await call(p, 'POST', '/api/appointment/timeslots', timeslotsBody(doctor.physician_number, date));
    const starts = [...r.body.data.morningSlots, ...r.body.data.afternoonSlots, ...r.body.data.eveningSlots].map((s: any) => s.startTime);
    expect(starts).not.toContain(start);
  });

  test('a call-centre department has no slots and gives the call-to-book message', async () => {
    const p = await newPatient();
    const r = await call(p, 'POST', '/api/appointment/timeslots', { ...timeslotsBody(oncologist.physician_number, todayGulf, oncologist.department_code) });
    expect(r.status).toBe(200);
    expect(r.body.data).toMatchObject({ morningSlots: [], afternoonSlots: [], eveningSlots: [], futureDates: [], message: ['Please call on +971-80055 for booking an appointment.'] });
  });

  test('a bad date names the field', async () => {
    const p = await newPatient();
    const r = await call(p, 'POST', '/api/appointment/timeslots', timeslotsBody(doctor.physician_number, '31/02/2026'));
    expect(r.status).toBe(400);
    expect(r.body.message.message).toMatch(/beginDate/);
  });
});

describe('POST /api/appointment/bookappt', () => {
  test('50 patients race for one slot: exactly one books it, the others get the server message', async () => {
    const patients = await Promise.all(Array.from({ length: 50 }, () => newPatient()));
    const { date, start } = await firstFreeSlot(patients[0]!, 1);
    const results = await Promise.all(patients.map((p) => call(p, 'POST', '/api/appointment/bookappt', bookBody(date, start))));
    const won = results.filter((r) => r.status === 200);
    const lost = results.filter((r) => r.status !== 200);
    expect(won).toHaveLength(1);
    expect(won[0]!.body.data.appointmentRefNo).toMatch(/^APT\d{9}$/);
    expect(lost).toHaveLength(49);
    for (const r of lost) {
      expect(r.status).toBe(409);
      expect(r.body.message).toEqual({ status: 'Conflict', message: SLOT_TAKEN });
    }
    expect(await countAt(date, start)).toBe(1);
  });

  test('a double submit with the same idempotency key books once and answers both with the same reference', async () => {
    const p = await newPatient();
    const { date, start } = await firstFreeSlot(p, 2);
    const key = `k-${Date.now()}-double`;
    const [a, b] = await Promise.all([
      call(p, 'POST', '/api/appointment/bookappt', bookBody(date, start), { 'idempotency-key': key }),
      call(p, 'POST', '/api/appointment/bookappt', bookBody(date, start), { 'idempotency-key': key }),
    ]);
    expect(a.status).toBe(200);
    expect(b.status).toBe(200);
    expect(b.body.data.appointmentRefNo).toBe(a.body.data.appointmentRefNo);
    // A later retry (the body field form) still answers with the same booking.
    const c = await call(p, 'POST', '/api/appointment/bookappt', { ...bookBody(date, start), idempotencyKey: key });
    expect(c.body.data.appointmentRefNo).toBe(a.body.data.appointmentRefNo);
    expect(await countAt(date, start)).toBe(1);
    // The same key from another user is another request: that user gets the slot-taken message.
    const q = await newPatient();
    const d = await call(q, 'POST', '/api/appointment/bookappt', bookBody(date, start), { 'idempotency-key': key });
    expect(d.status).toBe(409);
  });

  test('the Emirates ID rule blocks booking on the server', async () => {
    const p = await newPatient('1990-05-01');
    await t.handle.db.updateTable('users').set({ document_id: '784198500000001' }).where('id', '=', p.userId).execute();
    const { date, start } = await firstFreeSlot(p);
    const r = await call(p, 'POST', '/api/appointment/bookappt', bookBody(date, start));
    expect(r.status).toBe(400);
    expect(r.body.message.message).toBe('Invalid Emirates Id or date of birth');
  });

  test('booking for someone who is not a family member of the caller is refused', async () => {
    const p = await newPatient();
    const { date, start } = await firstFreeSlot(p);
    const r = await call(p, 'POST', '/api/appointment/bookappt', bookBody(date, start, { familyMemberId: 999999 }));
    expect(r.status).toBe(403);
  });

  test('a time that is not a slot of the doctor is refused', async () => {
    const p = await newPatient();
    const { date } = await firstFreeSlot(p);
    const r = await call(p, 'POST', '/api/appointment/bookappt', bookBody(date, '03:07'));
    expect(r.status).toBe(409);
    expect(r.body.message.message).toBe(SLOT_TAKEN);
  });
});

describe('appointments of a patient', () => {
  test('upcoming list, reschedule, cancel, calendar file, audit; another user gets 403', async () => {
    const owner = await newPatient();
    const other = await newPatient();
    const first = await firstFreeSlot(owner, 3, 6);
    const booked = await call(owner, 'POST', '/api/appointment/bookappt', bookBody(first.date, first.start));
    expect(booked.status).toBe(200);
    const id = booked.body.data.appointmentId as number;

    const list = await call(owner, 'GET', '/api/appointment/appointments?familyMemberId=0&brandName=burjeel');
    expect(list.status).toBe(200);
    expect(list.body.data.upcomingAppts).toEqual([
      expect.objectContaining({ appointmentId: id, appointmentRefNo: booked.body.data.appointmentRefNo, appointmentStatus: 'Booked', apptDate: first.date, apptTime: first.start, physicianNo: doctor.physician_number, scheduleType: 'ONLINE', facilityId: doctor.facilityCode, physicianName: doctor.name.en }),
    ]);
    const arabic = await call(owner, 'GET', '/api/appointment/appointments?lang=ar');
    expect(arabic.body.data.upcomingAppts[0].physicianName).toBe(doctor.name.ar);

    // Ownership: someone else can neither read, move nor cancel it.
    expect((await call(other, 'DELETE', '/api/appointment/cancelappt', { facilityId: [doctor.facilityCode], appointmentId: id, reason: 'x' })).status).toBe(403);
    expect((await call(other, 'PUT', '/api/appointment/updateappt', { appointmentId: id, apptDate: first.date, apptTime: first.all[4] })).status).toBe(403);
    expect((await call(other, 'GET', `/api/appointment/ics?appointmentId=${id}`)).status).toBe(403);
    expect((await call(other, 'GET', '/api/appointment/appointments')).body.data.upcomingAppts).toEqual([]);

    // Reschedule to another free slot of the same doctor.
    const target = first.all[first.all.length - 1]!;
    const moved = await call(owner, 'PUT', '/api/appointment/updateappt', { facilityId: [doctor.facilityCode], appointmentId: id, apptDate: first.date, apptTime: target, physicianNo: doctor.physician_number });
    expect(moved.status).toBe(200);
    expect(moved.body.message.message).toBe('Appointment Rescheduled');
    const after = await call(owner, 'GET', '/api/appointment/appointments');
    expect(after.body.data.upcomingAppts[0].apptTime).toBe(target);

    // Calendar file: RFC 5545 with the hospital time zone and location.
    const ics = await call(owner, 'GET', `/api/appointment/ics?appointmentId=${id}`);
    expect(ics.status).toBe(200);
    expect(ics.raw.headers['content-type']).toMatch(/^text\/calendar/);
    expect(ics.raw.headers['content-disposition']).toMatch(/attachment; filename="appointment-APT\d+\.ics"/);
    const text = ics.raw.body;
    expect(text.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    expect(text).toContain('TZID:Asia/Dubai');
    expect(text).toContain(`DTSTART;TZID=Asia/Dubai:${first.date.replace(/-/g, '')}T${target.replace(':', '')}00`);
    expect(text).toMatch(/\r\nLOCATION:[^\r]+/);
    for (const line of text.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);

    // Cancel: gone from Upcoming, shown in Past as Cancelled, and the slot is free again.
    const cancelled = await call(owner, 'DELETE', '/api/appointment/cancelappt', { facilityId: [doctor.facilityCode], appointmentId: id, reason: 'Not needed', patientId: '', encryptedSecurityKey: '' });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.message.message).toBe('Appointment cancelled successfully!');
    const final = await call(owner, 'GET', '/api/appointment/appointments');
    expect(final.body.data.upcomingAppts).toEqual([]);
    expect(final.body.data.pastAppts).toEqual([expect.objectContaining({ appointmentId: id, appointmentStatus: 'Cancelled' })]);
    expect(await countAt(first.date, target)).toBe(0);
    expect((await call(owner, 'DELETE', '/api/appointment/cancelappt', { appointmentId: id })).status).toBe(400);

    const trail = await t.handle.db.selectFrom('audit_log').select(['action', 'outcome', 'actor_user_id']).where('resource', '=', 'appointment').where('resource_id', '=', String(id)).orderBy('id').execute();
    expect(trail.filter((e) => e.outcome === 'success').map((e) => e.action)).toEqual(['create', 'update', 'delete']);
    expect(trail.filter((e) => e.outcome === 'denied' && e.actor_user_id === other.userId).length).toBe(3);
  });

  test('a reschedule sent again (its answer lost) answers the same and moves nothing twice', async () => {
    const owner = await newPatient();
    const first = await firstFreeSlot(owner, 1, 3);
    const booked = await call(owner, 'POST', '/api/appointment/bookappt', bookBody(first.date, first.start));
    const id = booked.body.data.appointmentId as number;
    const target = first.all[first.all.length - 1]!;
    const body = { facilityId: [doctor.facilityCode], appointmentId: id, apptDate: first.date, apptTime: target, physicianNo: doctor.physician_number };
    const once = await call(owner, 'PUT', '/api/appointment/updateappt', body);
    const again = await call(owner, 'PUT', '/api/appointment/updateappt', body);
    expect(once.status).toBe(200);
    expect(again.status).toBe(200);
    expect(again.body.data).toEqual(once.body.data);
    expect(await countAt(first.date, target)).toBe(1);
    expect(await countAt(first.date, first.start)).toBe(0);
    const trail = await t.handle.db.selectFrom('audit_log').select('action').where('resource', '=', 'appointment').where('resource_id', '=', String(id)).where('outcome', '=', 'success').execute();
    expect(trail.map((e) => e.action)).toEqual(['create', 'update']);
  });

  test('TELEMED appointments are left out of the lists', async () => {
    const p = await newPatient();
    const { date, start } = await firstFreeSlot(p);
    const booked = await call(p, 'POST', '/api/appointment/bookappt', bookBody(date, start));
    const row = await t.handle.db.selectFrom('his_appointment').select(['patient_id', 'facility_code']).where('id', '=', booked.body.data.appointmentId).executeTakeFirstOrThrow();
    const tele = doctors.find((d) => d.isTeleconsultation)!;
    for (const [ref, day] of [['TELE-UP', 2], ['TELE-PAST', -3]] as const) {
      await t.handle.db.insertInto('his_appointment').values({
        ref_no: `${ref}-${p.userId}`, patient_id: row.patient_id, facility_code: row.facility_code, family_member_id: null, doctor_id: tele.id, physician_number: tele.physician_number,
        department_code: tele.department_code, appt_date: new Date(Date.now() + day * 86_400_000).toISOString().slice(0, 10), start_time: '14:00', end_time: '14:20',
        status: day > 0 ? 'Booked' : 'Visited', schedule_type: 'TELEMED', created_by_user_id: p.userId, idempotency_key: null, cancel_reason: null,
      }).execute();
    }
    const list = await call(p, 'GET', '/api/appointment/appointments');
    const all = [...list.body.data.upcomingAppts, ...list.body.data.pastAppts];
    expect(all.map((a: any) => a.appointmentRefNo)).toEqual([booked.body.data.appointmentRefNo]);
    expect(all.every((a: any) => a.scheduleType !== 'TELEMED')).toBe(true);
    expect(list.body.data.consultedDoctors).toEqual([]);
  });

  test('the demo patient sees the seeded visits, consulted doctors and hospital records', async () => {
    const demo = await t.handle.db.selectFrom('users').select('id').where('mobile', '=', '501234567').executeTakeFirstOrThrow();
    const keys = await secretKeys(t.handle.db, t.config);
    const token = (await createSession(t.handle.db, keys.accessToken, { id: demo.id, roleId: 1 })).token;
    const p = { userId: demo.id, token };
    const list = await call(p, 'GET', '/api/appointment/appointments?familyMemberId=0');
    expect(list.body.data.pastAppts.map((a: any) => a.appointmentRefNo)).toEqual(['APT-BU10-DEMO-0002', 'APT-BU10-DEMO-0001']);
    expect(list.body.data.pastAppts[0].appointmentStatus).toBe('Visited');
    expect(list.body.data.consultedDoctors.length).toBe(2);
    const recent = await call(p, 'GET', '/api/user/recentconsultations?familyMemberId=0&brandName=burjeel');
    expect(recent.body.data.map((d: any) => d.id)).toEqual(list.body.data.consultedDoctors.map((d: any) => d.id));
    const recs = await call(p, 'GET', '/api/user/getpatientrec?patientId=1&familyMemberId=0');
    expect(recs.body.data).toEqual([
      { his: 'HIS-BURJEEL', patientId: 'BU10-000123456', mobileNo: '501234567', facilityId: 'BU10' },
      { his: 'HIS-LLH', patientId: 'LL18-000987654', mobileNo: '501234567', facilityId: 'LL18' },
    ]);
    // The facility filter (filterToBeApplied is on in the seeded configuration).
    const llh = await call(p, 'GET', '/api/appointment/appointments?facilityId=LL18');
    expect(llh.body.data.pastAppts).toEqual([]);
    // The configuration is kept per process but follows the change counter: turned off, the next list shows all.
    await t.handle.db.updateTable('app_configuration').set({ value: JSON.stringify(false) }).where('key', '=', 'filterToBeApplied').execute();
    try {
      expect((await call(p, 'GET', '/api/appointment/appointments?facilityId=LL18')).body.data.pastAppts).toHaveLength(2);
    } finally {
      await t.handle.db.updateTable('app_configuration').set({ value: JSON.stringify(true) }).where('key', '=', 'filterToBeApplied').execute();
    }
  });
});

describe('booking for a family member', () => {
  /** The family member with this document on the user's list: the seeded one, or added as the family page would. */
  async function addMember(userId: number, m: { first: string; dob: string; mobile: string; documentId: string }) {
    const seeded = await t.handle.db
      .selectFrom('family_members')
      .select('id')
      .where('user_id', '=', userId)
      .where('document_id', '=', m.documentId)
      .where('deleted_at', 'is', null)
      .executeTakeFirst();
    if (seeded) return seeded.id;
    const row = await t.handle.db
      .insertInto('family_members')
      .values({
        user_id: userId, first_name: m.first, last_name: 'Al Mansoori', email: 'member@example.com', date_of_birth: m.dob, calling_code: '971', mobile: m.mobile,
        gender_id: 1, country_id: 784, document_type_id: 1, document_id: m.documentId, relation_id: 2, relation: 'Child',
      } as never)
      .returning('id')
      .executeTakeFirstOrThrow();
    return (row as { id: number }).id;
  }

  test('the demo patient books for the child: the child\'s hospital record, the child\'s list; others get 403; an adult on the same number is refused', async () => {
    const demo = await t.handle.db.selectFrom('users').select('id').where('mobile', '=', '501234567').executeTakeFirstOrThrow();
    const keys = await secretKeys(t.handle.db, t.config);
    const p = { userId: demo.id, token: (await createSession(t.handle.db, keys.accessToken, { id: demo.id, roleId: 1 })).token };
    // The seeded child shares the parent's number (allowed under 18) and is registered at BU10.
    const childId = await addMember(demo.id, { first: 'Yousef', dob: '2017-09-05', mobile: '501234567', documentId: '784201734567893' });
    const { date, start } = await firstFreeSlot(p, 5);
    const booked = await call(p, 'POST', '/api/appointment/bookappt', bookBody(date, start, { familyMemberId: childId }));
    expect(booked.status).toBe(200);
    const row = await t.handle.db.selectFrom('his_appointment').select(['patient_id', 'family_member_id']).where('id', '=', booked.body.data.appointmentId).executeTakeFirstOrThrow();
    expect(row).toEqual({ patient_id: 'BU10-000123458', family_member_id: childId });

    const childList = await call(p, 'GET', `/api/appointment/appointments?familyMemberId=${childId}`);
    expect(childList.body.data.upcomingAppts.map((a: any) => a.appointmentRefNo)).toEqual([booked.body.data.appointmentRefNo]);
    expect(childList.body.data.upcomingAppts[0].patientName).toBe('Yousef Al Mansoori');
    const selfList = await call(p, 'GET', '/api/appointment/appointments?familyMemberId=0');
    expect(selfList.body.data.upcomingAppts.map((a: any) => a.appointmentRefNo)).not.toContain(booked.body.data.appointmentRefNo);
    const recs = await call(p, 'GET', `/api/user/getpatientrec?familyMemberId=${childId}&facilityId=BU10`);
    expect(recs.body.data).toEqual([{ his: 'HIS-BURJEEL', patientId: 'BU10-000123458', mobileNo: '501234567', facilityId: 'BU10' }]);

    // Another account can neither act for this child nor touch the child's appointment.
    const other = await newPatient();
    expect((await call(other, 'GET', `/api/appointment/appointments?familyMemberId=${childId}`)).status).toBe(403);
    expect((await call(other, 'POST', '/api/appointment/bookappt', bookBody(date, start, { familyMemberId: childId }))).status).toBe(403);
    expect((await call(other, 'DELETE', '/api/appointment/cancelappt', { appointmentId: booked.body.data.appointmentId })).status).toBe(403);
    // The parent can cancel the child's appointment.
    expect((await call(p, 'DELETE', '/api/appointment/cancelappt', { appointmentId: booked.body.data.appointmentId })).status).toBe(200);

    // An adult member on the holder's own number is refused with the privacy message (docs/product.md#family-adult-number).
    const adultId = await addMember(demo.id, { first: 'Adult', dob: '1990-02-02', mobile: '501234567', documentId: '784199055555551' });
    const refused = await call(p, 'POST', '/api/appointment/bookappt', bookBody(date, start, { familyMemberId: adultId }));
    expect(refused.status).toBe(400);
    expect(refused.body.message.message).toBe('As per our privacy policies an adult requires a different number. Please use a different number.');
  });
});
