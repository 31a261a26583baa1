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
  testEnvironment: 'jsdom',
  roots: ['<rootDir>/src'],
  testMatch: ['**/*.test.ts', '**/*.test.tsx'],
  transform: { '^.+\\.(t|j)sx?$': swc, '^.+\\.mjs$': swc },
  // ky ships ES modules only; everything else in node_modules is CommonJS-ready.
  transformIgnorePatterns: ['/node_modules/(?!(\\.pnpm/ky@[^/]+/node_modules/)?ky/)'],
  setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
  testTimeout: 20000,
};
