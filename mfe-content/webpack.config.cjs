const { createConfig } = require('@portal/build');
module.exports = createConfig({ dir: __dirname, name: 'mfe_content', exposes: { './app': './src/app.tsx' }, port: 3005 });
