import type { FastifyInstance } from 'fastify';
import { MAX_ROUTE_MANIFEST_BYTES } from 'shared-ui/route-manifest';
import { REMOTE_PACKAGES } from '../config.js';
import type { Db } from '../db/database.js';
import { BUILT_VERSION, currentActivations, findVersion, lockRemote, recordActivation, rollbackTarget, type RemoteVersionRow } from '../repositories/remote-versions.js';
import { isStored, versionUrl } from '../remotes/active-versions.js';
import { remoteFileReader } from '../remotes/read-remote-file.js';
import { federationNameOf } from '../remotes/remote-directory.js';
import { checkRouteManifest } from '../remotes/route-manifest-check.js';
import { MAX_MF_MANIFEST_BYTES, ROUTE_MANIFEST_FILE, routeManifestReader } from '../remotes/route-manifest-reader.js';
import { collisions } from '../remotes/version-checks.js';
import { audit, type AuditActor } from './audit.js';

export type Activation = { version: number } | 'no-such-version' | 'nothing-to-roll-back' | { problems: string[] };

/**
 * Whether the version's routes still fit beside the other remotes' routes now: one may have taken
 * a path since the version was deployed, and a path belongs to the remote that had it first. Read
 * from the version's stored files; the site's build (version 1, no row) from its build folder.
 */
async function routeProblems(app: FastifyInstance, webRoot: string, pkg: string, row: RemoteVersionRow | undefined): Promise<string[]> {
  const url = row ? versionUrl(row) : `/remotes/${pkg}/${ROUTE_MANIFEST_FILE}`;
  const reader = (maxBytes: number) => remoteFileReader(webRoot, REMOTE_PACKAGES, maxBytes, app.versionFolder);
  const read = routeManifestReader(reader(MAX_ROUTE_MANIFEST_BYTES), reader(MAX_MF_MANIFEST_BYTES), new Set(row ? [url] : []));
  let text: string;
  try {
    text = await read(url);
  } catch (error) {
    // The site's build may be served from elsewhere; its pages are the route table's business then.
    if (!row) return [];
    return [`Its route manifest cannot be read now: ${(error as Error).message}.`];
  }
  const reading = checkRouteManifest(text, federationNameOf(pkg));
  if ('problems' in reading) return reading.problems;
  return collisions(reading.manifest, app.routeTable.current().manifests);
}

/** Makes a version the remote's active one; the previous active version is where a rollback leads. */
export async function activateVersion(app: FastifyInstance, webRoot: string, pkg: string, version: number, actor: AuditActor): Promise<Activation> {
  const row = version === BUILT_VERSION ? undefined : await findVersion(app.db, pkg, version);
  if (version !== BUILT_VERSION && !row) return 'no-such-version';
  if (row && !isStored(row)) return { problems: [`Version ${version} was registered by its URL before hosted versions were stored on the site, which has none of its files: register its manifest URL again.`] };
  const problems = await routeProblems(app, webRoot, pkg, row);
  if (problems.length > 0) return { problems };
  await app.db.transaction(async (tx: Db) => {
    await lockRemote(tx, pkg);
    const current = (await currentActivations(tx)).get(pkg)?.version ?? BUILT_VERSION;
    if (current === version) return;
    await recordActivation(tx, pkg, version, current);
    await audit(tx, actor, 'remote.activated', { targetId: pkg, summary: `Activated version ${version} of ${pkg} (was ${current})` });
  });
  return { version };
}

/** Goes back to the version active before the current one (and, again, to the one before that). */
export async function rollBack(app: FastifyInstance, pkg: string, actor: AuditActor): Promise<Activation> {
  return app.db.transaction(async (tx: Db) => {
    await lockRemote(tx, pkg);
    const current = (await currentActivations(tx)).get(pkg);
    const target = current ? await rollbackTarget(tx, current) : undefined;
    if (!current || !target) return 'nothing-to-roll-back' as const;
    await recordActivation(tx, pkg, target.version, target.previous);
    await audit(tx, actor, 'remote.rolled-back', { targetId: pkg, summary: `Rolled ${pkg} back from version ${current.version} to ${target.version}` });
    return { version: target.version };
  });
}
