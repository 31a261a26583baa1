const { createConfig } = require('@portal/build');
module.exports = createConfig({ dir: __dirname, name: 'mfe_identity', exposes: { './app': './src/app.tsx' }, port: 3001, firstView: true });
