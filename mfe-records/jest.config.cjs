const base = require('../scripts/jest-web.cjs')(__dirname);

module.exports = {
  ...base,
  // jsdom plus Node's fetch classes: the pages' calls go through the real shared client (installFakeNetwork answers them).
  testEnvironment: require('node:path').join(__dirname, '../scripts/jest-jsdom-fetch.cjs'),
  // jose (the shared-link viewer) ships ESM only: transpiled like the shared list's packages.
  transformIgnorePatterns: base.transformIgnorePatterns.map((p) => p.replace('(ky|', '(ky|jose|')),
};
