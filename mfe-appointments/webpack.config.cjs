const { createConfig } = require('@portal/build');
module.exports = createConfig({ dir: __dirname, name: 'mfe_appointments', exposes: { './app': './src/app.tsx' }, port: 3002 });
