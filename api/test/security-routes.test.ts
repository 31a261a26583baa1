import { sql } from 'kysely';
import { z } from 'zod';
import type { RegisteredRoute } from '../src/app.js';
import { doctors } from '../src/standins/content/data/index.js';
import { PNG_8 } from './file-support.js';
import { createTestApp, type TestApp } from './helpers.js';
import { REFUSED, Tally, changedTables, forgedTokens, newAccount, polluted, send, snapshot, type Account, type Inject } from './security-support.js';
import { sessionOf } from './account-support.js';
import { multipartFile } from './xlsx-support.js';

/**
 * The attack suite, driven by the app's own route table (`app.registeredRoutes`, filled by an
 * onRoute hook before any module registers): every route must be in ROUTES below — public with a reason,
 * guarded by roles, the caller's own data only (with a reason), or with the record ids another user could
 * try — so a new route fails the first test until someone decides how it is attacked. Then, for every
 * route: no token and forged tokens, a patient (and a broadcaster) on the administrator routes, the
 * attacker's token on the victim's record ids, and malformed input derived from the route's own schema.
 * Every attack must be refused (4xx, never 2xx or 5xx) and leave every table unchanged.
 */

let t: TestApp;
let attacker: Account;
let broadcaster: Account;
let admin: Account;
let victim: Account;
const tally = new Tally('routes');

/** The victim's records: the demo patient, a family member, an appointment, a document, a notification… */
interface Victim {
  userId: number;
  mobile: string;
  memberId: number;
  mrn: string;
  appointmentId: number;
  labDoc: string;
  documentUrl: string;
  notificationId: number;
  pendingReference: string;
  /** A shared link of the victim's health summary. */
  shareId: number;
}
let v: Victim;

const doctor = doctors.find((d) => !d.appointment_message.en.trim() && !['ONCO', 'PHYS'].includes(d.department_code) && d.id % 2 === 0)!;
const PNG = PNG_8;

async function ok(req: Inject, token: string) {
  const res = await send(t, req, token);
  if (res.statusCode >= 300) throw new Error(`${req.method} ${req.url}: ${res.statusCode} ${res.body}`);
  return res.json();
}

beforeAll(async () => {
  t = await createTestApp({ PORTAL_JOBS_WORKER: 'false' }, { seed: true });
  attacker = await newAccount(t, 1);
  broadcaster = await newAccount(t, 2);
  admin = await newAccount(t, 3);
  const demo = await t.handle.db.selectFrom('users').select(['id', 'mobile']).where('mobile', '=', '501234567').executeTakeFirstOrThrow();
  victim = { ...(await sessionOf(t, demo.id, 1)), mobile: demo.mobile };
  const vt = victim.token;
  // The victim's child, seeded on the demo patient's family list.
  const member = await t.handle.db
    .selectFrom('family_members')
    .select('id')
    .where('user_id', '=', demo.id)
    .where('document_id', '=', '784201734567893')
    .where('deleted_at', 'is', null)
    .executeTakeFirstOrThrow();
  const mrn = (await sql<{ patient_id: string }>`select patient_id from his_patient where mobile_no = '501234567' and first_name = 'Ahmed' order by patient_id limit 1`.execute(t.handle.db)).rows[0]!.patient_id;
  // A booking of the victim's, through the API: the first free slot of an online doctor from the hospital's
  // tomorrow (Gulf time), so the slot is never in the past whatever the hour of the run.
  const gulfToday = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Dubai' }).format(new Date());
  const tomorrow = new Date(`${gulfToday}T00:00:00Z`);
  tomorrow.setUTCDate(tomorrow.getUTCDate() + 1);
  const today = tomorrow.toISOString().slice(0, 10);
  const slotsBody = (date: string) => ({ facilityId: [doctor.facilityCode], department: [''], physicianLicense: [''], physicianNo: [doctor.physician_number], beginDate: date, endDate: date });
  const first = await ok({ method: 'POST', url: '/api/appointment/timeslots', payload: slotsBody(today) }, vt);
  let slot: { date: string; start: string } | undefined;
  for (const date of [today, ...first.data.futureDates]) {
    const r = await ok({ method: 'POST', url: '/api/appointment/timeslots', payload: slotsBody(date) }, vt);
    const all = [...r.data.morningSlots, ...r.data.afternoonSlots, ...r.data.eveningSlots];
    if (all.length) {
      slot = { date, start: all[0].startTime };
      break;
    }
  }
  const booked = await ok(
    {
      method: 'POST', url: '/api/appointment/bookappt',
      payload: { facilityId: [doctor.facilityCode], appointmentdetails: { apptDate: slot!.date, apptStartTime: slot!.start, familyMemberId: 0, department: doctor.department_code, physicianNo: doctor.physician_number, scheduleType: 'ONLINE' } },
    },
    vt,
  );
  const doc = multipartFile('emirates-id.png', PNG, 'document');
  await ok({ method: 'POST', url: `/api/user/uploaddocument?familyMemberId=0`, payload: Buffer.concat([Buffer.from(`--${doc.headers['content-type'].split('boundary=')[1]}\r\nContent-Disposition: form-data; name="documentType"\r\n\r\n1\r\n--${doc.headers['content-type'].split('boundary=')[1]}\r\nContent-Disposition: form-data; name="documentSide"\r\n\r\n1\r\n`), doc.payload]), headers: doc.headers }, vt);
  const documents = await ok({ method: 'GET', url: '/api/user/documents?familyMemberId=0' }, vt);
  const notification = await t.handle.db
    .insertInto('patient_notifications')
    .values({ user_id: demo.id, type: 'BROADCAST', promotion_type: '1', link: null, title: 'For the victim', text_en: 'Hello', text_ar: 'مرحبا', broadcast_id: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  // A family member being added by the victim, waiting for the member's code (Mariam, seeded on the list, taken
  // off it first).
  await t.handle.db.deleteFrom('family_members').where('user_id', '=', demo.id).where('first_name', '=', 'Mariam').execute();
  const pending = await ok(
    {
      method: 'POST', url: '/api/user/savefamilymemberdetailsv2',
      payload: { firstName: 'Mariam', lastName: 'Al Mansoori', email: 'mariam@example.com', dateOfBirth: '22/07/1991', mobile: '502345678', callingCode: '971', genderId: 2, countryId: 784, documentTypeId: 1, documentId: '784-1991-2345678-2', relationId: 1 },
    },
    vt,
  );
  const share = await ok({ method: 'POST', url: '/api/user/summary/shares', payload: { sections: ['problems'], expiresInHours: 1 } }, vt);
  v = {
    userId: demo.id, mobile: demo.mobile, memberId: member.id, mrn, appointmentId: booked.data.appointmentId, labDoc: 'LAB-BU10-RECENT-027',
    documentUrl: documents.data.emiratesId.front.fileUrl, notificationId: notification.id, pendingReference: pending.data?.referenceId ?? '', shareId: share.data.link.id,
  };
  if (!v.pendingReference) throw new Error(`no pending family addition: ${JSON.stringify(pending)}`);
}, 180_000);

afterAll(async () => {
  tally.print();
  await t?.close();
});

// ── the reviewed table ───────────────────────────────────────────────────────────────────────────
interface Case {
  /** Reachable without a token, and why. */
  public?: string;
  /** Authenticated by something else than the portal's bearer token (a stand-in's own credential). */
  ownAuth?: string;
  /** The roles of its guard (must equal the guard's own). */
  roles?: number[];
  /** Signed-in, but reads or changes only the caller's own data: why no record id can be swapped. */
  own?: string;
  /** Requests naming the victim's records, sent with the attacker's token. */
  foreign?: (v: Victim) => Inject[];
}

const docs = 'the OpenAPI description and its UI: describe the API, hold no data';
const signIn = 'a step of signing in or registering: before any session exists (limits per number and address are in auth-*.test.ts)';
const dev = 'embedded mode only (test data and outboxes of the stand-ins); the production app registers no /api/dev route (checked below)';
const content = 'the brand content site stand-in (embedded only): public web content';
const own = 'stored or read under the caller’s own user id; the input names no record';
const body = (method: Inject['method'], url: string, payload: object): Inject => ({ method, url, payload });
const get = (url: string): Inject => ({ method: 'GET', url });

export const ROUTES: Record<string, Case> = {
  'GET /api/docs': { public: docs },
  'GET /api/docs/static/index.html': { public: docs },
  'GET /api/docs/static/swagger-initializer.js': { public: docs },
  'GET /api/docs/json': { public: docs },
  'GET /api/docs/yaml': { public: docs },
  'GET /api/docs/static/*': { public: docs },
  'GET /api/health': { public: 'the load balancer’s probe: says only whether the database answers' },
  'POST /api/client-vitals': { public: 'the shell reports one page load’s Web Vitals (sendBeacon), signed in or not; labels only from the registry and a capped set, rate-limited per address (operations.test.ts)' },
  'GET /api/metrics': { public: 'operator metrics: open in embedded mode only; a production process serves them only for PORTAL_METRICS_TOKEN or on its internal PORTAL_METRICS_PORT (operations.test.ts)' },
  'POST /api/client-errors': { public: 'the shell reports a remote that failed to load, signed in or not (before a login page can even render); rate-limited per address' },
  'POST /api/auth/identify': { public: signIn },
  'POST /api/auth/login': { public: signIn },
  'POST /api/auth/verifyOtpForRegistration': { public: signIn },
  'POST /api/auth/refreshtoken': { public: 'the refresh token is the credential, checked with its own session’s access token (replay: security-sessions.test.ts)' },
  'POST /api/auth/logout': { public: 'ends the bearer token’s session, or the session of a refresh token whose access token expired: holding it is the credential' },
  'POST /api/auth/uaepassstart': { public: signIn },
  'POST /api/auth/authorizeuaepassuser': { public: signIn },
  'POST /api/auth/registeruaepassuser': { public: signIn },
  'POST /api/auth/changepassword': { own: 'the caller’s own password, and the current one is required' },
  'POST /api/user/register': { public: signIn },
  'POST /api/user/sendotpforpassword': { public: 'forgot password: before any session exists' },
  'POST /api/user/verifyotpforpassword': { public: 'forgot password: before any session exists' },
  'POST /api/user/resetpassword': { public: 'forgot password: the verified code is the credential' },
  ...Object.fromEntries(
    [
      'getallhospitallocation', 'getallspecialties', 'getspecialtiesbylocation', 'getAllDocters', 'getAllDoctersByLocation', 'getdoctorsbyspecialty', 'getdoctorsbycondition',
      'getdoctorprofile', 'autocompletesearch', 'getallteleconsultationdocters', 'getallinsurance', 'getrestrictedinsurance', 'getallmedianews', 'getnewsbyid', 'getallmedia',
      'getwebbanner', 'gettermsconditions', 'getprivacypolicy', 'getallpackages', 'getpackagebyid', 'getallfeedback', 'getfeedbackpatienttype', 'getfeedbackresponse',
    ].map((p) => [`GET /content/:brand/${p}`, { public: content }]),
  ),
  'GET /content/media/:kind/:file': { public: content },
  'GET /content/media/video/:file': { public: content },
  'POST /content/:brand/savefeedbackresponse': { public: 'the content site stand-in takes the answers of its public feedback form' },
  'POST /api/user/requesthealthpkg': { own },
  'POST /api/user/complaints': { own },
  'POST /api/user/saveaskadoc': { own },
  'POST /api/user/savecontactus': { own },
  'POST /api/user/requestcallback': { own },
  'POST /api/user/savefeedback': { own },
  ...Object.fromEntries(['country', 'gender', 'documenttype', 'relations', 'role', 'getdepartmentcodes', 'getappconfigurations', 'fetchwpbase'].map((p) => [`GET /api/masterdata/${p}`, { public: 'master data the sign-in and registration forms need before a session exists' }])),
  'POST /api/appointment/timeslots': { own: 'a doctor’s free slots: no patient data is read (patientId is not used)' },
  'POST /api/appointment/bookappt': {
    foreign: (x) => [
      body('POST', '/api/appointment/bookappt', { appointmentdetails: { apptDate: '2030-01-07', apptStartTime: '09:00', familyMemberId: x.memberId, physicianNo: doctor.physician_number } }),
      body('POST', '/api/appointment/bookappt', { appointmentdetails: { apptDate: '2030-01-07', apptStartTime: '09:00', familyMemberId: 0, patientId: x.mrn, physicianNo: doctor.physician_number } }),
    ],
  },
  'DELETE /api/appointment/cancelappt': { foreign: (x) => [body('DELETE', '/api/appointment/cancelappt', { appointmentId: x.appointmentId, reason: 'attack' })] },
  'PUT /api/appointment/updateappt': { foreign: (x) => [body('PUT', '/api/appointment/updateappt', { appointmentId: x.appointmentId, apptDate: '2030-01-07', apptTime: '09:00' })] },
  'GET /api/appointment/appointments': { foreign: (x) => [get(`/api/appointment/appointments?familyMemberId=${x.memberId}`), get(`/api/appointment/appointments?patientId=${x.mrn}&familyMemberId=${x.memberId}`)] },
  'GET /api/user/recentconsultations': { foreign: (x) => [get(`/api/user/recentconsultations?familyMemberId=${x.memberId}`)] },
  'GET /api/user/getpatientrec': { foreign: (x) => [get(`/api/user/getpatientrec?familyMemberId=${x.memberId}`)] },
  'GET /api/appointment/ics': { foreign: (x) => [get(`/api/appointment/ics?appointmentId=${x.appointmentId}`)] },
  'GET /api/dev/outbox': { public: dev },
  'POST /api/appointment/labreports': {
    foreign: (x) => [
      body('POST', '/api/appointment/labreports', { familyMemberId: x.memberId, startDate: '2020-01-01', endDate: '2030-01-01' }),
      body('POST', '/api/appointment/labreports', { familyMemberId: 0, patientId: x.mrn, startDate: '2020-01-01', endDate: '2030-01-01' }),
    ],
  },
  'POST /api/appointment/labreportspdf': {
    foreign: (x) => [
      body('POST', '/api/appointment/labreportspdf', { documentNumber: x.labDoc }),
      body('POST', '/api/appointment/labreportspdf', { documentNumber: x.labDoc, patientId: x.mrn, skipPasswordProtection: true }),
      body('POST', '/api/appointment/labreportspdf', { documentNumber: x.labDoc, familyMemberId: x.memberId }),
    ],
  },
  'POST /api/appointment/medications': {
    foreign: (x) => [body('POST', '/api/appointment/medications', { familyMemberId: x.memberId }), body('POST', '/api/appointment/medications', { familyMemberId: 0, patientId: x.mrn })],
  },
  'GET /api/user/activelabreports': { own },
  'GET /api/user/labresults': { foreign: (x) => [get(`/api/user/labresults?familyMemberId=${x.memberId}`)] },
  'GET /api/user/labresults/trend': { foreign: (x) => [get(`/api/user/labresults/trend?familyMemberId=${x.memberId}&test=4548-4`)] },
  'POST /api/user/sendotptofamily': { foreign: (x) => [body('POST', '/api/user/sendotptofamily', { callingCode: '971', mobile: x.mobile })] },
  'POST /api/user/verifyuser': { foreign: (x) => [body('POST', '/api/user/verifyuser', { callingCode: '971', mobile: x.mobile, otp: '123456' })] },
  'POST /api/dev/records/seed': { public: dev },
  'POST /api/dev/summary/seed': { public: dev },
  'GET /api/user/summary': { foreign: (x) => [get(`/api/user/summary?familyMemberId=${x.memberId}`)] },
  'GET /api/user/summary/pdf': { foreign: (x) => [get(`/api/user/summary/pdf?familyMemberId=${x.memberId}`)] },
  'GET /api/user/summary/shares': { own: 'the caller’s links and the ones made of the caller’s identity document: the query starts from the caller (summary-share.test.ts)' },
  'POST /api/user/summary/shares': { foreign: (x) => [body('POST', '/api/user/summary/shares', { familyMemberId: x.memberId, sections: ['problems'], expiresInHours: 1 })] },
  'POST /api/user/summary/shares/:id/revoke': { foreign: (x) => [body('POST', `/api/user/summary/shares/${x.shareId}/revoke`, {})] },
  ...Object.fromEntries(
    ['OPTIONS /api/shl/:manifest', 'OPTIONS /api/shl/:manifest/file/:ticket', 'POST /api/shl/:manifest', 'GET /api/shl/:manifest/file/:ticket'].map((k) => [
      k,
      { public: 'SMART Health Links: a shared summary’s manifest and file, for any receiving application; the unguessable address (256 bits) and the passcode are the credential, limited per link and per address (summary-share.test.ts)' },
    ]),
  ),
  'GET /api/user/profile': { own },
  'POST /api/user/saveprofile': { own: 'the caller’s own profile (the number cannot change)' },
  'PUT /api/user/savedob': { own },
  'PUT /api/user/preferredfacility': { own },
  'PUT /api/user/preferredlanguage': { own },
  'GET /api/user/recordaccess': { own: 'the reads of the caller’s own records and of their family members’: the query starts from the caller’s id and takes no other (record-access.test.ts)' },
  'POST /api/user/uploadprofileimage': { own },
  'GET /api/user/profileimage': { own },
  'DELETE /api/user/removeprofileimage': { own },
  'POST /api/auth/deleteaccount': { own: 'deactivates the caller’s own account' },
  'GET /api/user/familymembers': { own },
  'POST /api/user/savefamilymemberdetailsv2': {
    foreign: (x) => [
      body('POST', '/api/user/savefamilymemberdetailsv2', {
        familyMemberId: x.memberId, firstName: 'Stolen', lastName: 'Member', email: 'x@example.com', dateOfBirth: '05/09/2017', mobile: '501234567', callingCode: '971',
        genderId: 1, countryId: 784, documentTypeId: 1, documentId: '784-2017-3456789-3', relationId: 2,
      }),
    ],
  },
  'POST /api/user/sendotptofamilyforaddition': { foreign: (x) => [body('POST', '/api/user/sendotptofamilyforaddition', { referenceId: x.pendingReference })] },
  'POST /api/user/verify': { foreign: (x) => [body('POST', '/api/user/verify', { referenceId: x.pendingReference, otp: '123456' })] },
  'DELETE /api/user/deletefamilymember': { foreign: (x) => [{ method: 'DELETE', url: `/api/user/deletefamilymember?familyMemberId=${x.memberId}` }] },
  'POST /api/user/uploaddocument': {
    foreign: (x) => {
      const f = multipartFile('id.png', PNG, 'document');
      const b = f.headers['content-type'].split('boundary=')[1];
      const fields = Buffer.from(`--${b}\r\nContent-Disposition: form-data; name="documentType"\r\n\r\n1\r\n--${b}\r\nContent-Disposition: form-data; name="documentSide"\r\n\r\n2\r\n`);
      return [{ method: 'POST', url: `/api/user/uploaddocument?familyMemberId=${x.memberId}`, payload: Buffer.concat([fields, f.payload]), headers: f.headers }];
    },
  },
  'GET /api/user/documents': { foreign: (x) => [get(`/api/user/documents?familyMemberId=${x.memberId}`)] },
  'DELETE /api/user/removedocument': {
    foreign: (x) => [
      { method: 'DELETE', url: `/api/user/removedocument?familyMemberId=${x.memberId}&documentType=1&documentSide=1` },
    ],
  },
  'GET /api/user/getdocument': { foreign: (x) => [get(`/api/user/getdocument?url=${encodeURIComponent(x.documentUrl)}`)] },
  'POST /api/dev/hispatient': { public: dev },
  'POST /api/dev/forgetdob': { public: dev },
  'GET /api/user/patientactivenotifications': { own },
  'GET /api/notification/GetAllActiveNotificationsCount': { own },
  'PUT /api/user/markasread': { foreign: (x) => [{ method: 'PUT', url: `/api/user/markasread?patientNotificationId=${x.notificationId}` }] },
  'PUT /api/user/markallasread': { own },
  'GET /api/notification/images/:id': { public: 'broadcast images: devices fetch them for push notifications; the id is random' },
  'POST /api/teleconsultation/consultationlist': {
    foreign: (x) => [body('POST', '/api/teleconsultation/consultationlist', { familyMemberId: x.memberId }), body('POST', '/api/teleconsultation/consultationlist', { familyMemberId: 0, patientId: x.mrn })],
  },
  'POST /api/auth/logintelesso': {
    foreign: (x) => [
      body('POST', '/api/auth/logintelesso', { familyMemberId: x.memberId, PatientMrn: x.mrn }),
      body('POST', '/api/auth/logintelesso', { familyMemberId: 0, PatientMrn: x.mrn }),
      body('POST', '/api/auth/logintelesso', { familyMemberId: 0, PatientMrn: x.mrn, appointmentId: x.appointmentId }),
    ],
  },
  'POST /api/teleconsultation/paymentstatus': { foreign: (x) => [body('POST', '/api/teleconsultation/paymentstatus', { appointmentId: x.appointmentId })] },
  'POST /video/api/rooms/:meetingId/join': { ownAuth: 'the video stand-in: the sign-on’s access token of that consultation, or the console key (telecare.test.ts)' },
  'POST /video/api/rooms/:meetingId/signals': { ownAuth: 'the video stand-in: a joined participant’s session' },
  'GET /video/api/rooms/:meetingId/signals': { ownAuth: 'the video stand-in: a joined participant’s session' },
  'POST /video/api/rooms/:meetingId/complete': { ownAuth: 'the video stand-in: the doctor console key' },
  'GET /video/console/:meetingId': { public: 'the video stand-in’s console page: a static page; its key stays in the fragment' },
  'GET /video/assets/:file': { public: 'the video stand-in’s static assets' },
  'GET /api/dev/teleconsultations': { public: dev },
  'GET /payment/checkout/:orderId': { public: 'the payment stand-in’s checkout page (embedded only): the random order id is the capability, as with the real service' },
  'POST /payment/checkout/:orderId': { public: 'the payment stand-in’s checkout page (embedded only): the random order id is the capability, as with the real service' },
  'POST /api/dev/his/labresult': { public: dev },
  'POST /api/dev/his/releaseresults': { public: dev },
  'POST /api/dev/push/unreachable': { public: dev },
  'GET /api/dev/push/deliveries': { public: dev },
  'POST /api/user/offerinterest': { own },
  'GET /api/user/myofferinterests': { own },
  'GET /idp/assets/idp.css': { public: 'the identity provider stand-in (embedded only)' },
  'GET /idp/assets/logout.js': { public: 'the identity provider stand-in (embedded only)' },
  'GET /idp/interaction/:uid': { public: 'the identity provider stand-in’s sign-in page; the interaction id is the capability' },
  'POST /idp/interaction/:uid/login': { public: 'the identity provider stand-in’s sign-in page; the interaction id is the capability' },
  'POST /idp/interaction/:uid/abort': { public: 'the identity provider stand-in’s sign-in page; the interaction id is the capability' },
  ...Object.fromEntries(
    ['GET', 'TRACE', 'DELETE', 'OPTIONS', 'PATCH', 'PUT', 'POST', 'QUERY'].flatMap((m) => [
      [`${m} /idp`, { public: 'oidc-provider (the identity provider stand-in, embedded only), mounted raw: its own protocol checks (identity.test.ts)' }],
      [`${m} /idp/*`, { public: 'oidc-provider (the identity provider stand-in, embedded only), mounted raw: its own protocol checks (identity.test.ts)' }],
    ]),
  ),
  'POST /api/dev/identity/reset': { public: dev },
  // Administrator routes: roles from their guard; the table must agree with it.
  ...Object.fromEntries(
    [
      'GET /api/user/getadminlist', 'GET /api/user/getalladmins', 'GET /api/user/searchuser', 'POST /api/user/updaterole', 'POST /api/user/resetlogincounter', 'POST /api/user/resetfailedattempt',
      'GET /api/user/registereddeactivatedcounts', 'GET /api/user/registrationsperday', 'GET /api/user/registeredusers', 'GET /api/user/registeredusers/export', 'GET /api/user/exportprogress',
      'GET /api/user/offerinterestcounts', 'GET /api/user/offerinterestedusers', 'GET /api/user/offerinterestedusers/export', 'POST /api/user/updateofferintereststatus', 'GET /api/user/getofferactivitylogs',
      'GET /api/admin/resultsreleaserules',
    ].map((k) => [k, { roles: [3] }]),
  ),
  ...Object.fromEntries(
    ['POST /api/notification/broadcast', 'POST /api/notification/uploadnotifyuser', 'GET /api/notification/samplemobilelist', 'POST /api/notification/uploadnotifyimage', 'GET /api/notification/broadcastrecipients', 'GET /api/notification/broadcasthistory', 'GET /api/notification/audience'].map(
      (k) => [k, { roles: [2, 3] }],
    ),
  ),
};

const key = (r: Pick<RegisteredRoute, 'method' | 'url'>) => `${r.method} ${r.url}`;
const routes = () => t.app.registeredRoutes;
const caseOf = (r: RegisteredRoute) => ROUTES[key(r)]!;
const needsToken = (r: RegisteredRoute) => !caseOf(r).public;
/** A concrete URL for a route: parameters filled with something that looks real. */
const concrete = (url: string) => url.replace(/:brand/g, 'burjeel').replace(/:meetingId/g, 'room-0000000001').replace(/:(\w+)/g, 'x1').replace(/\*$/, 'x');

/** Sends a batch of attacks on one route and checks each is refused and nothing changed. */
async function attack(route: string, attacks: { label: string; req: Inject; token?: string | null; expect?: Set<number> }[]) {
  if (!attacks.length) return;
  const before = await snapshot(t);
  const answers: string[] = [];
  for (const a of attacks) {
    const res = await send(t, a.req, a.token);
    const refused = (a.expect ?? REFUSED).has(res.statusCode);
    answers.push(`${a.label}: ${res.statusCode}${refused ? '' : ` ${res.body.slice(0, 200)}`}`);
    (a as { ok?: boolean }).ok = refused && !polluted();
  }
  const changed = changedTables(before, await snapshot(t));
  for (const [i, a] of attacks.entries()) tally.record(`${route} ${a.label}`, Boolean((a as { ok?: boolean }).ok) && changed.length === 0, answers[i]);
  const failed = answers.filter((s, i) => !(attacks[i] as { ok?: boolean }).ok);
  if (failed.length || changed.length || polluted()) failures.push({ route, answers: failed, changed, polluted: polluted() });
}

/** Failures of the running test, asserted at its end: one run shows every hole, not the first. */
let failures: { route: string; answers: string[]; changed: string[]; polluted: boolean }[] = [];
beforeEach(() => {
  failures = [];
});
afterEach(() => {
  expect(failures).toEqual([]);
});

test('every registered route is in the reviewed table, with exactly one kind, and the table has no stale entry', () => {
  const registered = routes().map(key);
  expect(registered.filter((k) => !(k in ROUTES))).toEqual([]);
  expect(Object.keys(ROUTES).filter((k) => !registered.includes(k))).toEqual([]);
  for (const [k, c] of Object.entries(ROUTES)) {
    const kinds = [c.public, c.ownAuth, c.roles, c.own, c.foreign].filter((x) => x !== undefined);
    expect([k, kinds.length]).toEqual([k, 1]);
  }
  // The table's roles are the guards' own: a guard changed without review fails here.
  for (const r of routes()) {
    expect([key(r), r.roles ? [...r.roles] : undefined]).toEqual([key(r), caseOf(r).roles]);
  }
});

test('a production app registers none of the embedded-only routes', async () => {
  const { loadConfig } = await import('../src/config.js');
  const { createAdapters } = await import('../src/adapters/index.js');
  const { buildApp } = await import('../src/app.js');
  const { productionEnv } = await import('./helpers.js');
  const config = loadConfig(productionEnv());
  const app = await buildApp({ config, db: t.handle.db, dbKind: t.handle.kind, adapters: createAdapters(config, t.handle.db) });
  await app.ready();
  const prod = app.registeredRoutes.map(key);
  await app.close();
  expect(prod.filter((k) => / \/(api\/dev|content|video|payment|idp)(\/|$)/.test(k))).toEqual([]);
  // Everything public in production is on the reviewed list for a reason other than "embedded only".
  for (const k of prod) expect([k, k in ROUTES]).toEqual([k, true]);
});

test('no token, or a forged one (alg none, another key, expired, raised role, garbage): 401 on every signed-in route', async () => {
  const forged = await forgedTokens(t, attacker.token);
  for (const r of routes().filter(needsToken)) {
    const req: Inject = { method: r.method as Inject['method'], url: concrete(r.url), ...(r.method === 'GET' ? {} : { payload: {} }) };
    // The video stand-in looks the room up before the credential: a made-up room is a 404 (or a 400), refused all the same.
    const expect401 = caseOf(r).ownAuth ? REFUSED : new Set([401]);
    await attack(key(r), [
      { label: 'no token', req, token: null, expect: expect401 },
      ...Object.entries(forged).map(([label, token]) => ({ label, req, token, expect: expect401 })),
    ]);
  }
});

test('a logged-out session’s token is refused everywhere', async () => {
  const gone = await newAccount(t, 3);
  expect((await send(t, { method: 'POST', url: '/api/auth/logout', payload: {} }, gone.token)).statusCode).toBe(200);
  for (const r of routes().filter((x) => needsToken(x) && !caseOf(x).ownAuth)) {
    await attack(key(r), [{ label: 'ended session', req: { method: r.method as Inject['method'], url: concrete(r.url), ...(r.method === 'GET' ? {} : { payload: {} }) }, token: gone.token, expect: new Set([401]) }]);
  }
});

test('a patient on every administrator route, and a broadcaster on the role-3 ones: 403 whatever the input', async () => {
  for (const r of routes().filter((x) => caseOf(x).roles)) {
    const roles = caseOf(r).roles!;
    const req: Inject = { method: r.method as Inject['method'], url: concrete(r.url), ...(r.method === 'GET' ? {} : { payload: { userId: v.userId, roleId: 3 } }) };
    const withQuery: Inject = { ...req, url: `${req.url}?userId=${v.userId}&id=1&offerId=1&offerInterestId=1&callingCode=971&mobile=501234567` };
    const tries = [
      { label: 'patient', req, token: attacker.token, expect: new Set([403]) },
      { label: 'patient, full query', req: withQuery, token: attacker.token, expect: new Set([403]) },
      { label: 'the victim (patient)', req, token: victim.token, expect: new Set([403]) },
    ];
    if (!roles.includes(2)) tries.push({ label: 'broadcaster', req: withQuery, token: broadcaster.token, expect: new Set([403]) });
    await attack(key(r), tries);
  }
});

test('another user’s records: the attacker’s token with the victim’s ids is refused', async () => {
  for (const r of routes().filter((x) => caseOf(x).foreign)) {
    await attack(key(r), caseOf(r).foreign!(v).map((req, i) => ({ label: `victim's ids #${i + 1}`, req, token: attacker.token })));
  }
  // The victim's data is still there and still theirs.
  const appt = await send(t, { method: 'GET', url: `/api/appointment/ics?appointmentId=${v.appointmentId}` }, victim.token);
  expect(appt.statusCode).toBe(200);
  const doc = await send(t, { method: 'GET', url: `/api/user/getdocument?url=${encodeURIComponent(v.documentUrl)}` }, victim.token);
  expect(doc.statusCode).toBe(200);
});

// ── malformed input, derived from each route's own schema ───────────────────────────────────────
type JsonSchema = { type?: string | string[]; properties?: Record<string, JsonSchema>; maxLength?: number; enum?: unknown[]; const?: unknown; pattern?: string; format?: string; anyOf?: JsonSchema[]; oneOf?: JsonSchema[]; items?: JsonSchema };

function jsonSchema(s: unknown): JsonSchema | null {
  if (!s || typeof s !== 'object' || !('_zod' in (s as object))) return null;
  return z.toJSONSchema(s as z.ZodType, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
}
const types = (s: JsonSchema): string[] => [s.type ?? [], ...(s.anyOf ?? s.oneOf ?? []).map((x) => types(x))].flat(2) as string[];
const acceptsAnything = (s: JsonSchema) => !s.type && !s.anyOf && !s.oneOf && !s.enum && s.const === undefined;

/** Wrong-typed, huge and hostile variants of a body or querystring, each checked against the schema itself. */
function variants(part: 'body' | 'querystring', zod: z.ZodType): { label: string; value: unknown }[] {
  const js = jsonSchema(zod);
  const props = Object.entries(js?.properties ?? {});
  const out: { label: string; value: unknown }[] = [];
  if (part === 'body') {
    out.push({ label: 'missing body', value: undefined }, { label: 'empty object', value: {} }, { label: 'an array', value: [] }, { label: 'a string', value: 'x' }, { label: 'null', value: null });
    const wrong = Object.fromEntries(props.filter(([, p]) => !acceptsAnything(p)).map(([k]) => [k, { $ne: null }]));
    if (Object.keys(wrong).length) out.push({ label: 'objects for every field', value: wrong });
    const numbers = Object.fromEntries(props.filter(([, p]) => types(p).includes('string') && !types(p).includes('number')).map(([k]) => [k, [1, 2]]));
    if (Object.keys(numbers).length) out.push({ label: 'arrays for string fields', value: numbers });
    const huge = Object.fromEntries(props.filter(([, p]) => types(p).includes('string')).map(([k]) => [k, 'A'.repeat(Math.floor(900_000 / Math.max(1, props.length)))]));
    if (Object.keys(huge).length) out.push({ label: 'huge strings', value: huge });
  } else {
    const bad = Object.fromEntries(props.filter(([, p]) => !types(p).every((x) => x === 'string') || p.enum).map(([k]) => [k, 'zz']));
    if (Object.keys(bad).length) out.push({ label: 'text for number and choice fields', value: bad });
    const huge = Object.fromEntries(props.filter(([, p]) => types(p).includes('string')).map(([k]) => [k, 'A'.repeat(4000)]));
    if (Object.keys(huge).length) out.push({ label: 'huge strings', value: huge });
  }
  // Only inputs the route's own schema refuses must be refused; the rest are valid and not attacks.
  return out.filter((x) => !zod.safeParse(x.value).success);
}

const PROTO_BODIES = [
  '{"__proto__":{"polluted":"yes"}}',
  '{"constructor":{"prototype":{"polluted":"yes"}}}',
  '{"a":{"b":{"__proto__":{"polluted":"yes"}}}}',
  '[{"__proto__":{"polluted":"yes"}}]',
];

test('malformed input on every route: wrong types, missing fields, huge strings, prototype pollution, wrong media type', async () => {
  for (const r of routes()) {
    const c = caseOf(r);
    if (r.url.startsWith('/idp')) continue; // oidc-provider parses its own requests (identity.test.ts)
    const token = c.public || c.ownAuth ? null : c.roles ? admin.token : attacker.token;
    const url = concrete(r.url);
    const tries: { label: string; req: Inject; token: string | null }[] = [];
    const bodySchema = r.schema.body as z.ZodType | undefined;
    const querySchema = r.schema.querystring as z.ZodType | undefined;
    if (bodySchema && r.method !== 'GET') {
      for (const x of variants('body', bodySchema)) {
        tries.push({ label: x.label, token, req: x.value === undefined ? { method: r.method as Inject['method'], url } : { method: r.method as Inject['method'], url, payload: JSON.stringify(x.value), headers: { 'content-type': 'application/json' } } });
      }
      tries.push({ label: 'bad JSON', token, req: { method: r.method as Inject['method'], url, payload: '{"a":', headers: { 'content-type': 'application/json' } } });
      tries.push({ label: 'form-encoded', token, req: { method: r.method as Inject['method'], url, payload: 'a=1', headers: { 'content-type': 'application/x-www-form-urlencoded' } } });
      tries.push({ label: 'xml', token, req: { method: r.method as Inject['method'], url, payload: '<a/>', headers: { 'content-type': 'application/xml' } } });
    }
    if (r.method !== 'GET') {
      for (const [i, p] of PROTO_BODIES.entries()) tries.push({ label: `prototype pollution #${i + 1}`, token, req: { method: r.method as Inject['method'], url, payload: p, headers: { 'content-type': 'application/json' } } });
    }
    if (querySchema) {
      for (const x of variants('querystring', querySchema)) {
        const qs = new URLSearchParams(x.value as Record<string, string>).toString();
        tries.push({ label: `query: ${x.label}`, token, req: { method: r.method as Inject['method'], url: `${url}?${qs}`, ...(r.method === 'GET' ? {} : { payload: {} }) } });
      }
    }
    await attack(key(r), tries);
  }
});

/**
 * Every string a route accepts is bounded: a 100,000-character value in any one field (alone, the rest
 * missing) must be refused at that field's path. Formats checked after a transform (digits of a number,
 * dates) count as bounds; `z.unknown()` fields are ignored by the routes and left out.
 */
test('every string field a route accepts has a bound', () => {
  const huge = 'A'.repeat(100_000);
  const unbounded: string[] = [];
  const probe = (zod: z.ZodType, js: JsonSchema, path: string[], where: string) => {
    for (const [k, p] of Object.entries(js.properties ?? {})) {
      const at = [...path, k];
      if (p.properties) probe(zod, p, at, where);
      if (!types(p).includes('string')) continue;
      let value: unknown = huge;
      for (const seg of [...at].reverse()) value = { [seg]: value };
      const r = zod.safeParse(value);
      const refusedHere = !r.success && r.error.issues.some((i) => i.path.slice(0, at.length).join('.') === at.join('.'));
      // A value replaced by a default (`.catch`) is not kept either.
      const kept = r.success && at.reduce<unknown>((o, k) => (o as Record<string, unknown> | undefined)?.[k], r.data) === huge;
      if (!refusedHere && (r.success ? kept : true)) unbounded.push(`${where}.${at.join('.')}`);
    }
  };
  for (const r of routes()) {
    for (const part of ['body', 'querystring', 'params'] as const) {
      const zod = r.schema[part] as z.ZodType | undefined;
      const js = jsonSchema(zod);
      if (zod && js) probe(zod, js, [], `${key(r)} ${part}`);
    }
  }
  expect(unbounded).toEqual([]);
});

/**
 * The text rule (`textGuard` of @portal/shared/contracts, in front of every route's schema): NUL and a
 * right-to-left override (U+202E) in any one string field of any route — body, querystring or path
 * parameter, at any depth — is a 400 that names that field, whatever else the request lacks, and changes nothing.
 */
test('NUL and U+202E in every string field of every route: 400 naming the field', async () => {
  const HOSTILE = { NUL: 'ab\u0000cd', 'U+202E': '\u202Egnp.exe' };
  /** Every place a part accepts a string: a path of property names, '*' for an array item. */
  const stringPaths = (js: JsonSchema, path: string[], out: Map<string, string[]>, depth = 0) => {
    if (depth > 8) return;
    if (path.length && types(js).includes('string')) out.set(path.join('.'), path);
    for (const [k, p] of Object.entries(js.properties ?? {})) stringPaths(p, [...path, k], out, depth + 1);
    if (js.items && !Array.isArray(js.items)) stringPaths(js.items, [...path, '*'], out, depth + 1);
    for (const alt of [...(js.anyOf ?? []), ...(js.oneOf ?? [])]) stringPaths(alt, path, out, depth + 1);
  };
  const build = (path: string[], leaf: string): unknown => {
    let value: unknown = leaf;
    for (const seg of [...path].reverse()) value = seg === '*' ? [value] : { [seg]: value };
    return value;
  };
  /** Path parameters in a shape the route's own schema accepts, so that only the hostile field is wrong. */
  const wellFormed = (url: string) => concrete(url.replace(/:orderId/g, 'po_0000000000000000'));
  /**
   * The content site's stand-in answers in the site's own envelope (`{ status, data, message }`, the field first
   * in its message) and, like the real site, refuses an unknown brand (404) before reading anything else.
   */
  const namesField = (res: { statusCode: number; json: () => unknown }, route: string, part: string, field: string) => {
    const body = res.json() as { data?: { field?: string } | null; message?: unknown };
    if (!route.includes(' /content/')) return res.statusCode === 400 && body.data?.field === field;
    if (part === 'params' && field === 'brand' && res.statusCode === 404) return true;
    return res.statusCode === 400 && typeof body.message === 'string' && body.message.startsWith(`${field}: `);
  };
  const wrong: string[] = [];
  // One snapshot around the whole sweep (several hundred requests): nothing at all may change.
  const before = await snapshot(t);
  for (const r of routes()) {
    const c = caseOf(r);
    if (r.url.startsWith('/idp')) continue; // oidc-provider parses its own requests (identity.test.ts)
    const token = c.public || c.ownAuth ? null : c.roles ? admin.token : attacker.token;
    const route = key(r);
    for (const part of ['body', 'querystring', 'params'] as const) {
      const js = jsonSchema(r.schema[part]);
      if (!js || (part === 'body' && r.method === 'GET')) continue;
      const paths = new Map<string, string[]>();
      stringPaths(js, [], paths);
      for (const path of paths.values()) {
        if (part !== 'body' && path.length !== 1) continue; // query strings and paths are flat
        const field = path.map((seg) => (seg === '*' ? '0' : seg)).join('.');
        for (const [label, leaf] of Object.entries(HOSTILE)) {
          let req: Inject;
          if (part === 'body') req = { method: r.method as Inject['method'], url: wellFormed(r.url), payload: JSON.stringify(build(path, leaf)), headers: { 'content-type': 'application/json' } };
          else if (part === 'querystring') req = { method: r.method as Inject['method'], url: `${wellFormed(r.url)}?${new URLSearchParams({ [path[0]!]: leaf })}`, ...(r.method === 'GET' ? {} : { payload: {} }) };
          else req = { method: r.method as Inject['method'], url: wellFormed(r.url.replace(`:${path[0]}`, encodeURIComponent(leaf))), ...(r.method === 'GET' ? {} : { payload: {} }) };
          const res = await send(t, req, token);
          const named = namesField(res, route, part, field);
          tally.record(`${route} ${part}.${field} ${label}`, named && !polluted(), `${res.statusCode} ${res.body.slice(0, 160)}`);
          if (!named) wrong.push(`${route} ${part}.${field} ${label} → ${res.statusCode} ${res.body.slice(0, 160)}`);
        }
      }
    }
  }
  const changed = changedTables(before, await snapshot(t));
  if (changed.length) wrong.push(`changed ${changed.join(', ')}`);
  expect(wrong).toEqual([]);
}, 180_000);
