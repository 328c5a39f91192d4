import { registerPlugins, registerRemotes, type ModuleFederationRuntimePlugin } from '@module-federation/runtime';

// Node's own require, not webpack's: a remote's server build is a file of its own, read at run time.
declare const __non_webpack_require__: NodeJS.Require;

/**
 * On the server a remote's entry is its server build's remoteEntry.js on disk (a CommonJS module
 * that answers the container), loaded with Node's require: the render process may read the
 * remotes' bundles and nothing else, and fetches no code.
 */
const fileEntries: ModuleFederationRuntimePlugin = {
  name: 'lab-server-file-entries',
  loadEntry: ({ remoteInfo }) => __non_webpack_require__(remoteInfo.entry) as never,
};

let registered = false;

/**
 * Registers the remotes' server entries, once: the API starts a new render process when a version
 * is activated, whose file-system permission names the new bundles. Each entry's folder is also
 * where its chunks are read from.
 */
export function registerServerRemotes(entries: Record<string, string>): void {
  if (registered) return;
  registerPlugins([fileEntries]);
  registerRemotes(Object.entries(entries).map(([name, entry]) => ({ name, entry })));
  registered = true;
}
