import { createTestApp, type TestApp } from './helpers.js';

/**
 * Engagement endpoints (docs/product.md#content-requests): each needs a logged-in user, refuses a bad field with a 400
 * naming it, and stores what it accepts with the caller's user id. The user signs up through the real
 * public calls (identify → SMS outbox → verifyOtpForRegistration → user/register).
 */

let t: TestApp;
let token: string;
let userId: number;
let other: { token: string; userId: number };

let seq = 0;
const freshMobile = () => `57${String(process.pid % 1000).padStart(3, '0')}${String(++seq).padStart(4, '0')}`;

async function post(url: string, body: unknown, bearer?: string) {
  const res = await t.app.inject({ method: 'POST', url, payload: body as object, headers: bearer ? { authorization: `Bearer ${bearer}` } : {} });
  return { status: res.statusCode, body: res.json() as any };
}

async function signUp(): Promise<{ token: string; userId: number }> {
  const mobile = freshMobile();
  const documentId = `784-1990-${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}-2`;
  const identify = await post('/api/auth/identify', { callingCode: '971', mobile, isInvokedForLogin: false, dateOfBirth: '01/02/1990', documentTypeId: 1, documentId });
  expect(identify.body.message.status).toBe('OTPSent');
  const outbox = (await t.app.inject({ url: `/api/dev/outbox?mobile=971${mobile}` })).json().data as { text: string }[];
  const otp = /(\d{6})/.exec(outbox[0]!.text)![1]!;
  const referenceId = identify.body.data.referenceId;
  expect((await post('/api/auth/verifyOtpForRegistration', { referenceId, otp })).body.message.status).toBe('Success');
  const reg = await post('/api/user/register', {
    firstName: 'Mona', lastName: 'Saleh', email: 'mona.saleh@example.com', mobile, callingCode: '971', dateOfBirth: '01/02/1990',
    genderId: 2, countryId: 784, documentTypeId: 1, documentId, password: 'Secret#2026', otp, referenceId,
  });
  expect(reg.body.message.status).toBe('Success');
  return { token: reg.body.data.token, userId: reg.body.data.userId };
}

const today = () => {
  const d = new Date();
  return `${String(d.getDate()).padStart(2, '0')}/${String(d.getMonth() + 1).padStart(2, '0')}/${d.getFullYear()}`;
};

beforeAll(async () => {
  t = await createTestApp();
  ({ token, userId } = await signUp());
  other = await signUp();
});
afterAll(async () => {
  await t.close();
});

const contact = { firstName: 'Mona', lastName: 'Saleh', email: 'mona.saleh@example.com', mobile: '501234567', callingCode: '971', message: 'Please call me about my appointment.' };
const askDoc = { ...contact, message: undefined, comment: 'Is it safe to fast with my medication?', isEmailCommunication: false, isMobileCommunication: true };
const pkg = {
  facilityId: [101], firstName: 'Mona', lastName: 'Saleh', callingCode: '971', mobile: '501234567', email: 'mona.saleh@example.com',
  hospitalLocation: 'Burjeel Hospital, Abu Dhabi', packageName: 'Executive health check', subPackageName: 'Gold', apptDate: today(),
};
const complaint = {
  facilityCode: 'BU10', complainantName: 'Mona Saleh', incidentDate: '01/11/2026', email: 'mona.saleh@example.com', phoneNumber: '971501234567',
  source: 'Portal', complaintText: 'The waiting time at the clinic was more than two hours.',
};
const general = { inPatient: false, experience: 'Good', name: 'Mona Saleh', email: 'mona.saleh@example.com', callingCode: '971', mobile: '501234567', comment: 'Friendly staff.' };

const ENDPOINTS: [string, unknown][] = [
  ['/api/user/requesthealthpkg', pkg],
  ['/api/user/complaints', complaint],
  ['/api/user/saveaskadoc', askDoc],
  ['/api/user/savecontactus', contact],
  ['/api/user/requestcallback', contact],
  ['/api/user/savefeedback', general],
];

test('a multi-line field keeps its lines and tabs; NUL and overrides are refused there too; a one-line field refuses a line break', async () => {
  const lines = await post('/api/user/savecontactus', { ...contact, message: 'First line\n\tsecond line\r\nthird' }, other.token);
  expect(lines.status).toBe(200);
  for (const message of ['a\u0000b', 'a\u202Eb']) {
    const res = await post('/api/user/savecontactus', { ...contact, message }, other.token);
    expect([res.status, res.body.data]).toEqual([400, { field: 'message' }]);
  }
  const name = await post('/api/user/savecontactus', { ...contact, firstName: 'Mona\nSaleh' }, other.token);
  expect([name.status, name.body.data]).toEqual([400, { field: 'firstName' }]);
});

describe('every engagement endpoint needs a logged-in user', () => {
  test.each(ENDPOINTS)('%s without a token is 401', async (url, body) => {
    const res = await post(url, body);
    expect(res.status).toBe(401);
    expect(res.body.message.status).toBe('Invalid');
  });
  test.each(ENDPOINTS)('%s with a forged token is 401', async (url, body) => {
    const res = await post(url, body, 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.forged');
    expect(res.status).toBe(401);
  });
});

describe('POST /api/user/requesthealthpkg', () => {
  test('stores the booking for the caller and answers true', async () => {
    const res = await post('/api/user/requesthealthpkg', pkg, token);
    expect(res.status).toBe(200);
    expect(res.body).toBe(true);
    const rows = await t.handle.db.selectFrom('health_package_request').selectAll().where('user_id', '=', userId).execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ package_name: 'Executive health check', sub_package_name: 'Gold', mobile: '501234567', facility_ids: [101] });
  });
  test.each([
    [{ ...pkg, firstName: ' ' }, 'firstName', 'All fields are required'],
    [{ ...pkg, mobile: '12ab5678' }, 'mobile', 'Please enter valid Mobile Number'],
    [{ ...pkg, mobile: '1234567' }, 'mobile', 'Please enter valid Mobile Number'],
    [{ ...pkg, email: 'mona@' }, 'email', 'Please enter valid Email ID'],
    [{ ...pkg, apptDate: '01/01/2020' }, 'apptDate', 'Appointment date cannot be before today'],
    [{ ...pkg, subPackageName: '' }, 'subPackageName', 'All fields are required'],
  ])('refuses case %#: 400 naming the field', async (body, field, message) => {
    const res = await post('/api/user/requesthealthpkg', body, token);
    expect(res.status).toBe(400);
    expect(res.body.data.field).toBe(field);
    expect(res.body.message.message).toBe(`${field}: ${message}`);
  });
});

describe('POST /api/user/complaints', () => {
  test('answers a complaint number from the sequence, increasing, and stores the complaint', async () => {
    const first = await post('/api/user/complaints', complaint, token);
    const second = await post('/api/user/complaints', { ...complaint, complaintText: 'The parking was full and nobody helped.' }, other.token);
    expect(first.status).toBe(200);
    const a = first.body.data.complaintNumber as string;
    const b = second.body.data.complaintNumber as string;
    expect(a).toMatch(/^CMP\d{6,}$/);
    expect(Number(b.slice(3))).toBe(Number(a.slice(3)) + 1);
    const row = await t.handle.db.selectFrom('complaint').selectAll().where('complaint_number', '=', a).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ user_id: userId, facility_code: 'BU10', source: 'Portal', complaint_text: complaint.complaintText });
  });
  test.each([
    [{ ...complaint, complaintText: 'short' }, 'complaintText', 'Please enter more than 5 characters'],
    [{ ...complaint, complaintText: 'x'.repeat(501) }, 'complaintText', 'Complaint can be at most 500 characters'],
    [{ ...complaint, incidentDate: '2026/11/01x' }, 'incidentDate', 'Incident Date Format Error'],
    [{ ...complaint, incidentDate: '01/01/2999' }, 'incidentDate', 'Incident Date Range Error'],
    [{ ...complaint, facilityCode: '' }, 'facilityCode', 'All fields are required'],
  ])('refuses case %#: 400 naming the field', async (body, field, message) => {
    const res = await post('/api/user/complaints', body, token);
    expect(res.status).toBe(400);
    expect(res.body.message.message).toBe(`${field}: ${message}`);
  });
  test('a text of exactly 6 and of exactly 500 characters is accepted', async () => {
    expect((await post('/api/user/complaints', { ...complaint, complaintText: 'abcdef' }, token)).status).toBe(200);
    expect((await post('/api/user/complaints', { ...complaint, complaintText: 'y'.repeat(500) }, token)).status).toBe(200);
  });
});

describe('ask a doctor, contact us, call back, general feedback', () => {
  test('ask a doctor stores the mode of communication and thanks the caller', async () => {
    const res = await post('/api/user/saveaskadoc', { ...askDoc, isEmailCommunication: true }, token);
    expect(res.status).toBe(200);
    expect(res.body.message.message).toBe('Thank You for contacting us. We will get back to you shortly!');
    const row = await t.handle.db.selectFrom('ask_doctor_request').selectAll().where('user_id', '=', userId).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ is_email_communication: true, is_mobile_communication: true, comment: askDoc.comment });
  });
  test('ask a doctor without a mode of communication is refused', async () => {
    const res = await post('/api/user/saveaskadoc', { ...askDoc, isMobileCommunication: false }, token);
    expect(res.status).toBe(400);
    expect(res.body.data.field).toBe('isMobileCommunication');
  });
  test('contact us and call back are stored apart, for the caller', async () => {
    expect((await post('/api/user/savecontactus', contact, token)).body.data).toBe(true);
    expect((await post('/api/user/requestcallback', contact, token)).body).toBe(true);
    const rows = await t.handle.db.selectFrom('contact_request').select(['kind', 'user_id', 'message']).where('user_id', '=', userId).orderBy('id').execute();
    expect(rows).toEqual([
      { kind: 'contact', user_id: userId, message: contact.message },
      { kind: 'callback', user_id: userId, message: contact.message },
    ]);
  });
  test.each([
    ['/api/user/savecontactus', 'message', { ...contact, message: '' }],
    ['/api/user/savecontactus', 'mobile', { ...contact, mobile: '50123456789' }],
    ['/api/user/requestcallback', 'email', { ...contact, email: 'nope' }],
    ['/api/user/saveaskadoc', 'lastName', { ...askDoc, lastName: '' }],
    ['/api/user/savefeedback', 'experience', { ...general, experience: 'Meh' }],
  ])('%s refuses a bad %s', async (url, field, body) => {
    const res = await post(url, body, token);
    expect(res.status).toBe(400);
    expect(res.body.data.field).toBe(field);
  });
  test('general feedback is stored', async () => {
    expect((await post('/api/user/savefeedback', general, token)).status).toBe(200);
    const row = await t.handle.db.selectFrom('patient_feedback').selectAll().where('user_id', '=', userId).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ in_patient: false, experience: 'Good', comment: 'Friendly staff.' });
  });
});

describe('POST /content/<brand>/savefeedbackresponse (content site stand-in)', () => {
  const base = { userName: 'Mona Saleh', userMobile: '971501234567', userEmail: 'mona.saleh@example.com', vblog: 'burjeel-hospital-abu-dhabi', FPlatform: 'Portal', patientType: 'OP' };
  async function questions() {
    const res = await t.app.inject({ url: '/content/burjeel/getfeedbackresponse?vblog=burjeel-hospital-abu-dhabi&patient_type=OP' });
    return res.json().data as { questionID: number; questiontype: string; options: string[]; is_mandatory: string }[];
  }
  const answer = (q: { questiontype: string; options: string[] }) => (q.options.length ? q.options[0]! : 'Nurse Aisha');

  test('stores answers when every mandatory question is answered', async () => {
    const qs = await questions();
    const UserResponse = qs.map((q) => ({ Questionid: q.questionID, Answer: answer(q) }));
    const res = await post('/content/burjeel/savefeedbackresponse', { ...base, UserResponse });
    expect(res.status).toBe(200);
    expect(res.body.status).toBe('success');
    const row = await t.handle.db.selectFrom('feedback_response').selectAll().where('id', '=', res.body.data.id).executeTakeFirstOrThrow();
    expect(row.answers).toHaveLength(qs.length);
    expect(row).toMatchObject({ brand: 'burjeel', vblog: base.vblog, patient_type: 'OP', platform: 'Portal' });
  });
  test('refuses when a mandatory question is blank', async () => {
    const qs = await questions();
    const mandatory = qs.find((q) => q.is_mandatory === 'Yes')!;
    const UserResponse = qs.map((q) => ({ Questionid: q.questionID, Answer: q === mandatory ? '  ' : answer(q) }));
    const res = await post('/content/burjeel/savefeedbackresponse', { ...base, UserResponse });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/mandatory/);
  });
  test('refuses an answer that is not an option, and a facility of another brand', async () => {
    const qs = await questions();
    const UserResponse = qs.map((q) => ({ Questionid: q.questionID, Answer: q.options.length ? 'Not an option' : 'x' }));
    expect((await post('/content/burjeel/savefeedbackresponse', { ...base, UserResponse })).status).toBe(400);
    const other = await post('/content/lifecare/savefeedbackresponse', { ...base, UserResponse: [] });
    expect(other.status).toBe(400);
    expect(other.body.message).toBe('vblog: unknown facility');
  });
});
