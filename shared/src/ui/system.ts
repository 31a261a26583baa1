import { createSystem, defaultBaseConfig, defineConfig } from '@chakra-ui/react';
import {
  accordionSlotRecipe,
  badgeRecipe,
  breakpoints,
  buttonRecipe,
  cardSlotRecipe,
  checkboxSlotRecipe,
  checkmarkRecipe,
  containerRecipe,
  dialogSlotRecipe,
  drawerSlotRecipe,
  fieldSlotRecipe,
  globalCss,
  headingRecipe,
  inputRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  menuSlotRecipe,
  nativeSelectSlotRecipe,
  pinInputSlotRecipe,
  progressSlotRecipe,
  radioGroupSlotRecipe,
  radiomarkRecipe,
  semanticTokens,
  separatorRecipe,
  skeletonRecipe,
  spinnerRecipe,
  tableSlotRecipe,
  tabsSlotRecipe,
  textStyles,
  textareaRecipe,
  toastSlotRecipe,
  tokens,
  tooltipSlotRecipe,
  animationStyles,
} from '@chakra-ui/react/theme';
import { ARABIC_FONT_STACK, LATIN_FONT_STACK } from '@portal/shared/i18n';

/**
 * The portal's design system: Chakra's base config plus only the recipes the portal renders (measured in
 * ARCHITECTURE.md: the full theme shared as a singleton is 311 KB gzip, a curated set about 82 KB).
 * Adding a Chakra component to `ui/index.ts` means adding its recipe here, or it renders unstyled.
 *
 * Brand colours are CSS variables (`--portal-primary` …) set by `PortalUiProvider`, so a brand or BM10
 * switch restyles the page without rebuilding the system; `brand` is the default colour palette.
 */
const brandPalette = {
  solid: { value: 'var(--portal-primary)' },
  contrast: { value: 'white' },
  fg: { value: 'var(--portal-primary)' },
  muted: { value: 'var(--portal-tint)' },
  subtle: { value: 'var(--portal-tint)' },
  emphasized: { value: 'var(--portal-primary-dark)' },
  focusRing: { value: 'var(--portal-primary)' },
  border: { value: 'var(--portal-primary)' },
};

/**
 * Colour palettes the portal's pages use (grep colorPalette / '<palette>.<shade>' in the apps): Chakra's
 * grey, red, orange, green, blue and purple, plus `brand`. The others (yellow, teal, cyan, pink) are left
 * out of the tokens, so the page does not carry their CSS variables. Remove one from this set before using it.
 */
const UNUSED_PALETTES = new Set(['yellow', 'teal', 'cyan', 'pink']);
const withoutUnusedPalettes = <T extends object>(colors: T): T =>
  Object.fromEntries(Object.entries(colors).filter(([name]) => !UNUSED_PALETTES.has(name))) as T;

const portalConfig = defineConfig({
  preflight: true,
  cssVarsPrefix: 'chakra',
  cssVarsRoot: ':where(html, .chakra-theme)',
  globalCss: {
    ...globalCss,
    html: {
      color: 'fg',
      bg: 'bg',
      lineHeight: '1.5',
      colorPalette: 'brand',
      fontFamily: LATIN_FONT_STACK,
    },
    'html[lang=ar], html[dir=rtl]': { fontFamily: ARABIC_FONT_STACK },
    body: { fontFamily: 'inherit' },
    // A visible focus ring everywhere keyboard focus lands (WCAG 2.4.7), in the brand colour.
    ':focus-visible': { outline: '2px solid var(--portal-primary)', outlineOffset: '2px' },
    // Arrows and chevrons point along the reading direction.
    '[dir=rtl] .portal-icon-directional': { transform: 'scaleX(-1)' },
  },
  theme: {
    breakpoints,
    keyframes,
    tokens: {
      ...tokens,
      colors: withoutUnusedPalettes(tokens.colors),
      fonts: {
        ...tokens.fonts,
        body: { value: 'inherit' },
        heading: { value: 'inherit' },
      },
    },
    semanticTokens: {
      ...semanticTokens,
      colors: { ...withoutUnusedPalettes(semanticTokens.colors), brand: brandPalette },
    },
    recipes: {
      badge: badgeRecipe,
      button: buttonRecipe,
      checkmark: checkmarkRecipe,
      container: containerRecipe,
      heading: headingRecipe,
      input: inputRecipe,
      link: linkRecipe,
      radiomark: radiomarkRecipe,
      separator: separatorRecipe,
      skeleton: skeletonRecipe,
      spinner: spinnerRecipe,
      textarea: textareaRecipe,
    },
    slotRecipes: {
      accordion: accordionSlotRecipe,
      card: cardSlotRecipe,
      checkbox: checkboxSlotRecipe,
      dialog: dialogSlotRecipe,
      drawer: drawerSlotRecipe,
      field: fieldSlotRecipe,
      menu: menuSlotRecipe,
      nativeSelect: nativeSelectSlotRecipe,
      pinInput: pinInputSlotRecipe,
      progress: progressSlotRecipe,
      radioGroup: radioGroupSlotRecipe,
      table: tableSlotRecipe,
      tabs: tabsSlotRecipe,
      toast: toastSlotRecipe,
      tooltip: tooltipSlotRecipe,
    },
    textStyles,
    layerStyles,
    animationStyles,
  },
});

export const portalSystem = createSystem(defaultBaseConfig, portalConfig);
