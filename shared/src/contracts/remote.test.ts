import { isShown, shows, validateRemoteModule, type VisibilityContext } from './remote';

const ctx = (over: Partial<VisibilityContext> = {}): VisibilityContext => ({ roleId: 1, brand: 'burjeel', facilityCode: 'BU10', memberId: 0, ...over });

describe('ShowWhen: when a menu entry or tile shows, as data', () => {
  test('no condition: always; every condition given must hold', () => {
    expect(shows(undefined, ctx())).toBe(true);
    expect(shows({}, ctx())).toBe(true);
    expect(shows({ roles: [2, 3] }, ctx())).toBe(false);
    expect(shows({ roles: [2, 3] }, ctx({ roleId: 3 }))).toBe(true);
    expect(shows({ brands: ['llh'] }, ctx())).toBe(false);
    expect(shows({ brands: ['llh'], roles: [1] }, ctx({ brand: 'llh' }))).toBe(true);
  });

  test('hospitals: the brand and the chosen facility together, the code in any case', () => {
    const tele = { hospitals: [{ brand: 'burjeel' as const, facility: 'BU10' }, { brand: 'llh' as const, facility: 'LL18' }] };
    expect(shows(tele, ctx({ facilityCode: 'bu10' }))).toBe(true);
    expect(shows(tele, ctx({ facilityCode: 'BM10' }))).toBe(false);
    expect(shows(tele, ctx({ brand: 'llh', facilityCode: 'BU10' }))).toBe(false);
    expect(shows(tele, ctx({ facilityCode: '' }))).toBe(false);
  });

  test('code (visible) wins over data when an entry has it', () => {
    expect(isShown({ visible: () => false }, ctx())).toBe(false);
    expect(isShown({ when: { roles: [1] } }, ctx())).toBe(true);
  });
});

describe('the contract check of `when`', () => {
  const module = (entry: object) => ({
    contractVersion: 1,
    name: 'mfe-x',
    routes: [],
    menu: [{ id: 'e', labelKey: 'x:menu.e', icon: 'calendar', order: 1, to: '/auth/e', ...entry }],
    translations: { namespace: 'x', en: { menu: { e: 'E' } }, ar: { menu: { e: 'ه' } } },
  });

  test('plain data passes', () => {
    expect(validateRemoteModule(module({ when: { roles: [3], brands: ['burjeel'], hospitals: [{ brand: 'llh', facility: 'LL18' }] } })).warnings).toEqual([]);
  });

  test.each([
    [{ when: 'admins' }, 'when is not an object'],
    [{ when: { role: [3] } }, 'when has unknown conditions: role'],
    [{ when: { roles: ['3'] } }, 'when.roles is not a list of role ids'],
    [{ when: { brands: 'llh' } }, 'when.brands is not a list of brands'],
    [{ when: { hospitals: [{ brand: 'llh' }] } }, 'when.hospitals is not a list of { brand, facility }'],
    [{ when: { roles: [3] }, visible: () => true }, 'visible and when together'],
  ])('%j is skipped: %s', (entry, problem) => {
    const check = validateRemoteModule(module(entry));
    expect(check.warnings).toEqual([`menu entry e: ${problem}`]);
    expect(check.module?.menu).toEqual([]);
  });
});

describe('the contract check of routes', () => {
  const load = () => Promise.resolve({ default: () => null });
  const module = (routes: object[]) => ({ contractVersion: 1, name: 'mfe-x', routes, translations: { namespace: 'x', en: {}, ar: {} } });

  test('home, auth and root (top-level pages) are areas; anything else is skipped with a warning', () => {
    const check = validateRemoteModule(module([
      { path: 'a', area: 'home', load },
      { path: 'b', area: 'auth', load },
      { path: 'valet', area: 'root', load },
      { path: 'c', area: 'admin', load },
    ]));
    expect(check.module?.routes.map((r) => r.path)).toEqual(['a', 'b', 'valet']);
    expect(check.warnings).toEqual(['route c: area must be home, auth or root']);
  });

  test('a route may require roles as data; a `when` that is not plain data, or beside `visible`, is skipped', () => {
    const check = validateRemoteModule(module([
      { path: 'analytics', area: 'auth', load, when: { roles: [3] } },
      { path: 'b', area: 'auth', load, when: { role: [3] } },
      { path: 'c', area: 'auth', load, when: { roles: [3] }, visible: () => true },
    ]));
    expect(check.module?.routes.map((r) => r.path)).toEqual(['analytics']);
    expect(check.warnings).toEqual(['route b: when has unknown conditions: role', 'route c: visible and when together']);
  });
});
