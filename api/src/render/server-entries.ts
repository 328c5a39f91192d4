import fs from 'node:fs';
import path from 'node:path';
import type { VersionFolder } from '../remotes/read-remote-file.js';

// A remote's entry on this site: /remotes/<package>/[<version>/]<file>.
const SITE_ENTRY = /^\/remotes\/([a-z0-9-]+)\/(?:([1-9][0-9]{0,8})\/)?[\w.-]+$/;

/** The server build's entry inside a remote's build folder (config/webpack.server.cjs). */
export const SERVER_ENTRY = path.join('server', 'remoteEntry.js');

export interface ServerEntries {
  /** Federation name → its server build's remoteEntry.js on this machine. */
  entries: Record<string, string>;
  /** Remotes whose pages are drawn in the browser only, and why. */
  without: Record<string, string>;
  /** Remotes whose entry is a deployed version's, not the one built with the site. */
  deployed: string[];
}

/**
 * Where each remote's server build is on this machine: in the build folder of the version pages
 * load (version 1: the site's own; a deployed one: its unpacked archive). A remote served
 * elsewhere, or built without a server build, has none: its pages are drawn in the browser.
 */
export async function serverEntries(webRoot: string, urls: Record<string, string>, packages: readonly string[], versionFolder: VersionFolder): Promise<ServerEntries> {
  const found: ServerEntries = { entries: {}, without: {}, deployed: [] };
  for (const [remote, url] of Object.entries(urls)) {
    const [, pkg, version] = SITE_ENTRY.exec(url) ?? [];
    if (!pkg || !packages.includes(pkg)) {
      found.without[remote] = `served from ${url}, not from this site`;
      continue;
    }
    const folder = version ? await versionFolder(pkg, Number(version)) : path.join(webRoot, pkg, 'dist');
    const entry = folder && path.join(folder, SERVER_ENTRY);
    if (!entry || !fs.existsSync(entry)) {
      found.without[remote] = `${url} has no server build`;
      continue;
    }
    found.entries[remote] = entry;
    if (version) found.deployed.push(remote);
  }
  return found;
}
