import type { Db } from '../db/database.js';
import { BUILT_VERSION, currentActivations, listVersions, type RemoteVersionRow } from '../repositories/remote-versions.js';
import { federationNameOf, versionFolderUrl, type ActiveVersion } from './remote-directory.js';

/**
 * The URL pages load a deployed version by: its mf-manifest.json, in its folder or where it is
 * hosted. The manifest names the route manifest (whatever the team called it) and the entry, which
 * the page preloads beside it.
 */
export function versionUrl(row: Pick<RemoteVersionRow, 'remote' | 'version' | 'manifestUrl'>): string {
  return row.manifestUrl ?? `${versionFolderUrl(row.remote, row.version)}mf-manifest.json`;
}

/** Every remote's activated version, by federation name; a remote back on version 1 is absent (its build folder). */
export async function readActiveVersions(db: Db): Promise<Map<string, ActiveVersion>> {
  const activations = await currentActivations(db);
  const versions = await listVersions(db);
  const active = new Map<string, ActiveVersion>();
  for (const [remote, activation] of activations) {
    if (activation.version === BUILT_VERSION) continue;
    const row = versions.find((version) => version.remote === remote && version.version === activation.version);
    if (row) active.set(federationNameOf(remote), { version: row.version, url: versionUrl(row) });
  }
  return active;
}
