module.exports = {
  ...require('../scripts/jest-web.cjs')(__dirname),
  // jsdom plus Node's fetch classes: the pages' calls go through the real shared client (src/test).
  testEnvironment: '<rootDir>/src/test/jsdom-with-fetch.cjs',
};
