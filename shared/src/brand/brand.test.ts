import {
  BM10_THEME,
  BRANDS,
  BRAND_THEMES,
  contrastRatio,
  healthPackagesAvailable,
  isSsoVariant,
  languageToggleAvailable,
  logoDataUrl,
  logoSvg,
  readViewCookie,
  resolveBrand,
  supportEmail,
  teleconsultationAvailable,
  teleconsultationRoutesAllowed,
  themeFor,
  appStoreLinksVisible,
  contentBaseFromPage,
  viewCookieValue,
} from './index';

test('?brandName= wins, then the stored value, then burjeel; unknown names are ignored', () => {
  expect(resolveBrand('?brandName=lifecare', 'medeor')).toBe('lifecare');
  expect(resolveBrand('brandName=LLH', null)).toBe('llh');
  expect(resolveBrand('', 'medeor')).toBe('medeor');
  expect(resolveBrand('?brandName=unknown', 'colab')).toBe('colab');
  expect(resolveBrand('?other=1', 'nonsense')).toBe('burjeel');
  expect(resolveBrand(new URLSearchParams('brandName=medeor'), null)).toBe('medeor');
});

test('facility switches of the spec', () => {
  expect(teleconsultationAvailable({ brand: 'burjeel', facilityCode: 'BU10' })).toBe(true);
  expect(teleconsultationAvailable({ brand: 'burjeel', facilityCode: 'BM10' })).toBe(false);
  expect(teleconsultationAvailable({ brand: 'llh', facilityCode: 'LL18' })).toBe(true);
  expect(teleconsultationAvailable({ brand: 'llh', facilityCode: 'BU10' })).toBe(false);
  expect(teleconsultationAvailable({ brand: 'medeor', facilityCode: 'BU10' })).toBe(false);
  expect(teleconsultationAvailable({ brand: 'burjeel', facilityCode: null })).toBe(false);
  expect(teleconsultationRoutesAllowed('llh')).toBe(true);
  expect(teleconsultationRoutesAllowed('lifecare')).toBe(false);
  expect(healthPackagesAvailable('lifecare')).toBe(false);
  expect(healthPackagesAvailable('medeor')).toBe(true);
  expect(languageToggleAvailable('burjeel')).toBe(true);
  for (const b of ['medeor', 'lifecare', 'llh', 'colab'] as const) expect(languageToggleAvailable(b)).toBe(false);
  expect(isSsoVariant('colab')).toBe(true);
  expect(isSsoVariant('burjeel')).toBe(false);
  expect(appStoreLinksVisible('colab')).toBe(false);
});

test('BM10 gets its own theme and title whatever the brand', () => {
  expect(themeFor('burjeel', 'BM10')).toBe(BM10_THEME);
  expect(themeFor('burjeel', 'bm10')).toBe(BM10_THEME);
  expect(themeFor('burjeel', 'BU10')).toBe(BRAND_THEMES.burjeel);
  expect(BM10_THEME.title.en).not.toBe(BRAND_THEMES.burjeel.title.en);
  expect(BM10_THEME.primary).not.toBe(BRAND_THEMES.burjeel.primary);
});

test('every theme keeps white text on its primary colour at WCAG AA (4.5:1), and themes differ', () => {
  const themes = [...BRANDS.map((b) => BRAND_THEMES[b]), BM10_THEME];
  for (const t of themes) {
    expect(contrastRatio(t.primary, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(t.primaryDark, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(t.secondary, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    // The tint is a background for dark text.
    expect(contrastRatio(t.tint, '#1a202c')).toBeGreaterThanOrEqual(4.5);
    expect(t.title.ar).toMatch(/[\u0600-\u06FF]/);
  }
  expect(new Set(themes.map((t) => t.primary)).size).toBe(themes.length);
  expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 0);
});

test('the generated logo is an SVG wordmark with the brand colour, safe as a data URL', () => {
  const svg = logoSvg(BRAND_THEMES.lifecare);
  expect(svg).toContain('<svg');
  expect(svg).toContain('LIFECARE');
  expect(svg).toContain(BRAND_THEMES.lifecare.primary);
  expect(logoDataUrl(BRAND_THEMES.lifecare)).toMatch(/^data:image\/svg\+xml;charset=utf-8,%3Csvg/);
  expect(logoSvg({ ...BRAND_THEMES.llh, wordmark: '<A&B>' })).toContain('&lt;A&amp;B&gt;');
});

test('support e-mail per brand', () => {
  for (const b of BRANDS) expect(supportEmail(b)).toMatch(/^[^@\s]+@[^@\s]+\.[a-z]{2,}$/);
  expect(new Set(BRANDS.map(supportEmail)).size).toBe(BRANDS.length);
});

test('the view cookie carries the brand and language, and a request reads only known values back', () => {
  expect(viewCookieValue('medeor', 'ar')).toBe('medeor.ar');
  expect(viewCookieValue('burjeel', null)).toBe('burjeel.en');
  expect(viewCookieValue('llh', 'fr')).toBe('llh.en');
  expect(readViewCookie('a=1; portal_view=lifecare.ar; b=2')).toEqual({ brand: 'lifecare', lang: 'ar' });
  expect(readViewCookie('portal_view=nope.de')).toEqual({});
  expect(readViewCookie('portal_view=colab')).toEqual({ brand: 'colab' });
  expect(readViewCookie('other_view=medeor.ar')).toEqual({});
  expect(readViewCookie(undefined)).toEqual({});
});

test("the content base the page names is taken only for the brand it names, and only as an address", () => {
  const page = (content: string) => ({ querySelector: () => ({ getAttribute: () => content }) });
  expect(contentBaseFromPage(page('medeor https://content.example/medeor/'), 'medeor')).toBe('https://content.example/medeor/');
  expect(contentBaseFromPage(page('medeor /content/medeor/'), 'medeor')).toBe('/content/medeor/');
  expect(contentBaseFromPage(page('medeor https://content.example/medeor/'), 'llh')).toBeNull();
  expect(contentBaseFromPage(page('medeor javascript:alert(1)'), 'medeor')).toBeNull();
  expect(contentBaseFromPage(page('medeor'), 'medeor')).toBeNull();
  expect(contentBaseFromPage({ querySelector: () => null }, 'medeor')).toBeNull();
});
