import { isShown, validateRemoteModule, type VisibilityContext } from '@portal/shared/contracts';
import app from './app';

const ctx = (roleId: number): VisibilityContext => ({ roleId, brand: 'burjeel', facilityCode: 'BU10', memberId: 0 });

describe('the mfe-admin contract', () => {
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
    // Arabic counts have six plural forms where English has two (`_one`, `_other`): compared by the key they inflect.
    const bases = (o: Record<string, string>) => [...new Set(Object.keys(o).map((k) => k.replace(/_(zero|one|two|few|many|other)$/, '')))].sort();
    expect(bases(ar)).toEqual(bases(en));
    expect(Object.keys(en).filter((k) => en[k] === ar[k])).toEqual([]);
  });

  test('Manage User, Analytics and Interested Users only for role 3, Broadcast for roles 2 and 3', () => {
    const shown = (roleId: number) => [...app.menu, ...app.routes].filter((e) => isShown(e, ctx(roleId)));
    const names = (roleId: number) => shown(roleId).map((e) => ('id' in e ? e.id : e.path)).sort();
    expect(names(3)).toEqual(['admin-analytics', 'admin-broadcast', 'admin-interested', 'admin-manage-user', 'analytics', 'interestedusers', 'manageUser', 'notification/BroadcastNotification']);
    expect(names(2)).toEqual(['admin-broadcast', 'notification/BroadcastNotification']);
    expect(shown(1)).toEqual([]);
  });
});
