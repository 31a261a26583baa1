const { createConfig } = require('../scripts/webpack-config.cjs');
module.exports = createConfig({ dir: __dirname, name: 'mfe_admin', port: 3006 });
