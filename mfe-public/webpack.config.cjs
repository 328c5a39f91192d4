const appConfig = require('../config/webpack.app.cjs');

module.exports = appConfig({ dir: __dirname, exposes: { './routes': './src/remote-entry.ts' } });
