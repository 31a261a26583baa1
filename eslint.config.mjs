// ESLint for the whole workspace. The import boundaries of CONVENTIONS.md are enforced here:
// code flows @portal/shared → remote → shell; a remote never imports another remote or the shell,
// and nothing imports the API's internals from the browser.
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const remotes = ['mfe-identity', 'mfe-appointments', 'mfe-telecare', 'mfe-records', 'mfe-content', 'mfe-admin'];
// Apps are imported by folder (relative paths) or package name; `@portal/shared/api` is not the API app.
const appPatterns = (app) => (app === 'api' ? ['**/api/src/**'] : [`**/${app}/**`, app, `${app}/**`]);
const crossImports = (self) =>
  [...remotes.filter((r) => r !== self), 'shell', 'api'].map((other) => ({
    group: appPatterns(other),
    message: `${self} must not import ${other}: share through @portal/shared or the event bus.`,
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
    rules: { 'no-restricted-imports': ['error', { patterns: crossImports(r) }] },
  })),
  {
    files: ['shared/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [...remotes, 'shell', 'api'].map((o) => ({ group: appPatterns(o), message: '@portal/shared must not depend on an app.' })) },
      ],
    },
  },
  {
    files: ['shell/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [...remotes, 'api'].map((o) => ({ group: appPatterns(o), message: 'The shell knows remotes only through the registry and the contract.' })) },
      ],
    },
  },
  { files: ['**/*.{js,cjs,mjs}'], languageOptions: { globals: globals.node }, rules: { '@typescript-eslint/no-require-imports': 'off' } },
);
