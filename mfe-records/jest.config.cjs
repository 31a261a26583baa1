module.exports = {
  ...require('../scripts/jest-web.cjs')(__dirname),
  // jsdom plus Node's fetch classes: the pages' calls go through the real shared client (installFakeNetwork answers them).
  testEnvironment: require('node:path').join(__dirname, '../scripts/jest-jsdom-fetch.cjs'),
};
