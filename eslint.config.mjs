// ESLint for the whole workspace. The import boundaries of CONVENTIONS.md are enforced here:
// code flows @portal/shared → remote → shell; a remote never imports another remote or the shell,
// and nothing imports the API's internals from the browser.
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import globals from 'globals';
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';

// The remotes' folders, from the one list of remotes (a remote added there gets its boundaries here).
const remotes = createRequire(import.meta.url)('./scripts/remotes.cjs').map((r) => r.dir);
// The API's modules (api/src/modules/<area>/), each a boundary of its own.
const apiModules = fs.readdirSync(new URL('./api/src/modules/', import.meta.url), { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name);
// Apps are imported by folder (relative paths) or package name; `@portal/shared/api` is not the API app.
const appPatterns = (app) => (app === 'api' ? ['**/api/src/**'] : [`**/${app}/**`, app, `${app}/**`]);
const crossImports = (self) =>
  [...remotes.filter((r) => r !== self), 'shell', 'api'].map((other) => ({
    group: appPatterns(other),
    message: `${self} must not import ${other}: share through @portal/shared or the event bus.`,
  }));

/**
 * react-router-dom and react-i18next reach the browser through curated re-exports
 * (shared/src/curated/*.ts, aliased by @portal/build): a name they do not list would be
 * `undefined` at run time although it type-checks, so importing it is refused here.
 */
const curatedNames = (file) => {
  const text = fs.readFileSync(new URL(`./shared/src/curated/${file}`, import.meta.url), 'utf8');
  return [...text.matchAll(/export (?:type )?\{([^}]*)\}/g)].flatMap((m) => m[1].split(',').map((n) => n.trim()).filter(Boolean));
};
const curatedPaths = ['react-router-dom', 'react-i18next'].map((name) => ({
  name,
  allowImportNames: curatedNames(`${name}.ts`),
  message: `the portal's build ships only the parts of ${name} listed in shared/src/curated/${name}.ts: add the name there first.`,
}));

/**
 * No literal user-facing text in JSX: every text a person reads goes through i18next, so
 * that it exists in English and Arabic. A small local rule rather than a plugin: it reports JSX text with a
 * letter in it (any script) and the literal string values of the attributes a person reads or hears
 * (aria-label, title, placeholder, alt). Symbols, digits and punctuation (`·`, `404`, `→`) pass.
 */
const USER_FACING_ATTRIBUTES = new Set(['aria-label', 'aria-description', 'title', 'placeholder', 'alt', 'label']);
/** Chakra style props that stay on one physical side, and their logical replacements (pages work right to left). */
const PHYSICAL_PROPS = {
  ml: 'ms', mr: 'me', pl: 'ps', pr: 'pe', marginLeft: 'marginStart', marginRight: 'marginEnd', paddingLeft: 'paddingStart', paddingRight: 'paddingEnd',
  left: 'insetStart', right: 'insetEnd', borderLeft: 'borderStart', borderRight: 'borderEnd', borderLeftWidth: 'borderStartWidth', borderRightWidth: 'borderEndWidth',
  borderLeftColor: 'borderStartColor', borderRightColor: 'borderEndColor', roundedLeft: 'roundedStart', roundedRight: 'roundedEnd',
  borderLeftRadius: 'borderStartRadius', borderRightRadius: 'borderEndRadius',
};
const hasLetter = (text) => /\p{L}/u.test(text);
const portalPlugin = {
  rules: {
    'no-literal-jsx-text': {
      meta: { type: 'problem', docs: { description: 'User-facing text in JSX must come from i18next (t()).' }, schema: [] },
      create(context) {
        return {
          JSXText(node) {
            if (hasLetter(node.value)) context.report({ node, message: `Literal text "${node.value.trim().slice(0, 40)}" in JSX: put it in the i18n en.json/ar.json and use t().` });
          },
          JSXAttribute(node) {
            const name = typeof node.name.name === 'string' ? node.name.name : '';
            if (!USER_FACING_ATTRIBUTES.has(name) || !node.value) return;
            const literal =
              node.value.type === 'Literal' ? node.value.value
              : node.value.type === 'JSXExpressionContainer' && node.value.expression.type === 'Literal' ? node.value.expression.value
              : node.value.type === 'JSXExpressionContainer' && node.value.expression.type === 'TemplateLiteral' && node.value.expression.expressions.length === 0 ? node.value.expression.quasis[0].value.cooked
              : null;
            if (typeof literal === 'string' && hasLetter(literal)) context.report({ node, message: `Literal ${name}="${literal.slice(0, 40)}": put it in the i18n en.json/ar.json and use t().` });
          },
        };
      },
    },
    'logical-properties': {
      meta: { type: 'problem', docs: { description: 'Layout follows the reading direction: logical style props, not left/right.' }, schema: [] },
      create(context) {
        return {
          JSXAttribute(node) {
            const name = typeof node.name.name === 'string' ? node.name.name : '';
            if (PHYSICAL_PROPS[name]) context.report({ node, message: `${name} does not mirror in Arabic: use ${PHYSICAL_PROPS[name]}.` });
            const v = node.value?.type === 'Literal' ? node.value.value : null;
            if (name === 'textAlign' && (v === 'left' || v === 'right')) context.report({ node, message: `textAlign="${v}" does not mirror in Arabic: use ${v === 'left' ? 'start' : 'end'}.` });
          },
        };
      },
    },
  },
};

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '.portal/**', '**/coverage/**', 'e2e/test-results/**', 'e2e/playwright-report/**'] },
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-non-null-assertion': 'off',
      '@typescript-eslint/no-require-imports': 'off',
    },
  },
  ...remotes.map((r) => ({
    files: [`${r}/**/*.{ts,tsx}`],
    rules: { 'no-restricted-imports': ['error', { paths: curatedPaths, patterns: crossImports(r) }] },
  })),
  {
    files: ['shared/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: curatedPaths, patterns: [...remotes, 'shell', 'api'].map((o) => ({ group: appPatterns(o), message: '@portal/shared must not depend on an app.' })) },
      ],
    },
  },
  {
    files: ['shell/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: curatedPaths, patterns: [...remotes, 'api'].map((o) => ({ group: appPatterns(o), message: 'The shell knows remotes only through the registry and the contract.' })) },
      ],
    },
  },
  // The curated files themselves, and jest-only helpers (never bundled) that may use any part of the router.
  {
    files: ['shared/src/curated/**', 'shared/src/testing/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [...remotes, 'shell', 'api'].map((o) => ({ group: appPatterns(o), message: '@portal/shared must not depend on an app.' })) }] },
  },
  {
    files: [...remotes.map((r) => `${r}/src/**/*.tsx`), 'shell/src/**/*.tsx', 'shared/src/ui/**/*.tsx'],
    ignores: ['**/*.test.tsx', '**/*-test-support.tsx', '**/test/**', '**/testing/**'],
    plugins: { portal: portalPlugin },
    rules: { 'portal/no-literal-jsx-text': 'error', 'portal/logical-properties': 'error' },
  },
  // Server state has one home per feature (docs/architecture.md "Server state"): its `*.api.ts` file holds the calls,
  // the query options and the mutation hooks with what they invalidate; components call those hooks.
  {
    files: [...remotes.map((r) => `${r}/src/**/*.{ts,tsx}`), 'shell/src/**/*.{ts,tsx}', 'shared/src/**/*.{ts,tsx}'],
    ignores: ['**/*.api.ts', '**/*.test.{ts,tsx}', '**/test/**', '**/testing/**', 'shared/src/api/**', 'shell/src/query/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: "ImportDeclaration[source.value='@tanstack/react-query'] ImportSpecifier[imported.name='useMutation']", message: "A mutation is a hook of the feature's *.api.ts, which owns what it invalidates." },
        { selector: "CallExpression[callee.property.name='invalidateQueries']", message: "Invalidation belongs to the mutation hook of the feature's *.api.ts." },
        { selector: "ImportDeclaration[source.value='@portal/shared/api'] ImportSpecifier[imported.name=/^api(Get|Post|Put|Patch|Delete)$/]", message: "API calls live in the feature's *.api.ts; a component calls its hooks or query options." },
      ],
    },
  },
  // No import cycle in any package: in a cycle, the order of evaluation decides whether an imported name is
  // defined yet. A cycle closed by a dynamic `import()` is allowed: that edge runs after both files are evaluated
  // (the lazily loaded UI parts of shared/src/ui register with the file that loads them).
  ...['api', 'shared', 'shell', ...remotes].map((pkg) => ({
    files: [`${pkg}/src/**/*.{ts,tsx}`],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: `${pkg}/tsconfig.json` })],
      // Imports are written with `.js` (API) or without an extension and resolve to `.ts`/`.tsx` files, which
      // the rule must parse to follow them.
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/extensions': ['.ts', '.tsx', '.js'],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true, allowUnsafeDynamicCyclicDependency: true }] },
  })),
  // The API's layers (api/src/modules/README.md "Boundaries"): a module reaches another module through what that
  // module exports for it (its service, index or queries), never through its repository or its table types; the
  // adapters (src/adapters) import no module; the stand-ins of outside systems (src/standins) are reached by the
  // portal's modules only through the adapters, as a real system would be.
  {
    files: ['api/src/**/*.ts'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...apiModules.map((m) => ({
              target: `./api/src/modules/${m}/**`,
              from: apiModules.filter((o) => o !== m).map((o) => `./api/src/modules/${o}/{repository,tables,*-tables}.ts`),
              message: `${m} reaches another module through its service, index or queries, not its repository or tables.`,
            })),
            { target: './api/src/adapters/**', from: './api/src/modules/**', message: 'An adapter serves the modules and imports none of them.' },
          ],
          basePath: fileURLToPath(new URL('.', import.meta.url)),
        },
      ],
    },
  },
  {
    files: ['api/src/modules/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['**/standins/**'], message: 'A portal module reaches a stand-in of an outside system only through its adapter (src/adapters).' }] }],
    },
  },
  { files: ['**/*.{js,cjs,mjs}'], languageOptions: { globals: globals.node }, rules: { '@typescript-eslint/no-require-imports': 'off' } },
);
