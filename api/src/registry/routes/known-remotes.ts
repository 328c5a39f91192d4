import type { FastifyReply } from 'fastify';
import { REMOTE_PACKAGES } from '../../config.js';

export type RemotePackage = (typeof REMOTE_PACKAGES)[number];

export const isRemotePackage = (name: string): name is RemotePackage => (REMOTE_PACKAGES as readonly string[]).includes(name);

/** The 404 of a `{name}` the site has no remote by. */
export function noSuchRemote(reply: FastifyReply, name: string) {
  return reply.code(404).send({ statusCode: 404, error: 'Not Found', message: `No remote named "${name}".` });
}
