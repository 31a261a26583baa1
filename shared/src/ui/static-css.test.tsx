/** @jest-environment node */
import { renderStaticCss } from './static-css';

// The stylesheet the shell's build writes (@portal/build staticCssPlugin) from the same system.
describe('the static design-system stylesheet', () => {
  const css = renderStaticCss();

  test('declares the cascade layers first, then the reset, the global styles and the tokens in their layers', () => {
    expect(css.startsWith('@layer reset,base,tokens,recipes;')).toBe(true);
    for (const layer of ['@layer reset{', '@layer base{', '@layer tokens{']) expect(css.includes(layer)).toBe(true);
    expect(css.indexOf('@layer reset{')).toBeLessThan(css.indexOf('@layer base{'));
  });

  test("has the portal's own global styles: focus ring, Arabic font, mirrored icons, and the brand palette's tokens", () => {
    // (Booleans, not toContain: a failure would print the whole stylesheet.)
    expect(/:focus-visible\{outline:2px solid var\(--portal-primary\)/.test(css)).toBe(true);
    expect(css.includes('html[lang=ar],html[dir=rtl]{font-family:')).toBe(true);
    expect(/\[dir=rtl\] \.portal-icon-directional\{[^}]*transform:scaleX\(-1\)/.test(css)).toBe(true);
    expect(css.includes('--chakra-colors-brand-solid:var(--portal-primary)')).toBe(true);
    // Palettes the portal leaves out of its tokens (system.ts) are not in the page either.
    expect(css.includes('--chakra-colors-teal-500')).toBe(false);
  });
});
