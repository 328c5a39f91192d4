import { loadRemote, preloadRemote, registerPlugins, registerRemotes } from '@module-federation/runtime';
import { remoteLoadingPlugin } from './remote-loading-plugin';

let pluginRegistered = false;

/**
 * Tells the federation runtime where the remotes are (each one's remoteEntry.js or
 * mf-manifest.json): the first page's remote before the shell starts, the others with the runtime
 * config. The runtime keeps the first entry registered for a name.
 */
export function registerRuntimeRemotes(remotes: Record<string, string>) {
  if (!pluginRegistered) {
    registerPlugins([remoteLoadingPlugin()]);
    pluginRegistered = true;
  }
  registerRemotes(Object.entries(remotes).map(([name, entry]) => ({ name, entry })));
}

/** A module a remote exposes (`routes`), its entry loaded and initialised on first use. */
export function loadRemoteModule<T>(remote: string, module: string): Promise<T | null> {
  return loadRemote<T>(`${remote}/${module}`);
}

/** Fetches a remote's entry, and its routes' files where its manifest lists them, without running them. */
export function preloadRemoteRoutes(remote: string): Promise<void> {
  return preloadRemote([{ nameOrAlias: remote, exposes: ['./routes'] }]);
}
