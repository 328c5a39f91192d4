// The webpack config of every front-end app: the shell (host) and each remote.
const path = require('node:path');
const webpack = require('webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const CompressionPlugin = require('compression-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { sharedFor, federationName } = require('./federation.cjs');
const { PreloadStartChunks } = require('./preload-start-chunks.cjs');

const INJECT_RUNTIME_CORE = require
  .resolve('@module-federation/inject-external-runtime-core-plugin')
  .replace(/\.cjs$/, '.js');

const COMPRESSIBLE = /\.(js|css|svg|json)$/;
const COMPRESSIONS = [
  { algorithm: 'gzip', filename: '[path][base].gz' },
  { algorithm: 'brotliCompress', filename: '[path][base].br' },
];

/**
 * @param {object} app
 * @param {string} app.dir        the package folder (__dirname of its webpack.config.cjs)
 * @param {number} app.port       dev server port
 * @param {Record<string,string>} [app.exposes]  a remote's exposed modules
 * @param {boolean} [app.host]    the shell: has the HTML page and no exposes
 * @param {object} [app.devServer] extra dev server options
 */
module.exports = function appConfig(app) {
  const { name } = require(path.join(app.dir, 'package.json'));
  return (_env, argv) => {
    const production = argv.mode !== 'development';
    return {
      mode: production ? 'production' : 'development',
      context: app.dir,
      entry: app.host ? './src/index.ts' : {},
      devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
      output: {
        path: path.join(app.dir, 'dist'),
        publicPath: app.host ? '/' : 'auto',
        filename: production ? '[name].[contenthash:10].js' : '[name].js',
        chunkFilename: production ? '[name].[contenthash:10].js' : '[name].js',
        assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
        uniqueName: federationName(name),
        clean: true,
        // Write every file on every build, so `npm start` can tell a build's age by its files.
        compareBeforeEmit: false,
      },
      resolve: { extensions: ['.tsx', '.ts', '.js'] },
      module: {
        rules: [
          {
            test: /\.tsx?$/,
            loader: 'ts-loader',
            exclude: /node_modules/,
            // Types are checked by `npm run typecheck`; the build only strips them.
            options: { transpileOnly: true, configFile: path.join(app.dir, 'tsconfig.json') },
          },
          { test: /\.css$/, use: [MiniCssExtractPlugin.loader, 'css-loader'] },
          { test: /\.(png|jpe?g|gif|svg|webp|woff2?)$/, type: 'asset/resource' },
        ],
      },
      plugins: [
        new ModuleFederationPlugin({
          name: federationName(name),
          filename: 'remoteEntry.js',
          exposes: app.exposes ?? {},
          remotes: {},
          shared: sharedFor(app.dir),
          manifest: true,
          dts: false,
          // Shared modules already loaded win. The default (version-first) fetches the entry of
          // every remote registered before the shell starts, and waits for it, to compare versions.
          shareStrategy: 'loaded-first',
          // One federation runtime in the page: the shell provides its runtime-core on a global
          // and each remote's entry uses it, instead of carrying its own copy (17 KB gzip each).
          // The plugin that provides it is named by its ES module file: `provideExternalRuntime`
          // names the CommonJS one, which brings runtime-core's CommonJS build, a second copy.
          // Every app runs in browsers only: the runtime's code for Node is left out (1.8 KB gzip).
          ...(app.host
            ? { runtimePlugins: [INJECT_RUNTIME_CORE], experiments: { optimization: { target: 'web' } } }
            : { experiments: { externalRuntime: true, optimization: { target: 'web' } } }),
        }),
        // Dates are shown in English only ('MMMM DD, YYYY'): moment's 130 locales (77 KB gzip of
        // the first load, measured by `npm run bench`) are left out.
        new webpack.IgnorePlugin({ resourceRegExp: /^\.\/locale$/, contextRegExp: /moment$/ }),
        new MiniCssExtractPlugin({
          filename: production ? '[name].[contenthash:10].css' : '[name].css',
          chunkFilename: production ? '[name].[contenthash:10].css' : '[name].css',
        }),
        // Brotli and gzip twins of every text file, written once here and sent by the API's static
        // files to browsers that accept them (a third to a fifth of the bytes on the wire).
        ...(production ? COMPRESSIONS.map((options) => new CompressionPlugin({ test: COMPRESSIBLE, threshold: 1024, ...options })) : []),
        ...(app.host
          ? [
              new HtmlWebpackPlugin({ template: './src/index.html', favicon: './src/favicon.svg' }),
              ...(production ? [new PreloadStartChunks('bootstrap')] : []),
            ]
          : []),
      ],
      performance: { hints: false },
      stats: 'errors-warnings',
      devServer: {
        port: app.port,
        historyApiFallback: app.host ? true : false,
        headers: { 'Access-Control-Allow-Origin': '*' },
        hot: true,
        client: { overlay: { warnings: false } },
        ...app.devServer,
      },
    };
  };
};
