const appConfig = require('../config/webpack.app.cjs');

module.exports = appConfig({ dir: __dirname, port: 3004, exposes: { './routes': './src/remote-entry.ts' } });
