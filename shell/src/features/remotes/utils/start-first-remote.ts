import { readInlineConfig } from './inline-config';
import { startLoadingRemoteRoutes } from './load-remote-routes';
import { registerRuntimeRemotes } from './remote-runtime';

/**
 * Starts loading the remote the server named for this page from the shell's first script, so its
 * entry downloads beside the shell's own files instead of after React has started (one round trip
 * fewer before the page's content). Imports nothing shared: it runs before federation has
 * agreed on the shared modules.
 */
export function startFirstRemote(doc: Document) {
  const inline = readInlineConfig(doc);
  const remote = inline?.firstRemote;
  if (!remote || !inline.config.remotes[remote]) return;
  registerRuntimeRemotes({ [remote]: inline.config.remotes[remote] });
  startLoadingRemoteRoutes(remote);
}
