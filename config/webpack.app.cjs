// The webpack config of every front-end app: the shell (host) and each remote.
const path = require('node:path');
const webpack = require('webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const CompressionPlugin = require('compression-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { federationName, federationOptions } = require('./federation.cjs');
const { FirstLoadManifest } = require('./first-load-manifest.cjs');
const { CompileHints } = require('./compile-hints.cjs');
const { PreloadStartChunks } = require('./preload-start-chunks.cjs');
const { RouteManifestPlugin } = require('./route-manifest.cjs');
const serverConfig = require('./webpack.server.cjs');
const { InlinePageScript } = require('./inline-page-script.cjs');
const { ShellDocument, shellPageOptions, startScriptConstants } = require('./shell-document.cjs');
const REMOTE_LIST = require('./remotes.json');

const COMPRESSIBLE = /\.(js|css|svg|json)$/;

// react-router's package sends every bundler its development build (its exports name no other):
// warnings and checks that cost the first render a fifth of its time (4x CPU, measured). Its
// production build is the same API without them.
const ROUTER_BUILD = path.resolve(require.resolve('react-router'), '../../production');
const productionRouter = {
  'react-router$': path.join(ROUTER_BUILD, 'index.mjs'),
  'react-router/dom$': path.join(ROUTER_BUILD, 'dom-export.mjs'),
};
const COMPRESSIONS = [
  { algorithm: 'gzip', filename: '[path][base].gz' },
  { algorithm: 'brotliCompress', filename: '[path][base].br' },
];

/** The shell's two scripts that a page the server drew holds whole (see inline-page-script.cjs). */
function inlinePageScripts(dir) {
  const constants = startScriptConstants();
  const script = (file, sources) => new InlinePageScript({ file, sources: sources.map((source) => path.join(dir, 'src', source)), constants });
  return [script('start-after-paint.js', ['early-interactions.ts', 'fetch-entry-after-styles.ts', 'start-after-paint.ts']), script('fetch-entry-after-styles.js', ['fetch-entry-after-styles.ts'])];
}

/**
 * @param {object} app
 * @param {string} app.dir        the package folder (__dirname of its webpack.config.cjs)
 * @param {number} [app.port]     dev server port (a remote's is its `devPort` in remotes.json)
 * @param {Record<string,string>} [app.exposes]  a remote's exposed modules
 * @param {boolean} [app.host]    the shell: has the HTML page and no exposes
 * @param {object} [app.devServer] extra dev server options
 */
module.exports = function appConfig(app) {
  const { name } = require(path.join(app.dir, 'package.json'));
  const tsRule = {
    test: /\.tsx?$/,
    loader: 'ts-loader',
    exclude: /node_modules/,
    // Types are checked by `npm run typecheck`; the build only strips them.
    options: { transpileOnly: true, configFile: path.join(app.dir, 'tsconfig.json') },
  };
  const resolveFor = (production) => ({ extensions: ['.tsx', '.ts', '.js'], alias: production ? productionRouter : {} });
  // A production build is the browser's and the server's; the development server serves the browser's.
  const config = (env, argv) => {
    const browser = browserConfig(env, argv);
    return argv.mode === 'development' ? browser : [browser, serverConfig(app, { resolve: resolveFor(true), tsRule })];
  };
  const browserConfig = (_env, argv) => {
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
        // A chunk that never arrives fails after the shell's wait for a remote (REMOTE_TIMEOUT_MS),
        // not webpack's two minutes, so that Retry can ask for it again.
        chunkLoadTimeout: 15_000,
        // The server build (webpack.server.cjs) writes its own folder.
        clean: { keep: /^server\// },
        // Write every file on every build, so `npm start` can tell a build's age by its files.
        compareBeforeEmit: false,
      },
      resolve: resolveFor(production),
      module: {
        rules: [
          tsRule,
          { test: /\.css$/, use: [MiniCssExtractPlugin.loader, 'css-loader'] },
          { test: /\.(png|jpe?g|gif|svg|webp|woff2?)$/, type: 'asset/resource' },
        ],
      },
      plugins: [
        // @module-federation/enhanced: each remote's remoteEntry.js and mf-manifest.json, and the
        // runtime the shell loads them with (config/federation.cjs, shell/src/features/remotes/utils/).
        new ModuleFederationPlugin(federationOptions(app.dir, name, { host: app.host, exposes: app.exposes, types: production })),
        // Dates are shown in English only ('MMMM DD, YYYY'): moment's 130 locales (77 KB gzip of
        // the first load, measured by `npm run bench`) are left out.
        new webpack.IgnorePlugin({ resourceRegExp: /^\.\/locale$/, contextRegExp: /moment$/ }),
        new MiniCssExtractPlugin({
          filename: production ? '[name].[contenthash:10].css' : '[name].css',
          chunkFilename: production ? '[name].[contenthash:10].css' : '[name].css',
        }),
        // A remote's pages, guards, menus and heads, which the shell and the API read (see the file).
        ...(app.host ? [] : [new RouteManifestPlugin({ dir: app.dir, federationName: federationName(name) })]),
        // What the server preloads with a page (see the file).
        ...(production ? [new FirstLoadManifest({ host: Boolean(app.host) })] : []),
        // Brotli and gzip twins of every text file, written once here and sent by the API's static
        // files to browsers that accept them (a third to a fifth of the bytes on the wire).
        ...(production ? COMPRESSIONS.map((options) => new CompressionPlugin({ test: COMPRESSIBLE, threshold: 1024, ...options })) : []),
        ...(app.host
          ? [
              // The development server's page; the API and the server render write pages from document.json.
              new HtmlWebpackPlugin(shellPageOptions(app.dir)),
              ...(production ? [new PreloadStartChunks('bootstrap'), new CompileHints({ chunks: ['main', 'bootstrap'] }), ...inlinePageScripts(app.dir)] : []),
              new ShellDocument({ dir: app.dir }),
            ]
          : []),
      ],
      optimization: {
        splitChunks: {
          cacheGroups: {
            // The shell's start is main.js and the bootstrap chunk with the libraries only it uses
            // (Redux) and its stylesheet in them, not in a chunk of their own: a file fewer to wait
            // for on each (see SHELL_START in federation.cjs).
            ...(app.host ? { defaultVendors: false } : {}),
            // The helpers shared-ui/bootstrap, /form-controls, /alerts, /widgets and /overlays have
            // in common (Col, ThemeProvider, the transitions...) get chunks of their own from 2 KB:
            // under webpack's 20 KB minimum each shared module's chunk carried its own copy, and a
            // page using two of those modules loaded them twice; under 2 KB a copy in each costs
            // less than a request more (webpack runs a module once, whichever chunk brought it).
            bootstrapHelpers: {
              test: /[\\/]node_modules[\\/](react-bootstrap|@restart|react-transition-group|dom-helpers|uncontrollable)[\\/]/,
              minSize: 2048,
              minChunks: 2,
              priority: -5,
              reuseExistingChunk: true,
            },
          },
        },
      },
      performance: { hints: false },
      stats: 'errors-warnings',
      devServer: {
        port: app.port ?? REMOTE_LIST.find((remote) => remote.package === name)?.devPort,
        historyApiFallback: app.host ? true : false,
        headers: { 'Access-Control-Allow-Origin': '*' },
        hot: true,
        client: { overlay: { warnings: false } },
        ...app.devServer,
      },
    };
  };
  // What a remote exposes, for its types outside a build (scripts/federation-types.mjs).
  config.exposes = app.exposes;
  return config;
};
