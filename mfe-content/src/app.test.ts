import { isShown, validateRemoteModule, type VisibilityContext } from '@portal/shared/contracts';
import app from './app';

const ctx = (brand: VisibilityContext['brand']): VisibilityContext => ({ roleId: 1, brand, facilityCode: 'BU10', memberId: 0 });

describe('the mfe-content contract', () => {
  test('passes the shell and deploy check without a warning', () => {
    const check = validateRemoteModule(app);
    expect(check.errors).toEqual([]);
    expect(check.warnings).toEqual([]);
  });

  test('every key exists in English and Arabic, and the Arabic is not a copy of the English', () => {
    const flat = (o: Record<string, unknown>, p = ''): Record<string, string> =>
      Object.entries(o).reduce<Record<string, string>>((acc, [k, v]) => (typeof v === 'string' ? { ...acc, [p + k]: v } : { ...acc, ...flat(v as Record<string, unknown>, `${p}${k}.`) }), {});
    const en = flat(app.translations.en);
    const ar = flat(app.translations.ar);
    expect(Object.keys(ar).sort()).toEqual(Object.keys(en).sort());
    const copies = Object.keys(en).filter((k) => en[k] === ar[k] && /[A-Za-z]{3}/.test(en[k]!));
    expect(copies).toEqual([]);
  });

  test('lifecare hides health packages: menu entry, tile and both routes', () => {
    const hidden = (e: Parameters<typeof isShown>[0]) => !isShown(e, ctx('lifecare'));
    expect(app.menu.filter(hidden).map((m) => m.id)).toEqual(['health-packages']);
    expect(app.tiles.filter(hidden).map((t) => t.id)).toEqual(['health-package']);
    expect(app.routes.filter(hidden).map((r) => r.path)).toEqual(['healthPackages', 'healthPackageDetails']);
    for (const brand of ['burjeel', 'medeor', 'llh', 'colab'] as const) {
      expect([...app.menu, ...app.tiles, ...app.routes].every((e) => isShown(e, ctx(brand)))).toBe(true);
    }
  });

  test('the dashboard tiles and the News and Media widgets', () => {
    expect(app.tiles.map((t) => t.to ?? `dialog:${t.dialog}`)).toEqual(['/auth/healthPackages', '/auth/locations', '/auth/insurance', 'dialog:ask-a-doctor', '/auth/healthtools']);
    expect(app.widgets.map((w) => w.id)).toEqual(['banners', 'news', 'media']);
    expect(app.dialogs.map((d) => d.id).sort()).toEqual(['ask-a-doctor', 'contact-us']);
  });
});
