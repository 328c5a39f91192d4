import type { FastifyReply } from 'fastify';
import type { UserRow } from '../repositories/users.js';
import { isAdmin } from '../views/users.js';

/**
 * Entries (timeline, resources) may be changed by whoever created them and by admins. Answers
 * 403 with `message` and returns false for anyone else.
 */
export function mayChange(user: UserRow, createdBy: string | null, reply: FastifyReply, message: string): boolean {
  if (createdBy === user.id || isAdmin(user)) return true;
  void reply.code(403).send({ statusCode: 403, error: 'Forbidden', message });
  return false;
}
