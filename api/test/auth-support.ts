import type { LoginData } from '@portal/shared/contracts';
import { DEMO_PASSWORD } from '../src/modules/user/seed.js';
import type { TestApp } from './helpers.js';

/** Test support for the sign-in suites (auth*.test.ts, user*.test.ts): real HTTP calls, real outbox. */

let seq = 0;
/** A fresh UAE mobile per call, so suites sharing one app do not share OTP send limits. */
export function freshMobile(): string {
  seq += 1;
  return `58${String(process.pid % 1000).padStart(3, '0')}${String(seq).padStart(4, '0')}`;
}

export async function post(t: TestApp, url: string, body: unknown, token?: string) {
  const res = await t.app.inject({
    method: 'POST',
    url,
    payload: body as object,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  return { status: res.statusCode, body: res.json() as { message: { status: string; message: string }; data: any } };
}

/** The newest OTP texted to the number, read back through the embedded outbox (GET /api/dev/outbox). */
export async function lastOtp(t: TestApp, callingCode: string, mobile: string): Promise<string> {
  const res = await t.app.inject({ method: 'GET', url: `/api/dev/outbox?mobile=${callingCode}${mobile}` });
  const items = res.json().data as { text: string }[];
  const m = /(\d{6})/.exec(items[0]?.text ?? '');
  if (!m) throw new Error(`no OTP in the outbox of ${callingCode}${mobile}`);
  return m[1]!;
}

export async function outboxCount(t: TestApp, callingCode: string, mobile: string): Promise<number> {
  const res = await t.app.inject({ method: 'GET', url: `/api/dev/outbox?mobile=${callingCode}${mobile}` });
  return (res.json().data as unknown[]).length;
}

export interface Person {
  callingCode: string;
  mobile: string;
  password: string;
  dateOfBirth: string;
  documentId: string;
}

export function newPerson(): Person {
  return { callingCode: '971', mobile: freshMobile(), password: 'Secret#2026', dateOfBirth: '15/03/1988', documentId: `784-1988-${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}-1` };
}

/** Registers through the three public calls (identify → verifyOtpForRegistration → user/register). */
export async function register(t: TestApp, p: Person = newPerson()): Promise<{ person: Person; login: LoginData }> {
  const identify = await post(t, '/api/auth/identify', {
    callingCode: p.callingCode,
    mobile: p.mobile,
    isInvokedForLogin: false,
    dateOfBirth: p.dateOfBirth,
    documentTypeId: 1,
    documentId: p.documentId,
  });
  if (identify.body.message.status !== 'OTPSent') throw new Error(`identify: ${JSON.stringify(identify.body)}`);
  const referenceId = identify.body.data.referenceId as string;
  const otp = await lastOtp(t, p.callingCode, p.mobile);
  const verified = await post(t, '/api/auth/verifyOtpForRegistration', { referenceId, otp });
  if (verified.body.message.status !== 'Success') throw new Error(`verify: ${JSON.stringify(verified.body)}`);
  const reg = await post(t, '/api/user/register', {
    firstName: 'Test',
    lastName: 'Patient',
    email: 'test.patient@example.com',
    mobile: p.mobile,
    callingCode: p.callingCode,
    dateOfBirth: p.dateOfBirth,
    genderId: 2,
    countryId: 784,
    documentTypeId: 1,
    documentId: p.documentId,
    password: p.password,
    otp,
    referenceId,
  });
  if (reg.body.message.status !== 'Success') throw new Error(`register: ${JSON.stringify(reg.body)}`);
  return { person: p, login: reg.body.data as LoginData };
}

/** identify (password) → OTP from the outbox → login. */
export async function login(t: TestApp, p: Pick<Person, 'callingCode' | 'mobile' | 'password'>): Promise<LoginData> {
  const identify = await post(t, '/api/auth/identify', { callingCode: p.callingCode, mobile: p.mobile, password: p.password, isInvokedForLogin: true });
  if (identify.body.message.status !== 'OTPSent') throw new Error(`identify: ${identify.status} ${JSON.stringify(identify.body)}`);
  const otp = await lastOtp(t, p.callingCode, p.mobile);
  const res = await post(t, '/api/auth/login', { callingCode: p.callingCode, mobile: p.mobile, password: p.password, otp });
  if (res.body.message.status !== 'Success') throw new Error(`login: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data as LoginData;
}

/** The seeded demo accounts (README): the patient, the broadcaster (role 2) and the administrator (role 3). */
export const DEMO_ACCOUNTS = {
  patient: { callingCode: '971', mobile: '501234567', password: DEMO_PASSWORD },
  broadcaster: { callingCode: '971', mobile: '500000002', password: DEMO_PASSWORD },
  admin: { callingCode: '971', mobile: '500000003', password: DEMO_PASSWORD },
} as const;

/** Signs a seeded demo account in through identify → SMS code → login. */
export const loginDemo = (t: TestApp, who: keyof typeof DEMO_ACCOUNTS): Promise<LoginData> => login(t, DEMO_ACCOUNTS[who]);
