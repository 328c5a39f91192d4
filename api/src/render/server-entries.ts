import fs from 'node:fs';
import path from 'node:path';
import type { VersionFolder } from '../registry/manifests/read-remote-file.js';

// A remote's entry on this site: /remotes/<package>/[<version>/]<file>.
const SITE_ENTRY = /^\/remotes\/([a-z0-9-]+)\/(?:([1-9][0-9]{0,8})\/)?[\w.-]+$/;

/** The server build's entry inside a remote's build folder (config/webpack.server.cjs). */
export const SERVER_ENTRY = path.join('server', 'remoteEntry.js');

/** A remote's server build on this machine, or why its pages are drawn in the browser only. */
export type ServerEntry = { entry: string; deployed: boolean } | { without: string };

/**
 * Where the server build of the remote version a URL loads is on this machine: in the site's own
 * build folder (version 1), or in a deployed version's unpacked archive (`deployed`). A remote
 * served elsewhere, or built without a server build, has none: its pages are drawn in the browser.
 */
export async function serverEntryOf(webRoot: string, url: string, packages: readonly string[], versionFolder: VersionFolder): Promise<ServerEntry> {
  const [, pkg, version] = SITE_ENTRY.exec(url) ?? [];
  if (!pkg || !packages.includes(pkg)) return { without: `served from ${url}, not from this site` };
  const folder = version ? await versionFolder(pkg, Number(version)) : path.join(webRoot, pkg, 'dist');
  const entry = folder && path.join(folder, SERVER_ENTRY);
  if (!entry || !fs.existsSync(entry)) return { without: `${url} has no server build` };
  return { entry, deployed: version !== undefined };
}
