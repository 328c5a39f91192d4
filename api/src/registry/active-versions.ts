import type { Db } from '../db/database.js';
import { BUILT_VERSION, currentActivations, listVersions, type RemoteVersionRow } from './repository/versions.js';
import { livePreviews } from './repository/previews.js';
import { currentRollouts } from './repository/rollouts.js';
import { federationNameOf, versionFolderUrl, type ActiveVersion } from './remote-directory.js';
import type { Preview, Rollout } from '../remotes/visitor-versions.js';

/**
 * The URL pages load a deployed version by: its mf-manifest.json in its folder on this site. The
 * manifest names the route manifest (whatever the team called it) and the entry, which the page
 * preloads beside it.
 */
export function versionUrl(row: Pick<RemoteVersionRow, 'remote' | 'version'>): string {
  return `${versionFolderUrl(row.remote, row.version)}mf-manifest.json`;
}

/**
 * Whether the site holds the version's files. Every version is stored now; a version registered by
 * its URL before hosted versions were fetched whole has no files here, and is never read from its
 * host again: pages load the site's build in its place.
 */
export const isStored = (row: Pick<RemoteVersionRow, 'bundleSha256'>) => row.bundleSha256 !== null;

/** Every remote's activated version, by federation name; a remote back on version 1 (or on a version not stored) is absent: its build folder. */
export async function readActiveVersions(db: Db): Promise<Map<string, ActiveVersion>> {
  const activations = await currentActivations(db);
  const versions = await listVersions(db);
  const active = new Map<string, ActiveVersion>();
  for (const [remote, activation] of activations) {
    if (activation.version === BUILT_VERSION) continue;
    const row = versions.find((version) => version.remote === remote && version.version === activation.version);
    if (row && isStored(row)) active.set(federationNameOf(remote), { version: row.version, url: versionUrl(row) });
  }
  return active;
}

/** Every remote's rollout, by federation name. */
export async function readRollouts(db: Db): Promise<Map<string, Rollout>> {
  const rows = await currentRollouts(db);
  return new Map([...rows.values()].map((row) => [federationNameOf(row.remote), { version: row.version, percent: row.percent }]));
}

/** Every preview link not expired yet, by the SHA-256 of its token. */
export async function readPreviews(db: Db): Promise<Map<string, Preview>> {
  const rows = await livePreviews(db);
  return new Map(rows.map((row) => [row.tokenHash, { remote: federationNameOf(row.remote), version: row.version, expiresAt: row.expiresAt.getTime() }]));
}
