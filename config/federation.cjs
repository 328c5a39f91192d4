// One federation config for every app: what is shared, and how.
const path = require('node:path');
const { ROUTE_MANIFEST_FILE } = require('./route-manifest.cjs');

// Loaded once, provided by the shell: two Reacts (or two buses) in one page break hooks and state.
// A shared module is built whole, whatever its users import: a library only one package uses is
// not shared (rxjs lives inside shared-ui's bus, Redux inside the shell), and the router and
// react-bootstrap are shared through shared-ui/router, /bootstrap, /form-controls, /alerts,
// /widgets and /overlays, which name only what the apps use. ESLint keeps it so.
// shared-ui/constants (the lab's constants, which the remotes' route manifests and page heads read
// in Node too) is the same modules as shared-ui's own: shared, so a page holds them once.
const SINGLETONS = [
  'react',
  'react-dom',
  'shared-ui',
  'shared-ui/router',
  'shared-ui/bootstrap',
  'shared-ui/form-controls',
  'shared-ui/alerts',
  'shared-ui/widgets',
  'shared-ui/overlays',
  'shared-ui/constants',
];
// Shared to download once, but a remote may bring its own if versions ever part.
const SHARED = ['formik', 'yup', 'moment'];
// What the shell's first render needs, built into its main.js (eager) rather than a chunk each:
// a page's first load had fifteen scripts, and over HTTP/1.1's six connections per host every
// extra wave of requests is a round trip before the page paints.
const SHELL_START = ['react', 'react-dom', 'shared-ui', 'shared-ui/router', 'shared-ui/bootstrap', 'shared-ui/constants'];
// Subpaths (react/jsx-runtime, react-dom/client) are the same singletons as their package.
const SUBPATHS = ['react/', 'react-dom/'];

/** The package a shared name belongs to: shared-ui/router is shared-ui's. */
const packageOf = (name) => (name.startsWith('shared-ui/') ? 'shared-ui' : name);

function installedVersion(name, dir) {
  try {
    return require(require.resolve(`${name}/package.json`, { paths: [dir] })).version;
  } catch {
    return undefined;
  }
}

/**
 * An app that depends on a shared package must share it: skipping it silently would give the
 * remotes copies of their own (a second event bus that never hears of the login).
 */
function versionOf(name, dir, dependencies) {
  const version = installedVersion(name, dir);
  if (!version && dependencies[name]) {
    throw new Error(`${dir}: cannot read ${name}/package.json to share ${name}; is it installed and exported?`);
  }
  return version;
}

/**
 * The `shared` map of an app in `dir`, versions read from what is installed. The shell (`host`)
 * provides its start modules eagerly.
 */
function sharedFor(dir, { host = false } = {}) {
  const { dependencies = {} } = require(path.join(dir, 'package.json'));
  const shared = {};
  for (const name of [...SINGLETONS, ...SHARED]) {
    const packageName = packageOf(name);
    const version = versionOf(packageName, dir, dependencies);
    if (!version) continue;
    const declared = dependencies[packageName];
    const requiredVersion = declared && !declared.startsWith('0.0.0') ? declared : `^${version}`;
    shared[name] = { singleton: SINGLETONS.includes(name), requiredVersion, version, eager: host && SHELL_START.includes(name) };
    // The shell provides shared-ui's modules whether or not its own code imports them: webpack
    // provides a package's module only once the build meets an import of it, but one named by its
    // file is always provided. Else a module only remotes use (the tab rows' shared-ui/widgets)
    // would come from a remote's fallback files, split into a request per helper.
    if (host && name.startsWith('shared-ui/')) shared[name].import = require.resolve(name, { paths: [dir] });
  }
  for (const prefix of SUBPATHS) {
    const parent = shared[prefix.slice(0, -1)];
    if (parent) shared[prefix] = { ...parent };
  }
  return shared;
}

/** Module-federation names must be identifiers: mfe-<name> → mfe_<name>. */
const federationName = (packageName) => packageName.replace(/-/g, '_');

// The one federation runtime of a page is the shell's (runtime-core in its main.js): the plugin
// that puts it on the page for the remotes, whose entries leave it out (externalRuntime). Its ES
// module build: `provideExternalRuntime` names the CommonJS one, which brought a second copy of
// runtime-core into main.js (25 KB gzip more, measured).
const PROVIDE_RUNTIME = path.join(path.dirname(require.resolve('@module-federation/inject-external-runtime-core-plugin')), 'index.js');

/**
 * A remote's mf-manifest.json names its route manifest in its metadata (`routeManifest`), so a
 * server given the manifest's URL finds the remote's pages wherever the remote is hosted.
 */
function namingRouteManifest({ stats }) {
  stats.metaData.routeManifest = ROUTE_MANIFEST_FILE;
  return stats;
}

// What a remote's types are: its exposed modules' declarations, compiled in the build's own
// process, a failure failing the build; without third-party packages' types (the shell has its
// own) or the runtime API's typings (the shell does not use them).
const REMOTE_TYPES = { compileInChildProcess: false, abortOnError: true, extractThirdParty: false, generateAPITypes: false };

/**
 * The options of @module-federation/enhanced's plugin for the app `packageName` in `dir`: the
 * shell (`host`) or a remote with its `exposes`; `types` for a production build.
 */
function federationOptions(dir, packageName, { host = false, exposes = {}, types = true } = {}) {
  return {
    name: federationName(packageName),
    ...(host ? { runtimePlugins: [PROVIDE_RUNTIME] } : { filename: 'remoteEntry.js', exposes, manifest: { additionalData: namingRouteManifest } }),
    shared: sharedFor(dir, { host }),
    // A shared module's copy is the one already loaded (the shell's), and initialising sharing
    // loads no remote: 'version-first' loads every registered remote's entry to compare versions.
    shareStrategy: 'loaded-first',
    // A remote's build writes its exposed modules' types beside its entry (@mf-types.zip); the
    // shell's typecheck gets them (scripts/federation-types.mjs), not its build. Not in the
    // development server, where they would cost each rebuild about 5 s.
    dts: host || !types ? false : { generateTypes: REMOTE_TYPES, consumeTypes: false },
    // The dts plugin's development broker and live type reload (with NODE_ENV=development): the
    // shell's types come from the remotes' builds.
    dev: false,
    experiments: {
      externalRuntime: !host,
      // The browser build of the runtime, without its Node.js loaders; a remote loads no other
      // remote, so its entry leaves out that code.
      optimization: { target: 'web', disableRemote: !host },
    },
  };
}

// The remotes' packages, from the one list of remotes (remotes.json).
const REMOTES = require('./remotes.json').map((remote) => remote.package);

module.exports = { sharedFor, federationName, federationOptions, REMOTE_TYPES, REMOTES };
