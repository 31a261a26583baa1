const { createConfig } = require('../scripts/webpack-config.cjs');
module.exports = createConfig({ dir: __dirname, name: 'shell', port: 3000, host: true });
