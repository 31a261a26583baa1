import { getPortalSystem, getPortalSystemWithoutGlobals, registerRecipes } from './system';

describe('the system of a page with the static stylesheet', () => {
  it('has no global styles, and the same tokens, styles and recipes as the system the stylesheet is written from', () => {
    registerRecipes({ recipes: { earlyRecipe: { base: { color: 'fg.muted' } } } });
    const page = getPortalSystemWithoutGlobals();
    const full = getPortalSystem();
    registerRecipes({ slotRecipes: { lateRecipe: { slots: ['root'], base: { root: { p: '2' } } } } });

    expect(page._global).toEqual([]);
    expect(full._global.length).toBeGreaterThan(0);
    expect(page.token('colors.fg.muted')).toBe(full.token('colors.fg.muted'));
    const style = { color: 'brand.fg', px: { base: '4', md: '6' }, _hover: { bg: 'red.subtle' } };
    expect(page.css(style)).toEqual(full.css(style));
    for (const s of [page, full]) {
      expect(s.isRecipe('earlyRecipe')).toBe(true);
      expect(s.isSlotRecipe('lateRecipe')).toBe(true);
      expect(s.isRecipe('button')).toBe(true);
    }
  });
});
