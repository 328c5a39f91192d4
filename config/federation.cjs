// One federation config for every app: what is shared, and how.
const path = require('node:path');

// Loaded once, provided by the shell: two Reacts (or two buses) in one page break hooks and state.
const SINGLETONS = [
  'react',
  'react-dom',
  'react-router',
  'react-router-dom',
  'react-redux',
  '@reduxjs/toolkit',
  'rxjs',
  'shared-ui',
];
// Shared to download once, but a remote may bring its own if versions ever part.
const SHARED = ['react-bootstrap', 'formik', 'yup', 'moment'];

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

/** The `shared` map of an app in `dir`, versions read from what is installed. */
function sharedFor(dir) {
  const { dependencies = {} } = require(path.join(dir, 'package.json'));
  const shared = {};
  for (const name of [...SINGLETONS, ...SHARED]) {
    const version = versionOf(name, dir, dependencies);
    if (!version) continue;
    const requiredVersion = dependencies[name] && !dependencies[name].startsWith('0.0.0') ? dependencies[name] : `^${version}`;
    shared[name] = { singleton: SINGLETONS.includes(name), requiredVersion, version };
  }
  // react-dom's subpaths (react-dom/client) must be the same singleton as react-dom itself.
  if (shared['react-dom']) shared['react-dom/'] = { ...shared['react-dom'] };
  return shared;
}

/** Module-federation names must be identifiers: mfe-public → mfe_public. */
const federationName = (packageName) => packageName.replace(/-/g, '_');

module.exports = { sharedFor, federationName, REMOTES: ['mfe-public', 'mfe-projects', 'mfe-members', 'mfe-timeline', 'mfe-admin'] };
