const appConfig = require('../config/webpack.app.cjs');

module.exports = appConfig({ dir: __dirname, port: 3001, exposes: { './routes': './src/remote-entry.ts' } });
