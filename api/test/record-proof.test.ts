import { MSG } from '@portal/shared/contracts';
import { doctors } from '../src/standins/content/data/index.js';
import { DEMO_FAMILY, DEMO_UAE_PASS_PATIENT } from '../src/standins/his/seed.js';
import { SOP2_NEW } from '../src/standins/idp/identities.js';
import { startFhirServer, type FhirTestServer } from '../src/standins/fhir/server.js';
import { demoFhirBundle } from '../src/standins/fhir/demo-bundle.js';
import { DOCUMENT_OF_ANOTHER_ACCOUNT } from '../src/modules/user/patient-link.js';
import { createTestApp, type TestApp } from './helpers.js';
import { freshMobile, lastOtp, loginDemo, post } from './auth-support.js';
import { signInWith } from './identity-support.js';

/**
 * Whose hospital records an account reaches, through the HTTP API, with the hospital embedded and on FHIR R4: a
 * registration is the account's when it carries the account's verified number, or UAE PASS asserted its document.
 * A document typed into a registration or a profile is a claim: it reaches nobody's records, and the patient is told
 * in the spec's words why nothing is linked.
 */

const TOKEN = 'record-proof-token';
const setups: [string, () => Promise<{ t: TestApp; close: () => Promise<void> }>][] = [
  ['embedded', async () => {
    const t = await createTestApp({}, { seed: true });
    return { t, close: () => t.close() };
  }],
  ['fhir', async () => {
    const server: FhirTestServer = await startFhirServer({ accessToken: TOKEN, seed: await demoFhirBundle() });
    const t = await createTestApp({ HIS_ADAPTER: 'fhir', HIS_BASE_URL: server.baseUrl, HIS_API_KEY: TOKEN }, { seed: true });
    return { t, close: async () => { await t.close(); await server.close(); } };
  }],
];

const ahmed = DEMO_FAMILY.patient;
const mariam = DEMO_FAMILY.spouse;
/** dd/MM/yyyy of a YYYY-MM-DD. */
const dmy = (iso: string) => iso.split('-').reverse().join('/');
const today = () => new Date().toISOString().slice(0, 10);
const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10);
const doctor = doctors.find((d) => d.facilityCode === 'BU10' && !d.appointment_message.en.trim() && !['ONCO', 'PHYS'].includes(d.department_code))!;

describe.each(setups)('records follow proof, never a claim (%s hospital)', (_name, setup) => {
  let t: TestApp;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ t, close } = await setup());
  }, 180_000);
  afterAll(() => close?.());

  const get = async (url: string, token: string) => {
    const res = await t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
    return { status: res.statusCode, body: res.json() as { message: { status: string; message: string }; data: any } };
  };

  /** identify → code → verify; the verify answer, and what register needs. */
  async function startRegistration(doc: { documentId: string; dateOfBirth: string }) {
    const mobile = freshMobile();
    const identify = await post(t, '/api/auth/identify', { callingCode: '971', mobile, isInvokedForLogin: false, dateOfBirth: dmy(doc.dateOfBirth), documentTypeId: 1, documentId: doc.documentId });
    expect(identify.body.message.status).toBe('OTPSent');
    const referenceId = identify.body.data.referenceId as string;
    const otp = await lastOtp(t, '971', mobile);
    const verified = await post(t, '/api/auth/verifyOtpForRegistration', { referenceId, otp });
    const register = () => post(t, '/api/user/register', {
      firstName: 'Mallory', lastName: 'Claimant', email: 'mallory@example.com', mobile, callingCode: '971', dateOfBirth: dmy(doc.dateOfBirth), genderId: 2, countryId: 784,
      documentTypeId: 1, documentId: doc.documentId, password: 'Secret#2026', otp, referenceId,
    });
    return { mobile, verified, register };
  }

  /** Everything of the hospital an account reaches: registrations, reports, medication, appointments. */
  async function reach(token: string) {
    const records = await get('/api/user/getpatientrec?familyMemberId=0', token);
    const reports = await post(t, '/api/appointment/labreports', { familyMemberId: 0, startDate: daysAgo(400), endDate: today() }, token);
    const meds = await post(t, '/api/appointment/medications', { familyMemberId: 0 }, token);
    const appts = await get('/api/appointment/appointments?familyMemberId=0&brandName=burjeel', token);
    return {
      records, patientIds: (records.body.data as { patientId: string }[]).map((r) => r.patientId),
      orders: (reports.body.data?.patientLabOrderDetails ?? []) as { docNumber: string }[],
      medications: [...(meds.body.data?.activeMedications ?? []), ...(meds.body.data?.pastMedications ?? [])],
      appointments: [...(appts.body.data?.upcomingAppts ?? []), ...(appts.body.data?.pastAppts ?? [])],
    };
  }

  test('the rightful patient reaches her registrations, reports, medication and visits', async () => {
    const own = await reach((await loginDemo(t, 'patient')).token);
    expect(own.records.body.message.status).toBe('Success');
    expect(own.patientIds.sort()).toEqual(ahmed.records.map((r) => r.patientId).sort());
    expect(own.orders.length).toBeGreaterThan(0);
    expect(own.medications.length).toBeGreaterThan(0);
    expect(own.appointments.map((a: { appointmentRefNo: string }) => a.appointmentRefNo)).toEqual(expect.arrayContaining(['APT-BU10-DEMO-0001']));
  });

  test('registering with the document another account has proven is refused at the code and at the end', async () => {
    const { verified, register } = await startRegistration(ahmed);
    expect(verified.body).toMatchObject({ message: { status: 'Conflict', message: DOCUMENT_OF_ANOTHER_ACCOUNT }, data: { validOtp: false } });
    const done = await register();
    expect(done.body.message).toEqual({ status: 'Conflict', message: DOCUMENT_OF_ANOTHER_ACCOUNT });
    expect(done.body.data).toBeNull();
  });

  test('a new account on another number carrying her document reaches none of her records, cannot book in her name, and is told why', async () => {
    // Mariam has no portal account: her document is nobody's proof yet, so the registration itself goes through.
    const { verified, register } = await startRegistration(mariam);
    expect(verified.body.message.status).toBe('Success');
    const reg = await register();
    expect(reg.body.message.status).toBe('Success');
    const token = reg.body.data.token as string;

    const claimed = await reach(token);
    expect(claimed.records.body.message).toEqual({ status: 'Invalid', message: MSG.recordIssue });
    expect(claimed.patientIds).toEqual([]);
    expect(claimed.orders).toEqual([]);
    expect(claimed.medications).toEqual([]);
    expect(claimed.appointments).toEqual([]);
    expect((await get('/api/user/profile', token)).body.data.recordLink).toBe('mismatch');

    const slots = await post(t, '/api/appointment/timeslots', {
      facilityId: ['BU10'], department: [''], physicianLicense: [''], physicianNo: [doctor.physician_number], providerLicence: '', beginDate: today(), endDate: today(), patientId: '', extensions: {},
    }, token);
    const date = [today(), ...slots.body.data.futureDates][1] ?? today();
    const day = await post(t, '/api/appointment/timeslots', {
      facilityId: ['BU10'], department: [''], physicianLicense: [''], physicianNo: [doctor.physician_number], providerLicence: '', beginDate: date, endDate: date, patientId: '', extensions: {},
    }, token);
    const start = [...day.body.data.morningSlots, ...day.body.data.afternoonSlots, ...day.body.data.eveningSlots][0].startTime as string;
    const booked = await post(t, '/api/appointment/bookappt', {
      facilityId: ['BU10'],
      appointmentdetails: { apptDate: date, apptStartTime: start, apptEndTime: '', patientId: mariam.records[0].patientId, familyMemberId: 0, callpoint: 'Portal', department: doctor.department_code, physicianNo: doctor.physician_number, physicianLicense: doctor.physician_code, scheduleType: 'ONLINE', comment: '' },
      patientdetails: { comment: '', title: '', firstName: '', lastName: '', email: '' }, extensions: {},
    }, token);
    expect([booked.status, booked.body.message.message]).toEqual([409, MSG.recordIssue]);
  });

  test('a profile cannot take another patient’s document: refused with the spec’s words, nothing saved', async () => {
    const { verified, register } = await startRegistration({ documentId: `784-1990-${String(Date.now() % 1e7).padStart(7, '0')}-1`, dateOfBirth: '1990-05-01' });
    expect(verified.body.message.status).toBe('Success');
    const reg = await register();
    const token = reg.body.data.token as string;
    const profile = (await get('/api/user/profile', token)).body.data;
    expect(profile.recordLink).toBe('none');
    const save = (doc: { documentId: string; dateOfBirth: string }) => post(t, '/api/user/saveprofile', {
      firstName: profile.firstName, lastName: profile.lastName, email: profile.email, mobile: profile.mobile, callingCode: profile.callingCode,
      dateOfBirth: dmy(doc.dateOfBirth), genderId: profile.genderId, countryId: profile.countryId, documentTypeId: 1, documentId: doc.documentId,
    }, token);

    // Mariam's registration carries her own number: 'There is an issue with this record, contact 80055'.
    const hers = await save(mariam);
    expect([hers.status, hers.body.message.message]).toEqual([400, MSG.recordIssue]);
    // Ahmed has proven his document with his account.
    const his = await save(ahmed);
    expect([his.status, his.body.message]).toEqual([409, { status: 'Conflict', message: DOCUMENT_OF_ANOTHER_ACCOUNT }]);
    // Her document under another birth date: 'Data mismatch, please update your profile'.
    const otherBirth = await save({ documentId: mariam.documentId, dateOfBirth: '1991-01-01' });
    expect([otherBirth.status, otherBirth.body.message.message]).toEqual([400, MSG.dataMismatch]);

    const after = (await get('/api/user/profile', token)).body.data;
    expect(after.documentId).toBe(profile.documentId);
    expect((await reach(token)).patientIds).toEqual([]);
  });

  test('a member’s results need her code; her own account sees every read of her records, a claimant sees none', async () => {
    const holder = (await loginDemo(t, 'patient')).token;
    const members = (await get('/api/user/familymembers', holder)).body.data as { familyMemberId: number; firstName: string }[];
    const memberId = members.find((m) => m.firstName === mariam.firstName)!.familyMemberId;
    const window = { familyMemberId: memberId, startDate: daysAgo(30), endDate: today() };
    const withheld = (await post(t, '/api/appointment/labreports', window, holder)).body.data;
    expect(withheld.patientLabOrderDetails.length).toBeGreaterThan(0);
    expect(withheld.patientLabOrderDetails.every((o: { otpRequired: boolean; orderName: string; doctorName: string }) => o.otpRequired && !o.orderName && !o.doctorName)).toBe(true);
    expect(withheld.patientLabTestDetails).toEqual([]);

    await post(t, '/api/user/sendotptofamily', { callingCode: mariam.callingCode, mobile: mariam.mobile }, holder);
    const code = await lastOtp(t, mariam.callingCode, mariam.mobile);
    expect((await post(t, '/api/user/verifyuser', { callingCode: mariam.callingCode, mobile: mariam.mobile, otp: code }, holder)).status).toBe(200);
    const released = (await post(t, '/api/appointment/labreports', window, holder)).body.data;
    expect(released.patientLabTestDetails.map((x: { testName: string; value: string }) => [x.testName, x.value])).toEqual(expect.arrayContaining([['25-OH Vitamin D', '45']]));

    // Mariam registers her own account on her own number: the registration is hers, and so are the reads of it.
    const identify = await post(t, '/api/auth/identify', { callingCode: mariam.callingCode, mobile: mariam.mobile, isInvokedForLogin: false, dateOfBirth: dmy(mariam.dateOfBirth), documentTypeId: 1, documentId: mariam.documentId });
    const referenceId = identify.body.data.referenceId as string;
    const otp = await lastOtp(t, mariam.callingCode, mariam.mobile);
    expect((await post(t, '/api/auth/verifyOtpForRegistration', { referenceId, otp })).body.message.status).toBe('Success');
    const reg = await post(t, '/api/user/register', {
      firstName: mariam.firstName, lastName: mariam.lastName, email: 'mariam@example.com', mobile: mariam.mobile, callingCode: mariam.callingCode, dateOfBirth: dmy(mariam.dateOfBirth),
      genderId: 2, countryId: 784, documentTypeId: 1, documentId: mariam.documentId, password: 'Secret#2026', otp, referenceId,
    });
    expect(reg.body.message.status).toBe('Success');
    const hers = (await get('/api/user/recordaccess', reg.body.data.token as string)).body.data.entries as { what: string; who: { kind: string; name: string } }[];
    expect(hers.filter((e) => e.who.kind === 'family').map((e) => [e.what, e.who.name])).toEqual(expect.arrayContaining([['reports', 'Ahmed Al Mansoori']]));

    // An account on another number that claims her document sees nothing of it.
    const claimant = await startRegistration({ documentId: DEMO_FAMILY.child.documentId, dateOfBirth: DEMO_FAMILY.child.dateOfBirth });
    const claimantToken = (await claimant.register()).body.data.token as string;
    expect((await get('/api/user/recordaccess', claimantToken)).body.data).toEqual({ entries: [], total: 0 });
  });

  test('UAE PASS proves the document: a patient whose registration carries an old number is linked by it', async () => {
    const p = DEMO_UAE_PASS_PATIENT;
    // Her document alone, on a new number, is a claim: nothing.
    const claim = await startRegistration(p);
    const claimToken = (await claim.register()).body.data.token as string;
    expect((await reach(claimToken)).patientIds).toEqual([]);

    const { result } = await signInWith(t, SOP2_NEW.sub);
    expect(result.body.message.status).toBe('Success');
    const referenceId = result.body.data.referenceId as string;
    const reg = await post(t, '/api/auth/registeruaepassuser', { referenceId, dateOfBirth: dmy(p.dateOfBirth) });
    expect(reg.body.message.status).toBe('Success');
    const own = await reach(reg.body.data.token as string);
    expect(own.records.body.message.status).toBe('Success');
    expect(own.patientIds).toEqual([p.records[0].patientId]);
    expect((await get('/api/user/profile', reg.body.data.token as string)).body.data.recordLink).toBe('linked');
  });
});
