module.exports = require('../scripts/jest-web.cjs')(__dirname);
