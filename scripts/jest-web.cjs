// Jest for the browser packages (shell and remotes): TypeScript/TSX through SWC, jsdom, Testing Library.
const path = require('node:path');

module.exports = (dir) => ({
  rootDir: dir,
  // jsdom with Node's fetch classes: the pages' calls go through the real shared client to the tests' fake
  // network (MSW, @portal/shared/testing setupNetwork).
  testEnvironment: require.resolve('./jest-jsdom-fetch.cjs'),
  transform: {
    '^.+\\.(t|j)sx?$|\\.mjs$': [
      require.resolve('@swc/jest'),
      { jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } }, target: 'es2022' }, module: { type: 'commonjs' } },
    ],
  },
  // ESM-only packages are transpiled too, and every .mjs file (MSW's dependencies ship several).
  transformIgnorePatterns: ['/node_modules/(?!(\\.pnpm/)?(ky|@module-federation|@ark-ui|@zag-js|@chakra-ui|@pandacss|proxy-compare|uqr|until-async)).+\\.c?js$'],
  moduleNameMapper: { '\\.(svg|png|jpe?g|webp)$': path.join(__dirname, 'jest-file-stub.cjs') },
  setupFilesAfterEnv: [path.join(__dirname, 'jest-setup.cjs')],
  testMatch: ['<rootDir>/src/**/*.test.{ts,tsx}'],
  // Component tests render Chakra in jsdom; with every package's suites running at once the first render
  // of a file can take several seconds, so jest's 5 s default fails healthy tests under load.
  testTimeout: 30000,
});
