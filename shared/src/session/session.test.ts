import { CLEARED_KEYS, bus, createBus, expiryToMs, sessionInstanceId, sessionStore, useSession } from './index';
import type { LoginData } from '../contracts/api-types';

const loginData: LoginData = {
  userId: 7,
  firstName: 'Sara',
  lastName: 'Ali',
  gender: 'Female',
  email: 'sara@example.com',
  mobile: '501234567',
  callingCode: '971',
  countryCode: 'AE',
  profileImgUrl: null,
  profileImgFileName: null,
  isDOBAvailable: true,
  roleId: 3,
  roleName: 'Administrator',
  facilityId: null,
  vblog: null,
  token: 'access-1',
  refreshToken: 'refresh-1',
  tokenExpiresAt: '2030-01-01T00:00:00.000Z',
  refreshExpiresAt: '2030-01-08T00:00:00.000Z',
};

beforeEach(() => {
  localStorage.clear();
  useSession.setState(useSession.getState()); // keep actions
  useSession.getState().clear();
});

test('login stores the spec keys under their own names', () => {
  const seen: number[] = [];
  const off = bus.on('login', ({ user }) => seen.push(user.userId));
  useSession.getState().login(loginData);
  off();
  expect(localStorage.getItem('token')).toBe('access-1');
  expect(localStorage.getItem('refreshToken')).toBe('refresh-1');
  expect(localStorage.getItem('tokenExpiresAt')).toBe('2030-01-01T00:00:00.000Z');
  expect(localStorage.getItem('refreshExpiresAt')).toBe('2030-01-08T00:00:00.000Z');
  expect(localStorage.getItem('isLoggedIn')).toBe('1');
  expect(localStorage.getItem('userMobile')).toBe('501234567');
  const user = JSON.parse(localStorage.getItem('user')!);
  expect(user).toMatchObject({ userId: 7, roleId: 3, firstName: 'Sara' });
  // The tokens live under their own keys, not duplicated inside `user`.
  expect(user.token).toBeUndefined();
  expect(seen).toEqual([7]);
  expect(useSession.getState().user?.roleId).toBe(3);
});

test('a reload (a fresh module) reads the session back from localStorage', () => {
  useSession.getState().login(loginData);
  useSession.getState().setLang('ar');
  useSession.getState().setFamilyMembers([]);
  jest.isolateModules(() => {
    const fresh = require('./store') as typeof import('./store');
    const s = fresh.useSession.getState();
    expect(s.token).toBe('access-1');
    expect(s.user?.firstName).toBe('Sara');
    expect(s.lang).toBe('ar');
    expect(s.isLoggedIn).toBe(true);
    expect(s.familyMemberList).toEqual([]);
  });
});

test('clear removes exactly the session keys and keeps lang, brandName and the others', () => {
  useSession.getState().login(loginData);
  const st = useSession.getState();
  st.patch({ getPatientRecord: [{ his: 'H1' }], isPatientRecordCall: '1', uaeUser: true, appConfiguration: { a: 1 }, wpBaseUrl: 'https://content.example/', channel: 'web' });
  st.setFamilyMembers([]);
  st.setLang('ar');
  st.setBrand('medeor');
  for (const key of CLEARED_KEYS) expect(localStorage.getItem(key)).not.toBeNull();

  const reasons: string[] = [];
  const off = bus.on('logout', ({ reason }) => reasons.push(reason));
  useSession.getState().clear('unauthorized');
  off();

  for (const key of CLEARED_KEYS) expect(localStorage.getItem(key)).toBeNull();
  expect(localStorage.getItem('lang')).toBe('ar');
  expect(localStorage.getItem('brandName')).toBe('medeor');
  expect(localStorage.getItem('wpBaseUrl')).toBe('https://content.example/');
  expect(localStorage.getItem('channel')).toBe('web');
  const s = useSession.getState();
  expect(s.token).toBeNull();
  expect(s.user).toBeNull();
  expect(s.uaeUser).toBe(false);
  expect(s.isLoggedIn).toBe(false);
  expect(s.lang).toBe('ar');
  expect(s.brandName).toBe('medeor');
  expect(reasons).toEqual(['unauthorized']);
});

test('setFacility updates the stored user and announces the hospital', () => {
  useSession.getState().login(loginData);
  const got: unknown[] = [];
  const off = bus.on('hospital', (p) => got.push(p));
  useSession.getState().setFacility(12, 'burjeel-medical-city', 'BM10');
  off();
  expect(JSON.parse(localStorage.getItem('user')!)).toMatchObject({ facilityId: 12, vblog: 'burjeel-medical-city', facilityCode: 'BM10' });
  expect(got).toEqual([{ facilityId: 12, vblog: 'burjeel-medical-city', facilityCode: 'BM10' }]);
});

test('updateUser merges; setTokens keeps the expiries it is not given', () => {
  useSession.getState().login(loginData);
  useSession.getState().updateUser({ firstName: 'Sarah' });
  expect(useSession.getState().user?.firstName).toBe('Sarah');
  expect(useSession.getState().user?.lastName).toBe('Ali');
  useSession.getState().setTokens({ token: 'a2', refreshToken: 'r2' });
  expect(localStorage.getItem('token')).toBe('a2');
  expect(localStorage.getItem('tokenExpiresAt')).toBe('2030-01-01T00:00:00.000Z');
});

test('a corrupt stored JSON value does not break the session', () => {
  localStorage.setItem('user', '{not json');
  localStorage.setItem('token', 'tok');
  jest.isolateModules(() => {
    const fresh = require('./store') as typeof import('./store');
    expect(fresh.useSession.getState().user).toBeNull();
    expect(fresh.useSession.getState().token).toBe('tok');
  });
});

test('another tab logging out is followed (storage event)', () => {
  useSession.getState().login(loginData);
  localStorage.removeItem('token');
  window.dispatchEvent(new StorageEvent('storage', { key: 'token', newValue: null }));
  expect(useSession.getState().token).toBeNull();
});

describe('event bus', () => {
  test('on returns an unsubscribe; once fires once; one failing listener does not stop the others', () => {
    const b = createBus();
    const got: string[] = [];
    const off = b.on('toast', ({ message }) => got.push(`a:${message}`));
    b.once('toast', ({ message }) => got.push(`once:${message}`));
    b.on('toast', () => {
      throw new Error('broken remote');
    });
    b.on('toast', ({ message }) => got.push(`c:${message}`));
    const spy = jest.spyOn(console, 'error').mockImplementation(() => {});
    b.emit('toast', { type: 'info', message: '1' });
    off();
    b.emit('toast', { type: 'info', message: '2' });
    spy.mockRestore();
    expect(got).toEqual(['a:1', 'once:1', 'c:1', 'c:2']);
  });
});

test('the module registers itself once per page, and a second copy is reported', () => {
  const g = globalThis as { __portalSession__?: { id: string; store: unknown } };
  expect(g.__portalSession__?.id).toBe(sessionInstanceId);
  expect(g.__portalSession__?.store).toBe(sessionStore);
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
  let secondId = '';
  jest.isolateModules(() => {
    // A remote that bundled its own copy instead of using the shared singleton.
    secondId = (require('./index') as typeof import('./index')).sessionInstanceId;
  });
  expect(secondId).not.toBe(sessionInstanceId);
  expect(warn).toHaveBeenCalledWith(expect.stringContaining('a second copy of @portal/shared/session'), expect.anything());
  expect(g.__portalSession__?.id).toBe(sessionInstanceId); // the first copy stays the registered one
  warn.mockRestore();
});

test('expiryToMs reads ISO text and epoch seconds or milliseconds', () => {
  expect(expiryToMs('2030-01-01T00:00:00.000Z')).toBe(Date.UTC(2030, 0, 1));
  expect(expiryToMs('1893456000')).toBe(1893456000000);
  expect(expiryToMs('1893456000000')).toBe(1893456000000);
  expect(expiryToMs('garbage')).toBeNull();
  expect(expiryToMs(null)).toBeNull();
});
