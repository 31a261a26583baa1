import { ownerOf, remotesForRole, type Registry } from './registry';

const registry: Registry = {
  remotes: {
    'mfe-identity': { name: 'mfe_identity', manifest: '/mfe/mfe-identity/1/mf-manifest.json', deployId: '1', routes: { home: ['login', 'otpforlogin', 'sign-up'], auth: ['profile', 'manageFamily'] } },
    'mfe-appointments': { name: 'mfe_appointments', manifest: '/m', deployId: '1', routes: { home: [], auth: ['findDoctor', 'searchDoctorResult/', 'bookappointment'] } },
    'mfe-admin': { name: 'mfe_admin', manifest: '/a', deployId: '1', roles: [2, 3], routes: { home: [], auth: ['analytics', 'notification/BroadcastNotification'] } },
  },
};

test('a public page is owned by the remote that declares it, case-insensitively', () => {
  expect(ownerOf(registry, 'home', 'login')).toBe('mfe-identity');
  expect(ownerOf(registry, 'home', 'sign-up')).toBe('mfe-identity');
  expect(ownerOf(registry, 'auth', 'finddoctor/')).toBe('mfe-appointments');
  expect(ownerOf(registry, 'auth', 'searchDoctorResult/')).toBe('mfe-appointments');
  expect(ownerOf(registry, 'auth', 'notification/BroadcastNotification')).toBe('mfe-admin');
  expect(ownerOf(registry, 'home', 'nothing-here')).toBeUndefined();
});

test('the administration remote is fetched only for roles 2 and 3', () => {
  expect(remotesForRole(registry, 1)).toEqual(['mfe-identity', 'mfe-appointments']);
  expect(remotesForRole(registry, 2)).toContain('mfe-admin');
  expect(remotesForRole(registry, 3)).toContain('mfe-admin');
});
