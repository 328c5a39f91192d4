import type { FastifyReply } from 'fastify';

/** Adds `value` to the reply's Vary, once, keeping what others put there (CORS's Origin, Accept-Encoding). */
export function addVary(reply: FastifyReply, value: string) {
  const current = reply.getHeader('vary');
  const parts = current === undefined ? [] : String(current).split(',').map((part) => part.trim()).filter(Boolean);
  if (!parts.some((part) => part.toLowerCase() === value.toLowerCase())) parts.push(value);
  reply.header('vary', parts.join(', '));
}
