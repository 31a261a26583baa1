import { federationNameProblem, missingTranslations, unknownIcons, unmatchedKeys, unownedTargets, usedTranslationKeys } from './deploy-check';
import type { Registry } from '../registry';
import type { RemoteModule } from './remote';

const files = { dir: 'mfe-wellness', app: 'mfe-wellness/src/app.tsx', en: 'mfe-wellness/src/i18n/en.json', ar: 'mfe-wellness/src/i18n/ar.json' };
const page = async () => ({ default: () => null });
const remote = (over: Partial<RemoteModule> = {}): RemoteModule => ({
  contractVersion: 1,
  name: 'mfe-wellness',
  routes: [{ path: 'wellness', area: 'auth', load: page }],
  menu: [{ id: 'wellness', labelKey: 'wellness:menu.wellness', icon: 'tools', order: 80, to: '/auth/wellness' }],
  tiles: [{ id: 'wellness', labelKey: 'wellness:tile.wellness', icon: 'tools', order: 80, to: '/auth/wellness' }],
  translations: { namespace: 'wellness', en: {}, ar: {} },
  ...over,
});
const registry: Registry = {
  remotes: {
    'mfe-records': { name: 'mfe_records', manifest: '/m', deployId: '1', routes: { home: [], auth: ['diagnosticReports', 'myMedication'] }, dialogs: [] },
    'mfe-content': { name: 'mfe_content', manifest: '/m', deployId: '1', routes: { home: [], auth: ['feedback'], root: ['valet'] }, dialogs: ['ask-doctor'] },
  },
};

describe('the deploy refuses, naming the file and the fix', () => {
  test('an icon the portal does not draw', () => {
    // Typed as IconName in the contract; a remote built without the type check (or cast) still reaches the deploy.
    const module = remote({ tiles: [{ id: 'wellness', labelKey: 'wellness:tile.wellness', icon: 'rocket' as 'tools', order: 80, to: '/auth/wellness' }] });
    const [problem, ...rest] = unknownIcons(module, files);
    expect(rest).toEqual([]);
    expect(problem).toMatch(/^mfe-wellness\/src\/app\.tsx: tile 'wellness' has the icon 'rocket', which the portal does not draw\. Use one of dashboard, doctor, .*copy \(shared\/src\/ui\/icon-names\.ts\), or add the icon there and its drawing in shared\/src\/ui\/icon-shapes\.tsx first\.$/);
    expect(unknownIcons(remote(), files)).toEqual([]);
  });

  test('a menu entry or tile that links to a page no live remote owns', () => {
    const module = remote({ menu: [{ id: 'wellness', labelKey: 'wellness:menu.wellness', icon: 'tools', order: 80, to: '/auth/welness' }] });
    expect(unownedTargets(module, files, registry)).toEqual([
      "mfe-wellness/src/app.tsx: menu entry 'wellness' links to /auth/welness, a signed-in page no live remote owns. Correct its 'to' (this remote's pages: /auth/wellness), " +
        'or add the route to the routes of the remote that should own it and deploy that remote first.',
    ]);
    // Its own new routes, another live remote's, the shell's dashboard, a top-level page, a query: all owned.
    const fine = remote({
      menu: [
        { id: 'a', labelKey: 'wellness:a', icon: 'tools', order: 1, to: '/auth/wellness?tab=2' },
        { id: 'b', labelKey: 'wellness:b', icon: 'tools', order: 2, to: '/auth/myMedication' },
        { id: 'c', labelKey: 'wellness:c', icon: 'tools', order: 3, to: '/auth/dashboard' },
        { id: 'd', labelKey: 'wellness:d', icon: 'tools', order: 4, to: '/valet' },
        { id: 'e', labelKey: 'wellness:e', icon: 'tools', order: 5, dialog: 'ask-doctor' },
      ],
    });
    expect(unownedTargets(fine, files, registry)).toEqual([]);
    // A dialog nobody contributes is refused the same way.
    expect(unownedTargets(remote({ tiles: [{ id: 't', labelKey: 'wellness:t', icon: 'tools', order: 1, dialog: 'nope' }] }), files, registry)).toEqual([
      "mfe-wellness/src/app.tsx: tile 't' opens the dialog 'nope', which no live remote contributes. Correct its 'dialog', or add the dialog to the 'dialogs' of the remote that draws it.",
    ]);
  });

  test('a key in one language’s file and not the other’s names the file to change and the key to add', () => {
    const en = { menu: { wellness: 'Wellness' }, page: { title: 'Wellness', intro: 'Your plan' } };
    const ar = { menu: { wellness: 'العافية' }, page: { title: 'العافية' }, onlyArabic: 'نص' };
    expect(unmatchedKeys(en, ar, files)).toEqual([
      "mfe-wellness/src/i18n/ar.json lacks 'page.intro', which mfe-wellness/src/i18n/en.json has: add 'page.intro' to mfe-wellness/src/i18n/ar.json (in Arabic).",
      "mfe-wellness/src/i18n/en.json lacks 'onlyArabic', which mfe-wellness/src/i18n/ar.json has: add 'onlyArabic' to mfe-wellness/src/i18n/en.json (in English).",
    ]);
    expect(unmatchedKeys(en, en, files)).toEqual([]);
  });

  test('a count’s plural forms match the other language’s _other form, and only that', () => {
    const en = { rows_one: '{{count}} row', rows_other: '{{count}} rows', days_one: '{{count}} day' };
    const ar = { rows_zero: 'لا صفوف', rows_two: 'صفان', rows_few: '{{count}} صفوف', rows_other: '{{count}} صف', days_few: '{{count}} أيام' };
    expect(unmatchedKeys(en, ar, files)).toEqual([
      "mfe-wellness/src/i18n/ar.json lacks 'days_one', which mfe-wellness/src/i18n/en.json has: add 'days_one' to mfe-wellness/src/i18n/ar.json (in Arabic).",
      "mfe-wellness/src/i18n/en.json lacks 'days_few', which mfe-wellness/src/i18n/ar.json has: add 'days_few' to mfe-wellness/src/i18n/en.json (in English).",
    ]);
  });

  test('a translation key the code uses that a language lacks', () => {
    const source = [
      "import { useTranslation } from 'react-i18next';",
      'export function WellnessPage() {',
      "  const { t } = useTranslation('wellness');",
      "  return <main><h1>{t('page.title')}</h1><p>{t('page.intro')}</p><p>{t('common:ui.new')}</p><p>{t(`page.${'dynamic'}`)}</p><p>{t('items', { count: 2 })}</p></main>;",
      '}',
    ].join('\n');
    const used = usedTranslationKeys('mfe-wellness/src/wellness/wellness.page.tsx', source, 'wellness');
    expect(used.map((u) => u.key)).toEqual(['page.title', 'page.intro', 'common:ui.new', 'items']);
    const texts = {
      wellness: { en: { page: { title: 'Wellness', intro: 'Your plan' }, items_one: '1 item', items_other: '{{count}} items' }, ar: { page: { title: 'العافية' }, items_other: '{{count}} عناصر' } },
      common: { en: { ui: { new: 'New' } }, ar: { ui: { new: 'جديد' } } },
    };
    expect(missingTranslations(used, texts, 'wellness', files)).toEqual([
      "mfe-wellness/src/wellness/wellness.page.tsx:4: t('page.intro') has no text in Arabic (namespace 'wellness'), so the page would show the key itself. Add 'page.intro' to mfe-wellness/src/i18n/ar.json.",
    ]);
    const inNeither = usedTranslationKeys('mfe-wellness/src/x.tsx', "const { t } = useTranslation('wellness');\nt('page.outro');", 'wellness');
    expect(missingTranslations(inNeither, texts, 'wellness', files)).toEqual([
      "mfe-wellness/src/x.tsx:2: t('page.outro') has no text in English or Arabic (namespace 'wellness'), so the page would show the key itself. Add 'page.outro' to mfe-wellness/src/i18n/en.json and mfe-wellness/src/i18n/ar.json.",
    ]);
  });

  test('a federation name that differs between the build and the registry', () => {
    expect(federationNameProblem('mfe_welness', 'mfe_wellness', files)).toBe(
      "mfe-wellness/webpack.config.cjs builds the federation name 'mfe_welness' but scripts/remotes.cjs registers mfe-wellness as 'mfe_wellness', and the shell loads it by that name. " +
        "Make them the same: change 'name' in mfe-wellness/webpack.config.cjs or in scripts/remotes.cjs, then build again.",
    );
    expect(federationNameProblem('mfe_wellness', 'mfe_wellness', files)).toBeNull();
  });
});
