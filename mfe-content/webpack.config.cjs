const { createConfig } = require('../scripts/webpack-config.cjs');
module.exports = createConfig({ dir: __dirname, name: 'mfe_content', port: 3005 });
