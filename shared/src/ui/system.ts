import { createSystem, defaultBaseConfig, defineConfig, type RecipeDefinition, type SlotRecipeConfig } from '@chakra-ui/react';
import {
  badgeRecipe,
  breakpoints,
  buttonRecipe,
  cardSlotRecipe,
  containerRecipe,
  fieldSlotRecipe,
  globalCss,
  headingRecipe,
  inputRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  nativeSelectSlotRecipe,
  semanticTokens,
  separatorRecipe,
  skeletonRecipe,
  spinnerRecipe,
  tableSlotRecipe,
  textStyles,
  textareaRecipe,
  tokens,
  animationStyles,
} from '@chakra-ui/react/theme';
import { ARABIC_FONT_STACK, LATIN_FONT_STACK } from '@portal/shared/i18n';

/**
 * The portal has one colour scheme, the light one: a semantic token's `_light` value is its value, and Chakra's
 * `_dark` values are left out. Chakra would otherwise write every semantic colour twice more (under `:root, .light`
 * and `.dark`), in the page's stylesheet and in the token dictionary it builds at start-up.
 */
type TokenTree = { [key: string]: TokenTree | unknown };
function lightScheme<T extends object>(tree: T): T {
  const walk = (node: unknown): unknown => {
    if (!node || typeof node !== 'object') return node;
    if ('value' in node) {
      const value = (node as { value: unknown }).value;
      if (value && typeof value === 'object' && !Array.isArray(value) && '_light' in value) return { ...node, value: (value as { _light: unknown })._light };
      return node;
    }
    return Object.fromEntries(Object.entries(node as TokenTree).map(([k, v]) => [k, walk(v)]));
  };
  return walk(tree) as T;
}

/**
 * The portal's design system: Chakra's base config plus only the recipes the portal renders (measured in
 * ARCHITECTURE.md: the full theme shared as a singleton is 311 KB gzip, a curated set about 82 KB).
 * Adding a Chakra component to `ui/index.ts` means adding its recipe here, or it renders unstyled. The
 * components loaded on first use (lazy.tsx: dialogs, menus, tabs, checkboxes…, the toaster view) bring
 * their recipes with them and add them with `registerRecipes` before they first render.
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

/**
 * Chakra's input, plus a focus ring for fields made of parts (date, time): keyboard focus moves through their
 * day, month and year and then their calendar button, and while that button has focus Chromium's field matches
 * neither :focus nor :focus-visible, only :focus-within — so the recipe's ring disappeared there (WCAG 2.4.7).
 * The whole field is ringed, 2px in the brand colour, wherever focus is inside it.
 */
const portalInputRecipe: typeof inputRecipe = {
  ...inputRecipe,
  base: {
    ...inputRecipe.base,
    '&:is([type=date], [type=time], [type=datetime-local], [type=month], [type=week]):focus-within': {
      outlineStyle: 'solid',
      outlineWidth: '2px',
      outlineColor: 'var(--focus-ring-color, var(--focus-color))',
      outlineOffset: '0',
      borderColor: 'var(--focus-ring-color, var(--focus-color))',
    },
  },
};

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
    semanticTokens: lightScheme({
      ...semanticTokens,
      colors: {
        ...withoutUnusedPalettes(semanticTokens.colors),
        brand: brandPalette,
        // Chakra's error and success text (red.500, green.600) is under 4.5:1 on white; inline form
        // errors and outcome messages are small text, so they take the next darker shade (WCAG 1.4.3).
        fg: {
          ...(semanticTokens.colors as Record<string, Record<string, unknown>>).fg,
          error: { value: '{colors.red.700}' },
          success: { value: '{colors.green.700}' },
        },
      },
    }),
    recipes: {
      badge: badgeRecipe,
      button: buttonRecipe,
      container: containerRecipe,
      heading: headingRecipe,
      input: portalInputRecipe,
      link: linkRecipe,
      separator: separatorRecipe,
      skeleton: skeletonRecipe,
      spinner: spinnerRecipe,
      textarea: textareaRecipe,
    },
    slotRecipes: {
      card: cardSlotRecipe,
      field: fieldSlotRecipe,
      nativeSelect: nativeSelectSlotRecipe,
      table: tableSlotRecipe,
    },
    textStyles,
    layerStyles,
    animationStyles,
  },
});

type PortalSystem = ReturnType<typeof createSystem>;
type Recipes = { recipes?: Record<string, RecipeDefinition>; slotRecipes?: Record<string, SlotRecipeConfig> };
let system: PortalSystem | undefined;
let withoutGlobals: PortalSystem | undefined;
/** Every recipe `registerRecipes` was given: a system made later starts with them. */
const registered: Required<Recipes> = { recipes: {}, slotRecipes: {} };

function addRecipes(to: PortalSystem, parts: Recipes): void {
  const theme = (to._config.theme ??= {});
  if (parts.recipes) theme.recipes = Object.assign(theme.recipes ?? {}, parts.recipes);
  if (parts.slotRecipes) theme.slotRecipes = Object.assign(theme.slotRecipes ?? {}, parts.slotRecipes);
}

function makeSystem(config: typeof portalConfig): PortalSystem {
  const made = createSystem(defaultBaseConfig, config);
  addRecipes(made, registered);
  return made;
}

/**
 * The portal's system with its global styles, created on first use: for a page without the static stylesheet
 * (tests, standalone remotes) and for writing that stylesheet (static-css.tsx). Building a system (the token
 * dictionary, the tokens' CSS) is the largest single piece of work of a page's start, which the shell runs in a task
 * of its own (shell/src/index.ts).
 */
export function getPortalSystem(): PortalSystem {
  return (system ??= makeSystem(portalConfig));
}

/** The id of the page's static design-system stylesheet (@portal/build `staticCssPlugin`). */
export const STATIC_CSS_ID = 'portal-global-css';

/**
 * The system for a page that links the static stylesheet: the same config without preflight and global styles,
 * which the stylesheet has (Chakra then neither builds them, about a tenth of the system's making, nor inserts
 * them), and with no global styles at all (`_global`, which `ChakraProvider` inserts: Chakra still makes the
 * tokens' CSS and keyframes). Its properties are copied as they are, getters not called.
 */
export function getPortalSystemWithoutGlobals(): PortalSystem {
  if (!withoutGlobals) {
    const descriptors = Object.getOwnPropertyDescriptors(makeSystem({ ...portalConfig, preflight: false, globalCss: {} }));
    descriptors._global = { value: [], enumerable: true };
    withoutGlobals = Object.defineProperties({}, descriptors) as PortalSystem;
  }
  return withoutGlobals;
}

/** The system this page renders with (`PortalUiProvider`): without global styles where the static stylesheet has them. */
export function getPageSystem(): PortalSystem {
  return hasStaticCss() ? getPortalSystemWithoutGlobals() : getPortalSystem();
}

/**
 * Whether this page has the static stylesheet (the portal's pages do; tests and standalone remotes do not). On the
 * server (no document) the page being rendered is the portal's, whose index.html links it (the first view, shell/src/server.tsx).
 */
export function hasStaticCss(): boolean {
  if (typeof document === 'undefined') return true;
  return document.getElementById(STATIC_CSS_ID) !== null;
}

/**
 * Adds recipes to the portal's system after it was created: the lazily loaded parts (parts/*.ts,
 * toaster-view.tsx) call this when their chunk is evaluated, i.e. before any of their components renders,
 * so their recipes are not in the first load of every page. Chakra reads `theme.recipes` /
 * `theme.slotRecipes` of the system's config when a component first asks for its recipe (and caches
 * the compiled recipe from then on), so a recipe added before that first render behaves exactly like one
 * given to `createSystem`.
 */
export function registerRecipes(parts: Recipes): void {
  Object.assign(registered.recipes, parts.recipes);
  Object.assign(registered.slotRecipes, parts.slotRecipes);
  for (const made of [system, withoutGlobals]) if (made) addRecipes(made, parts);
}
