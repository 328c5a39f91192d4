import type { FastifyInstance, FastifyRequest } from 'fastify';
import { SESSION_CHECK } from '../remotes/page-answer.js';
import type { PageRead } from './render-protocol.js';

/** The member a page is asked for by, and what their page is drawn with. */
export interface PageMember {
  username: string;
  /** The request's cookies, for the member's own reads through the app: never given to a render process. */
  cookie: string;
  /** The session check's answer, among the page's reads: the shell draws, and hydrates, as this member. */
  session: PageRead;
}

/**
 * The member whose session the request carries, as the site's own session check answers it
 * (through the app, so a session ended elsewhere is no member); null when that check says the
 * request holds no session (none, or one that has ended), as the shell's own check will; undefined
 * when it gave no answer to go by.
 */
export async function pageMember(app: FastifyInstance, request: FastifyRequest): Promise<PageMember | null | undefined> {
  const cookie = request.headers.cookie;
  if (!cookie) return null;
  const response = await app.inject({ method: 'GET', url: SESSION_CHECK, headers: { cookie, accept: 'application/json' } });
  if (response.statusCode !== 200) return undefined;
  const body = response.json() as { data: { username: string } | null };
  return body.data ? { username: body.data.username, cookie, session: { status: response.statusCode, body } } : null;
}
