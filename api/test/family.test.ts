import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { MSG } from '@portal/shared/contracts';
import { PNG_8, pdf } from './file-support.js';
import { createTestApp, type TestApp } from './helpers.js';
import { freshMobile, lastOtp, post, register } from './auth-support.js';

/**
 * Family members, their consent codes, identity documents and the ownership rule (docs/product.md#family), against a
 * real app on a fresh database; files go to a temporary folder.
 */
let t: TestApp;
let dataDir: string;
beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-family-'));
  t = await createTestApp({ PORTAL_DATA_DIR: dataDir });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const auth = (token: string) => ({ authorization: `Bearer ${token}` });
async function call(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token: string, payload?: object) {
  const res = await t.app.inject({ method, url, headers: auth(token), ...(payload ? { payload } : {}) });
  return { status: res.statusCode, body: res.json() as { message: { status: string; message: string }; data: any } };
}

/** A multipart body built by hand (what a browser's FormData sends). */
function multipart(fields: Record<string, string>, file?: { name: string; bytes: Buffer; field?: string }) {
  const boundary = `----portal${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const [k, v] of Object.entries(fields)) chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  if (file) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'document'}"; filename="${file.name}"\r\nContent-Type: application/octet-stream\r\n\r\n`));
    chunks.push(file.bytes, Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

async function upload(token: string, familyMemberId: number, name: string, bytes: Buffer, documentType = 4, documentSide = 1) {
  const body = multipart({ documentType: String(documentType), documentSide: String(documentSide) }, { name, bytes });
  const res = await t.app.inject({ method: 'POST', url: `/api/user/uploaddocument?familyMemberId=${familyMemberId}`, headers: { ...auth(token), ...body.headers }, payload: body.payload });
  return { status: res.statusCode, body: res.json() as { message: { status: string; message: string }; data: any } };
}

const PDF = pdf();
const PNG = PNG_8;
const EXE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(500, 0x90)]);

let docSeq = 0;
/** A person the hospital knows (a HIS record at BU10, created through the embedded dev route). */
async function hisPerson(overrides: Partial<{ dateOfBirth: string; mobile: string }> = {}) {
  docSeq += 1;
  const dateOfBirth = overrides.dateOfBirth ?? '1992-04-10';
  const year = dateOfBirth.slice(0, 4);
  const person = {
    facilityCode: 'BU10', firstName: 'Sara', lastName: 'Member', dateOfBirth, genderId: 2, callingCode: '971',
    mobile: overrides.mobile ?? freshMobile(), documentTypeId: 1,
    documentId: `784${year}${String(process.pid % 1000).padStart(3, '0')}${String(docSeq).padStart(4, '0')}1`,
  };
  const res = await t.app.inject({ method: 'POST', url: '/api/dev/hispatient', payload: person });
  expect(res.statusCode).toBe(200);
  return person;
}
const memberBody = (p: Awaited<ReturnType<typeof hisPerson>>, extra: object = {}) => ({
  firstName: p.firstName, lastName: p.lastName, email: 'sara.member@example.com', dateOfBirth: p.dateOfBirth, mobile: p.mobile, callingCode: p.callingCode,
  genderId: p.genderId, countryId: 784, documentTypeId: p.documentTypeId, documentId: p.documentId, relationId: 1, ...extra,
});

/** A registered user with a chosen hospital (BU10) and one family member added through the OTP path. */
async function userWithMember() {
  const { login, person } = await register(t);
  const token = login.token;
  expect((await call('PUT', '/api/user/preferredfacility', token, { facilityId: 101, vblog: 'burjeel-hospital-abu-dhabi' })).status).toBe(200);
  const member = await hisPerson();
  const saved = await call('POST', '/api/user/savefamilymemberdetailsv2', token, memberBody(member));
  expect(saved.body.message).toEqual({ status: 'OTPSent', message: MSG.otpSent });
  const otp = await lastOtp(t, '971', member.mobile);
  const verified = await call('POST', '/api/user/verify', token, { otp, referenceId: saved.body.data.referenceId });
  expect(verified.body).toMatchObject({ message: { status: 'Success', message: MSG.familyMemberAddedUpdated }, data: { validOtp: true } });
  const list = await call('GET', '/api/user/familymembers', token);
  const added = list.body.data.find((m: any) => m.documentId === member.documentId);
  return { token, person, member, familyMemberId: added.familyMemberId as number, userId: login.userId };
}

test('add member → OTPSent → verify → listed; a wrong code is refused; edit keeps the locked fields', async () => {
  const { token, member, familyMemberId } = await userWithMember();
  const list = await call('GET', '/api/user/familymembers', token);
  expect(list.body.data).toEqual([
    expect.objectContaining({ familyMemberId, firstName: 'Sara', relation: 'Spouse', relationId: 1, dateOfBirth: member.dateOfBirth, age: expect.any(Number) }),
  ]);

  const edited = await call('POST', '/api/user/savefamilymemberdetailsv2', token, memberBody(member, { familyMemberId, firstName: 'Sarah' }));
  expect(edited.body.message).toEqual({ status: 'Success', message: MSG.familyMemberAddedUpdated });
  expect((await call('GET', '/api/user/familymembers', token)).body.data[0].firstName).toBe('Sarah');

  const lockedEdit = await call('POST', '/api/user/savefamilymemberdetailsv2', token, memberBody(member, { familyMemberId, mobile: freshMobile() }));
  expect(lockedEdit.status).toBe(400);
  expect((await call('GET', '/api/user/familymembers', token)).body.data[0].mobile).toBe(member.mobile);

  // The same person again: the duplicate rule.
  const dup = await call('POST', '/api/user/savefamilymemberdetailsv2', token, memberBody(member));
  expect(dup.body.message).toEqual({ status: 'Conflict', message: MSG.duplicateDocumentId });
});

test('wrong OTP, resend with a new reference, and the facility-records NotFound', async () => {
  const { login } = await register(t);
  const token = login.token;
  const member = await hisPerson();
  const saved = await call('POST', '/api/user/savefamilymemberdetailsv2', token, memberBody(member));
  expect(saved.body.message.status).toBe('OTPSent');
  const otp = await lastOtp(t, '971', member.mobile);
  const wrong = await call('POST', '/api/user/verify', token, { otp: otp === '111111' ? '222222' : '111111', referenceId: saved.body.data.referenceId });
  expect(wrong.body).toEqual({ message: { status: 'Invalid', message: MSG.invalidOtpServer }, data: { validOtp: false } });
  const resent = await call('POST', '/api/user/sendotptofamilyforaddition', token, { referenceId: saved.body.data.referenceId });
  expect(resent.body.message.status).toBe('OTPSent');
  expect(resent.body.data.referenceId).not.toBe(saved.body.data.referenceId);
  const otp2 = await lastOtp(t, '971', member.mobile);
  expect((await call('POST', '/api/user/verify', token, { otp: otp2, referenceId: resent.body.data.referenceId })).body.data.validOtp).toBe(true);

  // Document matches but the mobile differs from the hospital's record: NotFound, nothing added.
  const other = await hisPerson();
  const mismatch = await call('POST', '/api/user/savefamilymemberdetailsv2', token, memberBody(other, { mobile: freshMobile() }));
  expect(mismatch.body.message).toEqual({ status: 'NotFound', message: MSG.familyDetailsMismatch });
  expect((await call('GET', '/api/user/familymembers', token)).body.data).toHaveLength(1);
});

test('adult on the holder’s number is refused; a child on it is added without a code; Emirates ID rule', async () => {
  const { login, person } = await register(t);
  const token = login.token;
  const adult = await hisPerson({ mobile: person.mobile });
  const refused = await call('POST', '/api/user/savefamilymemberdetailsv2', token, memberBody(adult));
  expect(refused.status).toBe(400);
  expect(refused.body.message.message).toBe(MSG.adultSameNumber);

  const child = await hisPerson({ mobile: person.mobile, dateOfBirth: '2016-02-02' });
  const added = await call('POST', '/api/user/savefamilymemberdetailsv2', token, memberBody(child, { relationId: 3 }));
  expect(added.body.message).toEqual({ status: 'Success', message: MSG.familyMemberAddedUpdated });

  const badEid = await call('POST', '/api/user/savefamilymemberdetailsv2', token, memberBody(child, { dateOfBirth: '2015-02-02' }));
  expect(badEid.status).toBe(400);
  expect(badEid.body.message.message).toBe(MSG.emiratesIdDobMismatch);
});

test('user A cannot read, change or delete user B’s member or documents (403, nothing changed, audited)', async () => {
  const b = await userWithMember();
  const a = await register(t);
  const up = await upload(b.token, b.familyMemberId, 'passport.pdf', PDF);
  expect(up.body.message.status).toBe('Success');
  const fileUrl = up.body.data.fileUrl as string;
  expect(fileUrl).not.toContain('passport');

  const A = a.login.token;
  expect((await call('GET', `/api/user/documents?familyMemberId=${b.familyMemberId}`, A)).status).toBe(403);
  expect((await call('GET', `/api/user/getdocument?url=${encodeURIComponent(fileUrl)}`, A)).status).toBe(403);
  expect((await upload(A, b.familyMemberId, 'x.pdf', PDF)).status).toBe(403);
  expect((await call('DELETE', `/api/user/removedocument?documentType=4&documentSide=1&familyMemberId=${b.familyMemberId}`, A)).status).toBe(403);
  expect((await call('POST', '/api/user/savefamilymemberdetailsv2', A, memberBody(b.member, { familyMemberId: b.familyMemberId, firstName: 'Hijacked' }))).status).toBe(403);
  expect((await call('DELETE', `/api/user/deletefamilymember?familyMemberId=${b.familyMemberId}`, A)).status).toBe(403);

  // Nothing changed for B.
  const bList = await call('GET', '/api/user/familymembers', b.token);
  expect(bList.body.data).toEqual([expect.objectContaining({ familyMemberId: b.familyMemberId, firstName: 'Sara' })]);
  const bDocs = await call('GET', `/api/user/documents?familyMemberId=${b.familyMemberId}`, b.token);
  expect(bDocs.body.data.passport.front).toEqual({ fileName: 'passport.pdf', fileUrl });
  const got = await call('GET', `/api/user/getdocument?url=${encodeURIComponent(fileUrl)}`, b.token);
  expect(Buffer.from(got.body.data.base64, 'base64').equals(PDF)).toBe(true);

  // The audit log holds who read whose documents, and A's refused attempts.
  const rows = await t.handle.db.selectFrom('audit_log').selectAll().where('resource', '=', 'document').where('family_member_id', '=', b.familyMemberId).execute();
  expect(rows).toEqual(
    expect.arrayContaining([
      expect.objectContaining({ actor_user_id: b.userId, subject_user_id: b.userId, action: 'download', outcome: 'success', resource_id: fileUrl }),
      expect.objectContaining({ actor_user_id: b.userId, subject_user_id: b.userId, action: 'read', outcome: 'success' }),
      expect.objectContaining({ actor_user_id: a.login.userId, subject_user_id: b.userId, action: 'download', outcome: 'denied' }),
      expect.objectContaining({ actor_user_id: a.login.userId, subject_user_id: b.userId, action: 'read', outcome: 'denied' }),
    ]),
  );
});

test('uploads are checked by content and size; stored under a random name; remove and member delete', async () => {
  const { token, familyMemberId } = await userWithMember();
  const exe = await upload(token, familyMemberId, 'passport.pdf', EXE);
  expect(exe.status).toBe(400);
  expect(exe.body.message.message).toBe(MSG.docFormatError);
  const renamedPng = await upload(token, familyMemberId, 'scan.pdf', PNG);
  expect(renamedPng.status).toBe(400);

  const tooBig = Buffer.concat([PDF, Buffer.alloc(2_048_001 - PDF.length, 0x20)]);
  expect(tooBig.length).toBe(2_048_001);
  const big = await upload(token, familyMemberId, 'big.pdf', tooBig);
  expect(big.status).toBe(413);
  expect(big.body.message.message).toBe(MSG.docSizeError);
  const atLimit = await upload(token, familyMemberId, 'limit.pdf', tooBig.subarray(0, 2_048_000));
  expect(atLimit.body.message.status).toBe('Success');

  const docs = await call('GET', `/api/user/documents?familyMemberId=${familyMemberId}`, token);
  expect(docs.body.data.passport.front.fileName).toBe('limit.pdf');
  expect(Object.keys(docs.body.data).sort()).toEqual(['drivingLicence', 'emiratesId', 'insurance', 'labourCard', 'passport']);
  const stored = fs.readdirSync(path.join(dataDir, 'uploads', 'documents'));
  expect(stored.some((f) => f.includes('limit'))).toBe(false);

  // The holder's own documents (member 0).
  expect((await upload(token, 0, 'eid-back.png', PNG, 1, 2)).body.message.status).toBe('Success');
  expect((await call('GET', '/api/user/documents?familyMemberId=0', token)).body.data.emiratesId.back.fileName).toBe('eid-back.png');

  expect((await call('DELETE', `/api/user/removedocument?documentType=4&documentSide=1&familyMemberId=${familyMemberId}`, token)).body.message.status).toBe('Success');
  expect((await call('GET', `/api/user/documents?familyMemberId=${familyMemberId}`, token)).body.data.passport.front).toBeNull();

  const removed = await call('DELETE', `/api/user/deletefamilymember?familyMemberId=${familyMemberId}`, token);
  expect(removed.body.message).toEqual({ status: 'Success', message: MSG.familyMemberRemoved });
  expect((await call('GET', '/api/user/familymembers', token)).body.data).toEqual([]);
  expect((await call('GET', `/api/user/documents?familyMemberId=${familyMemberId}`, token)).status).toBe(403);
});

test('every family and document call needs a login', async () => {
  for (const [method, url] of [['GET', '/api/user/familymembers'], ['GET', '/api/user/documents?familyMemberId=0'], ['POST', '/api/user/verify'], ['DELETE', '/api/user/deletefamilymember?familyMemberId=1']] as const) {
    expect((await t.app.inject({ method, url })).statusCode).toBe(401);
  }
  expect((await post(t, '/api/user/savefamilymemberdetailsv2', {})).status).toBe(401);
});
