import { routeLabel, routeLabels, type Registry } from './index';

/** Pages as metrics labels: the route's pattern in its owner's table, never the address. */
const registry: Registry = {
  remotes: {
    'mfe-identity': { name: 'mfe_identity', manifest: 'x', deployId: 'a', routes: { home: ['login', 'otp'], auth: ['profile'] } },
    'mfe-records': { name: 'mfe_records', manifest: 'x', deployId: 'b', routes: { home: [], auth: ['reports', 'reports/:id'] } },
    'mfe-content': { name: 'mfe_content', manifest: 'x', deployId: 'c', routes: { home: ['packages'], auth: [], root: ['valet'] } },
  },
};

test.each([
  ['/', '/home/login'],
  ['/home/login', '/home/login'],
  ['/HOME/Otp', '/home/otp'],
  ['/auth', '/auth/dashboard'],
  ['/auth/dashboard', '/auth/dashboard'],
  ['/auth/reports', '/auth/reports'],
  ['/auth/reports/LAB-BU10-0042', '/auth/reports/:id'],
  ['/valet', '/valet'],
  ['/auth/nothing-here', 'other'],
  ['/somewhere', 'other'],
])('%s → %s', (path, label) => {
  expect(routeLabel(registry, path)).toBe(label);
});

test('routeLabels lists every label with its owner', () => {
  const labels = routeLabels(registry);
  expect(labels.get('/auth/reports/:id')).toBe('mfe-records');
  expect(labels.get('/valet')).toBe('mfe-content');
  expect(labels.has('/auth/dashboard')).toBe(true);
  expect(labels.get('/auth/dashboard')).toBeUndefined();
  expect(labels.has('other')).toBe(true);
  expect(labels.size).toBe(9);
});
