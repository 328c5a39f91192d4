import type { FastifyReply, FastifyRequest } from 'fastify';
import { NOT_LOGGED_IN } from '../plugins/session.js';
import { useDeployToken } from './repository/deploy-tokens.js';
import type { AuditActor } from '../services/audit.js';
import { registryName } from './releases/registry-names.js';
import type { Security } from '../schemas/common.js';
import { isAdmin } from '../views/users.js';

/** Who deploys: one remote's token, or an admin's session. */
export interface Deployer {
  actor: AuditActor;
  /** How the registry's history names them: 'admin alice', 'deploy token 1a2b3c4d (Timeline team)'. */
  label: string;
  /** They may bring a version to visitors (roll out, activate): an admin, or a token an admin made so. */
  mayActivate: boolean;
}

declare module 'fastify' {
  interface FastifyRequest {
    deployer: Deployer | null;
  }
}

/** How the document says it (plugins/docs.ts defines the schemes): a deploy token of the remote, or an admin's session. */
export const DEPLOYER: Security = [{ deployToken: [] }, { session: [] }];

export const BAD_TOKEN = 'This deploy token is not valid: it is unknown or was revoked. Ask an admin for a new one on the Remotes page.';
export const NOT_DEPLOYER = 'Only lab admins, or a deploy token of this remote, can do that.';

const unauthorized = (reply: FastifyReply, message: string) => reply.code(401).send({ statusCode: 401, error: 'Unauthorized', message });
const forbidden = (reply: FastifyReply, message: string) => reply.code(403).send({ statusCode: 403, error: 'Forbidden', message });

/** Why a token an admin did not allow to activate cannot bring a version to visitors. */
export const notActivator = (name: string) =>
  `An admin approves the versions of ${name} that reach visitors: this deploy token uploads, previews and reads the status only. Ask an admin to roll out or activate the version, or for a deploy token that may.`;

/**
 * The check of `access: 'deploy-token'` (plugins/access.ts), on the routes a team's deploy command
 * calls: `Authorization: Bearer <token>` with a live token of the remote in the path (a token of
 * another remote is refused), or an admin's session. A token works for its own remote only, and
 * for nothing else of the API.
 */
export async function requireDeployer(request: FastifyRequest, reply: FastifyReply) {
  const { name } = request.params as { name: string };
  const authorization = request.headers.authorization;
  if (authorization !== undefined) {
    const token = /^Bearer\s+(\S{1,200})$/i.exec(authorization)?.[1];
    const row = token ? await useDeployToken(request.server.db, token) : undefined;
    if (!row) return unauthorized(reply, BAD_TOKEN);
    if (row.remote !== name) return forbidden(reply, `This deploy token is for ${row.remote} only.`);
    const actor = { tokenId: row.id, label: row.label };
    request.deployer = { actor, label: registryName(actor)!, mayActivate: row.mayActivate };
    return;
  }
  if (!request.user) return unauthorized(reply, NOT_LOGGED_IN);
  if (!isAdmin(request.user)) return forbidden(reply, NOT_DEPLOYER);
  request.deployer = { actor: request.user, label: registryName(request.user)!, mayActivate: true };
}

/**
 * The guard of the routes that bring a version to visitors (activate, roll out), after
 * requireDeployer: an admin's step, unless the admin made the token with `mayActivate`.
 * Uploading and previewing show nothing to visitors, and going back is always safe: any deployer.
 */
export async function requireActivator(request: FastifyRequest, reply: FastifyReply) {
  if (request.deployer?.mayActivate) return;
  return forbidden(reply, notActivator((request.params as { name: string }).name));
}
