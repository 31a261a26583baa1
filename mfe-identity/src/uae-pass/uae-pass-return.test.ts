import { MSG, UAE_PASS_SOP1_MARKER } from '@portal/shared/rules';
import { outcomeOf } from './uae-pass-outcome';
import { readReturnMarker, rememberState, takeState, withoutMarkers } from './uae-pass-return';

test('the return markers of the login page', () => {
  expect(readReturnMarker('?code=abc&state=s1&iss=x')).toEqual({ kind: 'code', code: 'abc', state: 's1' });
  for (const error of ['access_denied', 'invalid_request', 'login_required', 'cancelledOnApp']) {
    expect(readReturnMarker(`?error=${error}&state=s1`)).toEqual({ kind: 'cancelled' });
  }
  expect(readReturnMarker('?error=server_error')).toEqual({ kind: 'failed' });
  expect(readReturnMarker('?isSOP1User=true')).toEqual({ kind: 'sop1' });
  expect(readReturnMarker('?brandName=lifecare')).toBeNull();
  expect(withoutMarkers('?code=abc&state=s1&iss=x&brandName=lifecare')).toBe('?brandName=lifecare');
  expect(withoutMarkers('?isSOP1User=true')).toBe('');
});

test('the answers of authorizeuaepassuser', () => {
  const login = { token: 't', refreshToken: 'r', userId: 1, uaeUser: true };
  expect(outcomeOf({ message: { status: 'Success', message: '' }, data: login as never })).toEqual({ kind: 'login', data: { token: 't', refreshToken: 'r', userId: 1 } });
  expect(outcomeOf({ message: { status: 'Success', message: '' }, data: { referenceId: 'ref', profile: { firstName: 'A' } } as never })).toMatchObject({ kind: 'choose', referenceId: 'ref' });
  expect(outcomeOf({ message: { status: 'Invalid', message: UAE_PASS_SOP1_MARKER }, data: { logoutUrl: '/idp/session/end' } })).toEqual({ kind: 'sop1', logoutUrl: '/idp/session/end' });
  expect(outcomeOf({ message: { status: 'Invalid', message: MSG.notEligible }, data: null })).toEqual({ kind: 'notEligible' });
  expect(outcomeOf({ message: { status: 'Error', message: MSG.uaePassUserNotFound }, data: null })).toEqual({ kind: 'error', message: MSG.uaePassUserNotFound });
  expect(outcomeOf({ message: { status: 'BadRequest', message: MSG.inactiveAuthorizationCode }, data: null })).toEqual({ kind: 'error', message: MSG.inactiveAuthorizationCode });
});

test('the state is kept in this tab and good for one return', () => {
  rememberState('s-1');
  expect(takeState()).toBe('s-1');
  expect(takeState()).toBeNull();
});
