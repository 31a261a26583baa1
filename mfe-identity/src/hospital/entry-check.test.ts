import { resetSession, testQueryClient } from '@portal/shared/testing';
import { useSession } from '@portal/shared/session';
import type { SessionUser } from '@portal/shared/rules';
import { answerRequests, ok } from '../test/network';
import { entryQuery } from './hospital.api';

const HOSPITALS = [
  { locationId: 11, name: 'Burjeel Abu Dhabi', vblog: 'bah', facilityCode: 'BAH' },
  { locationId: 12, name: 'Burjeel Al Ain', vblog: 'bal', facilityCode: 'BAL' },
];

function signIn(facilityId: number | null) {
  const user = { firstName: 'Amal', lastName: 'Saeed', mobile: '501234567', callingCode: '971', facilityId, vblog: facilityId ? 'old' : null, facilityCode: null } as unknown as SessionUser;
  useSession.getState().patch({ token: 't', user });
}

function answering(profile: { dateOfBirth: string | null; facilityId: number | null }) {
  return answerRequests((url) => {
    if (url.pathname.endsWith('/getallhospitallocation')) return { body: { status: 'success', data: HOSPITALS } };
    if (url.pathname.endsWith('/user/profile')) return ok({ ...profile, vblog: null, facilityCode: null });
    return undefined;
  });
}

beforeEach(() => resetSession());

describe('the entry check: date of birth and hospital on entering the signed-in area', () => {
  test('a listed hospital asks nothing and fills in the facility code of the session', async () => {
    signIn(11);
    answering({ dateOfBirth: '1990-01-01', facilityId: 11 });
    expect(await testQueryClient().fetchQuery(entryQuery('en'))).toBeNull();
    expect(useSession.getState().user).toMatchObject({ facilityId: 11, vblog: 'bah', facilityCode: 'BAH' });
  });

  test('a saved hospital no longer listed is cleared and chosen again; no date of birth either: Complete your Profile', async () => {
    signIn(99);
    answering({ dateOfBirth: null, facilityId: 99 });
    expect(await testQueryClient().fetchQuery(entryQuery('en'))).toBe('complete');
    expect(useSession.getState().user).toMatchObject({ facilityId: null, vblog: null, facilityCode: null });
  });

  test('a date of birth but no hospital: Choose Hospital; the hospitals are one request shared with the chooser', async () => {
    signIn(null);
    const net = answering({ dateOfBirth: '1990-01-01', facilityId: null });
    const client = testQueryClient();
    expect(await client.fetchQuery(entryQuery('en'))).toBe('choose');
    expect(client.getQueryData(['hospitals', 'en'])).toEqual(HOSPITALS);
    expect(net.calls.filter((c) => c.path.endsWith('/getallhospitallocation'))).toHaveLength(1);
  });
});
