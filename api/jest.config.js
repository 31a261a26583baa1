/** API tests: ESM TypeScript through SWC, against in-memory PGlite (and PostgreSQL when PORTAL_TEST_DATABASE_URL is set). */
export default {
  testEnvironment: 'node',
  extensionsToTreatAsEsm: ['.ts'],
  transform: {
    '^.+\\.ts$': ['@swc/jest', { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' }, module: { type: 'es6' } }],
  },
  moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
  testMatch: ['<rootDir>/test/**/*.test.ts', '<rootDir>/src/**/*.test.ts'],
  // Generous: a 2-core machine shared with builds and browsers can take seconds to start a PGlite.
  testTimeout: 60000,
  // One worker process, replaced once it holds more than this after a test file: each file's ESM modules and
  // PGlite stay in the process that ran them, and a process that keeps them all slows down as its heap grows.
  workerIdleMemoryLimit: '1GB',
};
