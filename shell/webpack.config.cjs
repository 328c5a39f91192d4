const appConfig = require('../config/webpack.app.cjs');

module.exports = appConfig({
  dir: __dirname,
  host: true,
  port: 3000,
  devServer: {
    // In development the API (DEV_API_PORT, 8080) serves /api, the built remotes and /remotes.json.
    proxy: [{ context: ['/api', '/remotes', '/remotes.json'], target: `http://127.0.0.1:${process.env.DEV_API_PORT || 8080}` }],
  },
});
