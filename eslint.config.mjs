// ESLint for the whole workspace. The import boundaries of CONVENTIONS.md are enforced here:
// code flows @portal/shared → remote → shell; a remote never imports another remote or the shell,
// and nothing imports the API's internals from the browser.
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import fs from 'node:fs';

const remotes = ['mfe-identity', 'mfe-appointments', 'mfe-telecare', 'mfe-records', 'mfe-content', 'mfe-admin'];
// Apps are imported by folder (relative paths) or package name; `@portal/shared/api` is not the API app.
const appPatterns = (app) => (app === 'api' ? ['**/api/src/**'] : [`**/${app}/**`, app, `${app}/**`]);
const crossImports = (self) =>
  [...remotes.filter((r) => r !== self), 'shell', 'api'].map((other) => ({
    group: appPatterns(other),
    message: `${self} must not import ${other}: share through @portal/shared or the event bus.`,
  }));

/**
 * react-router-dom and react-i18next reach the browser through curated re-exports
 * (shared/src/curated/*.ts, aliased by scripts/webpack-config.cjs): a name they do not list would be
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
  { files: ['**/*.{js,cjs,mjs}'], languageOptions: { globals: globals.node }, rules: { '@typescript-eslint/no-require-imports': 'off' } },
);
