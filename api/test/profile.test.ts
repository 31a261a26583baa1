import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { MSG } from '@portal/shared/contracts';
import { PNG_8 } from './file-support.js';
import { createTestApp, type TestApp } from './helpers.js';
import { post, register } from './auth-support.js';

let t: TestApp;
let dataDir: string;
beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-profile-'));
  t = await createTestApp({ PORTAL_DATA_DIR: dataDir });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

async function call(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token: string, payload?: object) {
  const res = await t.app.inject({ method, url, headers: { authorization: `Bearer ${token}` }, ...(payload ? { payload } : {}) });
  return { status: res.statusCode, body: res.json() as { message: { status: string; message: string }; data: any } };
}
async function uploadImage(token: string, name: string, bytes: Buffer) {
  const boundary = 'portalprofileboundary';
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: application/octet-stream\r\n\r\n`),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const res = await t.app.inject({ method: 'POST', url: '/api/user/uploadprofileimage', headers: { authorization: `Bearer ${token}`, 'content-type': `multipart/form-data; boundary=${boundary}` }, payload });
  return { status: res.statusCode, body: res.json() as { message: { status: string; message: string }; data: any } };
}
const PNG = PNG_8;

test('profile read and save with the field rules; the number cannot change', async () => {
  const { login, person } = await register(t);
  const token = login.token;
  const profile = await call('GET', '/api/user/profile', token);
  expect(profile.body.data).toMatchObject({ firstName: 'Test', mobile: person.mobile, dateOfBirth: '1988-03-15', documentTypeId: 1, facilityId: null, isUaePassUser: false, hasPassword: true });

  const body = { ...profile.body.data, firstName: 'Renamed', dateOfBirth: '15/03/1988' };
  expect((await call('POST', '/api/user/saveprofile', token, body)).body.message).toEqual({ status: 'Success', message: MSG.profileUpdated });
  expect((await call('GET', '/api/user/profile', token)).body.data.firstName).toBe('Renamed');

  const badEid = await call('POST', '/api/user/saveprofile', token, { ...body, dateOfBirth: '15/03/1990' });
  expect(badEid.body.message.message).toBe(MSG.emiratesIdDobMismatch);
  const badEmail = await call('POST', '/api/user/saveprofile', token, { ...body, email: 'nope' });
  expect(badEmail.body.message.message).toBe(MSG.invalidEmail);
  expect((await call('POST', '/api/user/saveprofile', token, { ...body, mobile: '501112223' })).status).toBe(400);
});

test('a NUL, a line break or a right-to-left override in the first name: 400 naming the field, nothing saved', async () => {
  const { login } = await register(t);
  const profile = (await call('GET', '/api/user/profile', login.token)).body.data;
  const body = { ...profile, dateOfBirth: '15/03/1988' };
  for (const firstName of ['Ali\u0000ce', 'Ali\nce', '\u202Eecila', 'Ali\u2066ce']) {
    const res = await call('POST', '/api/user/saveprofile', login.token, { ...body, firstName });
    expect([firstName, res.status, res.body.data]).toEqual([firstName, 400, { field: 'firstName' }]);
    expect(res.body.message.message).toBe(`firstName: ${MSG.unsafeText}`);
  }
  expect((await call('GET', '/api/user/profile', login.token)).body.data.firstName).toBe(profile.firstName);
  // Arabic with its own direction marks (right-to-left mark U+200F) is a name like any other.
  expect((await call('POST', '/api/user/saveprofile', login.token, { ...body, firstName: 'علي\u200F' })).status).toBe(200);
});

test('preferred facility is validated against the location list; date of birth; profile image by content', async () => {
  const { login } = await register(t);
  const token = login.token;
  expect((await call('PUT', '/api/user/preferredfacility', token, { facilityId: 101, vblog: 'someone-else' })).status).toBe(400);
  expect((await call('PUT', '/api/user/preferredfacility', token, { facilityId: 99999, vblog: 'x' })).status).toBe(400);
  const saved = await call('PUT', '/api/user/preferredfacility', token, { facilityId: 103, vblog: 'burjeel-medeor-hospital-dubai' });
  expect(saved.body.data).toEqual({ facilityId: 103, vblog: 'burjeel-medeor-hospital-dubai', facilityCode: 'BM10' });
  expect((await call('GET', '/api/user/profile', token)).body.data).toMatchObject({ facilityId: 103, facilityCode: 'BM10' });

  expect((await call('PUT', '/api/user/savedob', token, { dateOfBirth: '01/01/2999' })).body.message.message).toBe(MSG.dobInFuture);
  const dob = await call('PUT', '/api/user/savedob', token, { dateOfBirth: '15/03/1988' });
  expect([dob.status, dob.body.data]).toEqual([200, { dateOfBirth: '1988-03-15' }]);

  expect((await uploadImage(token, 'me.png', Buffer.from('MZ not an image at all'))).status).toBe(400);
  const up = await uploadImage(token, 'me.png', PNG);
  expect(up.body.data.profileImgUrl).toMatch(/^profile\//);
  const img = await call('GET', '/api/user/profileimage', token);
  expect(Buffer.from(img.body.data.base64, 'base64').equals(PNG)).toBe(true);
  expect((await call('DELETE', '/api/user/removeprofileimage', token)).status).toBe(200);
  expect((await call('GET', '/api/user/profile', token)).body.data.profileImgUrl).toBeNull();
});

test('delete account: deactivated, sessions ended, data kept, the number registers again', async () => {
  const { login, person } = await register(t);
  expect((await call('POST', '/api/auth/deleteaccount', login.token)).status).toBe(200);
  expect((await call('GET', '/api/user/profile', login.token)).status).toBe(401);
  expect((await post(t, '/api/auth/refreshtoken', { token: login.token, refreshToken: login.refreshToken })).status).toBe(401);
  const row = await t.handle.db.selectFrom('users').select(['status', 'deactivated_at', 'first_name']).where('id', '=', login.userId).executeTakeFirstOrThrow();
  expect(row).toMatchObject({ status: 'deactivated', first_name: 'Test' });
  expect(row.deactivated_at).not.toBeNull();
  const again = await register(t, person);
  expect(again.login.userId).not.toBe(login.userId);
});
