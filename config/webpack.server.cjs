// The server build of an app, beside its browser build in `dist/server/`: the shell's renders
// public pages in the API's render process, each remote's draws its pages there. Same sources,
// same shared modules, Node's chunk loading (files read from the build's own folder).
const path = require('node:path');
const webpack = require('webpack');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { federationName, sharedFor } = require('./federation.cjs');

/**
 * @param {object} app as for webpack.app.cjs
 * @param {object} common what the browser build's config shares with it (resolve, ts rule)
 */
module.exports = function serverConfig(app, { resolve, tsRule }) {
  const { name } = require(path.join(app.dir, 'package.json'));
  const federation = federationName(name);
  const exposes = Object.fromEntries(
    Object.entries(app.exposes ?? {}).map(([key, file]) => [key, { import: [path.join(__dirname, 'server-public-path.cjs'), file] }]),
  );
  return {
    name: `${name} (server)`,
    mode: 'production',
    target: 'async-node',
    context: app.dir,
    entry: app.host ? { main: { import: './src/server-entry.ts', library: { type: 'commonjs2' } } } : {},
    devtool: false,
    output: {
      path: path.join(app.dir, 'dist', 'server'),
      publicPath: app.host ? '/' : '',
      filename: '[name].js',
      chunkFilename: '[name].[contenthash:10].js',
      assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
      uniqueName: `${federation}_server`,
      clean: true,
    },
    resolve,
    module: {
      rules: [
        tsRule,
        { test: /\.css$/, loader: path.join(__dirname, 'empty-module-loader.cjs') },
        // The browser build's files, named the same (same content hash), not written twice.
        { test: /\.(png|jpe?g|gif|svg|webp|woff2?)$/, type: 'asset/resource', generator: { emit: false } },
      ],
    },
    plugins: [
      new ModuleFederationPlugin({
        name: federation,
        ...(app.host ? {} : { filename: 'remoteEntry.js', exposes, library: { type: 'commonjs-module' } }),
        shared: sharedFor(app.dir, { host: app.host }),
        shareStrategy: 'loaded-first',
        manifest: false,
        dts: false,
        dev: false,
      }),
      new webpack.DefinePlugin({ __LAB_FEDERATION_NAME__: JSON.stringify(federation) }),
      new webpack.IgnorePlugin({ resourceRegExp: /^\.\/locale$/, contextRegExp: /moment$/ }),
    ],
    // Read once per process from the disk: minifying it would only lengthen the build.
    optimization: { minimize: false },
    performance: { hints: false },
    stats: 'errors-warnings',
  };
};
