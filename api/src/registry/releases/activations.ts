import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database.js';
import { BUILT_VERSION, currentActivations, findVersion, lockRemote, recordActivation, rollbackTarget, type RemoteVersionRow } from '../repository/versions.js';
import { isStored, versionUrl } from '../active-versions.js';
import { federationNameOf } from '../remote-directory.js';
import { checkRouteManifest } from '../manifests/route-manifest-check.js';
import { collisions } from '../checks/version-checks.js';
import { currentRollouts, endRollout } from '../repository/rollouts.js';
import { audit, type AuditActor } from '../../services/audit.js';
import { registryName } from './registry-names.js';

export type Activation = { version: number } | 'no-such-version' | 'nothing-to-roll-back' | { problems: string[] };

/**
 * Whether the version's routes still fit beside the other remotes' routes now: one may have taken
 * a path since the version was deployed, and a path belongs to the remote that had it first. Read
 * from the version's stored files; the site's build (version 1, no row) from its build folder.
 */
async function routeProblems(app: FastifyInstance, pkg: string, row: RemoteVersionRow | undefined): Promise<string[]> {
  let text: string;
  try {
    text = await app.remoteManifests.routeManifest(row ? versionUrl(row) : `/remotes/${pkg}/remoteEntry.js`);
  } catch (error) {
    // The site's build may be served from elsewhere; its pages are the route table's business then.
    if (!row) return [];
    return [`Its route manifest cannot be read now: ${(error as Error).message}.`];
  }
  const reading = checkRouteManifest(text, federationNameOf(pkg));
  if ('problems' in reading) return reading.problems;
  return collisions(reading.manifest, app.routeTable.current().manifests);
}

/** Why a version registered by its URL alone, before versions were stored, cannot be shown. */
export const notStored = (version: number) =>
  `Version ${version} was registered by its URL before hosted versions were stored on the site, which has none of its files: register its manifest URL again.`;

/** Why the version cannot reach visitors now ('no-such-version', or its problems); undefined when it can. */
export async function reachProblems(app: FastifyInstance, pkg: string, version: number): Promise<'no-such-version' | { problems: string[] } | undefined> {
  const row = version === BUILT_VERSION ? undefined : await findVersion(app.db, pkg, version);
  if (version !== BUILT_VERSION && !row) return 'no-such-version';
  if (row && !isStored(row)) return { problems: [notStored(version)] };
  const problems = await routeProblems(app, pkg, row);
  return problems.length > 0 ? { problems } : undefined;
}

/** Ends the remote's rollout, if any (a version activated or rolled back replaces it): how the audit summary says so. */
async function endAnyRollout(tx: Db, pkg: string): Promise<string> {
  const rollout = (await currentRollouts(tx)).get(pkg);
  if (!rollout) return '';
  await endRollout(tx, pkg);
  return `, ending the rollout of version ${rollout.version} at ${rollout.percent}%`;
}

/** Makes a version the remote's active one; the previous active version is where a rollback leads. */
export async function activateVersion(app: FastifyInstance, pkg: string, version: number, actor: AuditActor): Promise<Exclude<Activation, 'nothing-to-roll-back'>> {
  const refused = await reachProblems(app, pkg, version);
  if (refused) return refused;
  await app.db.transaction(async (tx: Db) => {
    await lockRemote(tx, pkg);
    const current = (await currentActivations(tx)).get(pkg)?.version ?? BUILT_VERSION;
    const ended = await endAnyRollout(tx, pkg);
    if (current === version) {
      if (ended) await audit(tx, actor, 'remote.activated', { targetId: pkg, summary: `Kept version ${version} of ${pkg} active${ended}` });
      return;
    }
    await recordActivation(tx, pkg, version, current, { by: registryName(actor) });
    await audit(tx, actor, 'remote.activated', { targetId: pkg, summary: `Activated version ${version} of ${pkg} (was ${current})${ended}` });
  });
  return { version };
}

/** The site's own rollback: the version it found failing, and why, in a sentence. */
export interface AutomaticRollback {
  from: number;
  why: string;
}

/** Goes back to the version active before the current one (and, again, to the one before that). */
export async function rollBack(app: FastifyInstance, pkg: string, actor: AuditActor, automatic?: AutomaticRollback): Promise<Activation> {
  return app.db.transaction(async (tx: Db) => {
    await lockRemote(tx, pkg);
    const current = (await currentActivations(tx)).get(pkg);
    // Decided on counts read before the lock: another instance may have rolled it back since.
    if (automatic && current?.version !== automatic.from) return 'nothing-to-roll-back' as const;
    const target = current ? await rollbackTarget(tx, current) : undefined;
    if (!current || !target) return 'nothing-to-roll-back' as const;
    await recordActivation(tx, pkg, target.version, target.previous, automatic ? { by: null, automatic: true } : { by: registryName(actor) });
    const summary = `Rolled ${pkg} back from version ${current.version} to ${target.version}${await endAnyRollout(tx, pkg)}`;
    await audit(tx, actor, 'remote.rolled-back', { targetId: pkg, summary: automatic ? `${summary} by itself: ${automatic.why}` : summary });
    return { version: target.version };
  });
}
