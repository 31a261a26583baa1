import { configuredSsoAddress, ssoRedirectUrl } from './sso-redirect';

test('the single-sign-on redirect carries token and refreshToken', () => {
  const url = new URL(ssoRedirectUrl('https://sso.example.com/landing?x=1', { token: 'a.b.c', refreshToken: 'r&1' })!);
  expect(url.origin + url.pathname).toBe('https://sso.example.com/landing');
  expect(url.searchParams.get('x')).toBe('1');
  expect(url.searchParams.get('token')).toBe('a.b.c');
  expect(url.searchParams.get('refreshToken')).toBe('r&1');
});

test('no address, or not http(s): no redirect', () => {
  expect(ssoRedirectUrl(null, { token: 't', refreshToken: 'r' })).toBeNull();
  expect(ssoRedirectUrl('javascript:alert(1)', { token: 't', refreshToken: 'r' })).toBeNull();
  expect(ssoRedirectUrl('not a url', { token: 't', refreshToken: 'r' })).toBeNull();
});

test('the session key wins over the app configuration', () => {
  expect(configuredSsoAddress('https://a.example', { colabRedirectUrl: 'https://b.example' })).toBe('https://a.example');
  expect(configuredSsoAddress(null, { colabRedirectUrl: 'https://b.example' })).toBe('https://b.example');
  expect(configuredSsoAddress(null, {})).toBeNull();
});
