const { createConfig } = require('@portal/build');
module.exports = createConfig({ dir: __dirname, name: 'shell', port: 3000, host: true, firstView: true });
