const { createConfig } = require('../scripts/webpack-config.cjs');
module.exports = createConfig({ dir: __dirname, name: 'mfe_appointments', port: 3002 });
