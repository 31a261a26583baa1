/** @portal/shared tests: TypeScript/TSX through SWC, jsdom by default (api tests opt into node per file). */
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];

module.exports = {
  // jsdom with Node's fetch classes: the fake network of the tests (MSW, @portal/shared/testing) answers fetch.
  testEnvironment: require.resolve('../scripts/jest-jsdom-fetch.cjs'),
  roots: ['<rootDir>/src'],
  testMatch: ['**/*.test.ts', '**/*.test.tsx'],
  transform: { '^.+\\.(t|j)sx?$': swc, '^.+\\.mjs$': swc },
  // ES modules in node_modules are compiled too: every .mjs file, and the .js of ky and of until-async (MSW's).
  transformIgnorePatterns: ['/node_modules/(?!(\.pnpm/[^/]+/node_modules/)?(ky|until-async)/).+\.c?js$'],
  setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
  testTimeout: 20000,
};
