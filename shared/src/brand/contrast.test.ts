import { BM10_THEME, BRANDS, BRAND_THEMES, contrastRatio, type BrandTheme } from './index';

/**
 * WCAG 2.2 contrast of every brand theme: the colour pairs the portal's pages actually draw
 * with a theme (ui/system.ts maps `brand.*` to these CSS variables; the greys are Chakra's light tokens).
 * Text needs 4.5:1 (1.4.3); large text, focus rings, borders and other UI parts 3:1 (1.4.11).
 */
const WHITE = '#ffffff';
const GREY = { 50: '#fafafa', 100: '#f4f4f5', 500: '#71717a', 600: '#52525b' } as const; // bg.subtle, bg.muted, dots, fg.muted
const BLACK = '#000000'; // fg

type Pair = { what: string; fg: (t: BrandTheme) => string; bg: (t: BrandTheme) => string; min: 4.5 | 3 };
const PAIRS: Pair[] = [
  { what: 'button label on a solid brand button', fg: () => WHITE, bg: (t) => t.primary, min: 4.5 },
  { what: 'button label on a hovered/pressed brand button', fg: () => WHITE, bg: (t) => t.primaryDark, min: 4.5 },
  { what: 'brand text and links (brand.fg) on the page', fg: (t) => t.primary, bg: () => WHITE, min: 4.5 },
  { what: 'brand text on a subtle grey card (bg.subtle)', fg: (t) => t.primary, bg: () => GREY[50], min: 4.5 },
  { what: 'brand text on a muted grey surface (bg.muted)', fg: (t) => t.primary, bg: () => GREY[100], min: 4.5 },
  { what: 'brand text on a tinted surface (subtle button, selected menu item)', fg: (t) => t.primary, bg: (t) => t.tint, min: 4.5 },
  { what: 'emphasized brand text on the tint', fg: (t) => t.primaryDark, bg: (t) => t.tint, min: 4.5 },
  { what: 'accent text (secondary) on the page', fg: (t) => t.secondary, bg: () => WHITE, min: 4.5 },
  { what: 'accent text on the tint', fg: (t) => t.secondary, bg: (t) => t.tint, min: 4.5 },
  { what: 'body text on the tint', fg: () => BLACK, bg: (t) => t.tint, min: 4.5 },
  { what: 'muted text (fg.muted) on the tint', fg: () => GREY[600], bg: (t) => t.tint, min: 4.5 },
  { what: 'focus ring and brand borders against the page', fg: (t) => t.primary, bg: () => WHITE, min: 3 },
  { what: 'focus ring against the tint', fg: (t) => t.primary, bg: (t) => t.tint, min: 3 },
  { what: 'current carousel dot against the page', fg: (t) => t.primary, bg: () => WHITE, min: 3 },
];

const themes = [...BRANDS.map((b) => BRAND_THEMES[b]), BM10_THEME];

test('every brand has a theme, and BM10 is checked too', () => {
  expect(themes.map((t) => t.id)).toEqual(['burjeel', 'medeor', 'lifecare', 'llh', 'colab', 'BM10']);
});

test.each(themes.map((t) => [t.id, t] as const))('%s: every text/background/button pair meets WCAG AA', (_id, theme) => {
  const failing = PAIRS.map((p) => ({ ...p, ratio: contrastRatio(p.fg(theme), p.bg(theme)) }))
    .filter((p) => p.ratio < p.min)
    .map((p) => `${p.what}: ${p.fg(theme)} on ${p.bg(theme)} is ${p.ratio.toFixed(2)}:1, needs ${p.min}:1`);
  expect(failing).toEqual([]);
});

test('the portal-wide greys pass on white: muted text 4.5:1, inactive carousel dots 3:1', () => {
  expect(contrastRatio(GREY[600], WHITE)).toBeGreaterThanOrEqual(4.5);
  expect(contrastRatio(GREY[600], GREY[50])).toBeGreaterThanOrEqual(4.5);
  expect(contrastRatio(GREY[500], WHITE)).toBeGreaterThanOrEqual(3);
});

test('the check itself: a pale brand colour fails', () => {
  expect(contrastRatio('#7fb2d0', WHITE)).toBeLessThan(4.5);
  expect(contrastRatio('#777777', WHITE)).toBeCloseTo(4.48, 1);
});
