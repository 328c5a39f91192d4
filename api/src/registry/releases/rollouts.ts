import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database.js';
import { BUILT_VERSION, currentActivations, lockRemote } from '../repository/versions.js';
import { startRollout } from '../repository/rollouts.js';
import { audit, type AuditActor } from '../../services/audit.js';
import { activateVersion, reachProblems } from './activations.js';
import { registryName } from './registry-names.js';

export type Rollout = { version: number; percent: number; active: boolean } | 'no-such-version' | { problems: string[] };

/** Version 1 has no folder of its own to give some visitors: going back to it is an activation or a rollback. */
export const BUILD_NOT_ROLLED_OUT = "Version 1 is the site's own build: it is activated (or rolled back to), not rolled out; only deployed versions (2 and up) are.";

/**
 * Brings a version to `percent` of visitors, the rest keeping the active one; 100 % activates it
 * (which ends the rollout). Refused wherever activating it would be: the same checks, now.
 */
export async function rollOut(app: FastifyInstance, pkg: string, version: number, percent: number, actor: AuditActor): Promise<Rollout> {
  if (percent === 100) {
    const activated = await activateVersion(app, pkg, version, actor);
    return typeof activated === 'object' && 'version' in activated ? { version, percent, active: true } : activated;
  }
  if (version === BUILT_VERSION) return { problems: [BUILD_NOT_ROLLED_OUT] };
  const refused = await reachProblems(app, pkg, version);
  if (refused) return refused;
  return app.db.transaction(async (tx: Db) => {
    await lockRemote(tx, pkg);
    const current = (await currentActivations(tx)).get(pkg)?.version ?? BUILT_VERSION;
    if (current === version) return { problems: [`Version ${version} is already active: every visitor gets it, so there is nothing to roll out.`] };
    await startRollout(tx, { remote: pkg, version, percent, startedBy: registryName(actor) ?? '' });
    await audit(tx, actor, 'remote.rolled-out', { targetId: pkg, summary: `Rolled out version ${version} of ${pkg} to ${percent}% of visitors (the others keep version ${current})` });
    return { version, percent, active: false };
  });
}
