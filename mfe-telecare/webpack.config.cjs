const { createConfig } = require('@portal/build');
module.exports = createConfig({ dir: __dirname, name: 'mfe_telecare', exposes: { './app': './src/app.tsx' }, port: 3003 });
