// One federation config for every app: what is shared, and how.
const fs = require('node:fs');
const path = require('node:path');

const REMOTES = ['mfe-public', 'mfe-projects', 'mfe-members', 'mfe-timeline', 'mfe-admin'];

// Loaded once, provided by the shell: two Reacts (or two buses) in one page break hooks and state.
// react-bootstrap too: a second copy has contexts of its own, so a remote's Form.Control would
// not see the Form.Group (controlId) that shared-ui's copy provides.
const SINGLETONS = [
  'react',
  'react-dom',
  'react-router',
  'react-router-dom',
  'react-redux',
  '@reduxjs/toolkit',
  'rxjs',
  'shared-ui',
  'react-bootstrap',
];
// Shared to download once, but a remote may bring its own if versions ever part.
const SHARED = ['formik', 'yup', 'moment'];
// Packages imported by subpath: `react/jsx-runtime` (every compiled .tsx), `react-dom/client`,
// `react-bootstrap/Card`. A `name` entry covers only the bare name, so each also gets a `name/`
// prefix entry, the same singleton, or every bundle would carry its own copy of those files.
const SUBPATH_SHARED = ['react', 'react-dom', 'react-bootstrap'];

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
 * Every `react-bootstrap/X` entry point (each folder with a package.json), as the ES module file
 * webpack would pick. The shell provides all of them: a component only a remote imports
 * (Dropdown, Tabs, Pagination) would otherwise come from that remote's own build, with its own
 * copy of the internals (ThemeProvider, Fade, CloseButton) and their contexts.
 */
function reactBootstrapEntries(dir) {
  const root = path.dirname(require.resolve('react-bootstrap/package.json', { paths: [dir] }));
  return fs
    .readdirSync(root, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && fs.existsSync(path.join(root, entry.name, 'package.json')))
    .map((entry) => {
      const { module } = require(path.join(root, entry.name, 'package.json'));
      return [`react-bootstrap/${entry.name}`, path.resolve(root, entry.name, module)];
    });
}

/** The `shared` map of an app in `dir`, versions read from what is installed. */
function sharedFor(dir) {
  const { name: packageName, dependencies = {} } = require(path.join(dir, 'package.json'));
  const shared = {};
  for (const name of [...SINGLETONS, ...SHARED]) {
    const version = versionOf(name, dir, dependencies);
    if (!version) continue;
    const requiredVersion = dependencies[name] && !dependencies[name].startsWith('0.0.0') ? dependencies[name] : `^${version}`;
    shared[name] = { singleton: SINGLETONS.includes(name), requiredVersion, version };
  }
  for (const name of SUBPATH_SHARED) if (shared[name]) shared[`${name}/`] = { ...shared[name] };
  // An absolute `import` is provided even when the shell itself never imports it.
  if (shared['react-bootstrap'] && !REMOTES.includes(packageName)) {
    for (const [key, file] of reactBootstrapEntries(dir)) shared[key] = { ...shared['react-bootstrap'], import: file };
  }
  return shared;
}

/** Module-federation names must be identifiers: mfe-public → mfe_public. */
const federationName = (packageName) => packageName.replace(/-/g, '_');

module.exports = { sharedFor, federationName, REMOTES };
