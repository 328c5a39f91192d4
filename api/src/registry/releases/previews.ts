import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database.js';
import { isStored } from '../active-versions.js';
import { createPreview } from '../repository/previews.js';
import { BUILT_VERSION, findVersion } from '../repository/versions.js';
import { audit, type AuditActor } from '../../services/audit.js';
import { notStored } from './activations.js';
import { registryName } from './registry-names.js';

export type Preview = { url: string; expiresAt: Date } | 'no-such-version' | { problems: string[] };

/** Version 1 needs no link to be seen: it is the site's own build, which every instance has. */
export const BUILD_NOT_PREVIEWED = "Version 1 is the site's own build: only deployed versions (2 and up) can be previewed.";

/**
 * A link that shows one deployed version of the remote to whoever opens it, until it expires,
 * while every other visitor keeps the active one: a team's check before it asks for a rollout.
 */
export async function previewVersion(app: FastifyInstance, pkg: string, version: number, actor: AuditActor): Promise<Preview> {
  if (version === BUILT_VERSION) return { problems: [BUILD_NOT_PREVIEWED] };
  const row = await findVersion(app.db, pkg, version);
  if (!row) return 'no-such-version';
  if (!isStored(row)) return { problems: [notStored(version)] };
  return app.db.transaction(async (tx: Db) => {
    const { row: preview, token } = await createPreview(tx, { remote: pkg, version, createdBy: registryName(actor) ?? '' });
    await audit(tx, actor, 'remote.previewed', { targetId: pkg, summary: `Previewed version ${version} of ${pkg}` });
    return { url: `${app.siteUrl}/?preview=${token}`, expiresAt: preview.expiresAt };
  });
}
