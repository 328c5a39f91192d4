import type { FastifyReply } from 'fastify';

/** A version refused, with every problem found, so a team fixes them all at once. */
export function refuse(reply: FastifyReply, problems: string[]) {
  const message = `Version refused: ${problems.length} ${problems.length === 1 ? 'problem' : 'problems'}.`;
  return reply.code(400).send({ statusCode: 400, error: 'Bad Request', message, problems });
}

/** The 404 of a version the remote does not have. */
export function noSuchVersion(reply: FastifyReply, name: string, version: number | undefined) {
  return reply.code(404).send({ statusCode: 404, error: 'Not Found', message: `${name} has no version ${version}.` });
}
