import cookie from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import {
  createSession,
  deleteSession,
  extendSession,
  findSessionUser,
  SESSION_EXTEND_AFTER_MS,
  SESSION_MS,
} from '../repositories/sessions.js';
import type { UserRow } from '../repositories/users.js';
import { sha256 } from '../services/secrets.js';
import { isHttpsSite } from '../services/site-url.js';
import { isAdmin } from '../views/users.js';
import { SessionCache } from '../cache/session-cache.js';

export const SESSION_COOKIE = 'lab_session';

declare module 'fastify' {
  interface FastifyRequest {
    /** The logged-in user, or null. */
    user: UserRow | null;
    sessionToken: string | null;
  }
  interface FastifyReply {
    startSession(userId: string): Promise<void>;
    endSession(): Promise<void>;
  }
  interface FastifyInstance {
    /** Who is logged in, by session: emptied by every successful write, here and on the other instances (the response cache's invalidations). */
    sessionCache: SessionCache;
    /** preHandler: 401 unless logged in. */
    requireMember(request: FastifyRequest, reply: FastifyReply): Promise<void>;
    /** preHandler: 401 unless logged in, 403 unless an admin. */
    requireAdmin(request: FastifyRequest, reply: FastifyReply): Promise<void>;
  }
}

/** Secure whenever the site is https, even when a TLS-terminating proxy reaches us over http. */
export function cookieOptions(request: FastifyRequest) {
  const secure = isHttpsSite(request.server.siteUrl) || request.protocol === 'https';
  return { path: '/', httpOnly: true, sameSite: 'lax', secure } as const;
}

function setCookie(request: FastifyRequest, reply: FastifyReply, token: string, expires: Date) {
  reply.setCookie(SESSION_COOKIE, token, { ...cookieOptions(request), expires });
}

export const NOT_LOGGED_IN = 'You must be logged in to do that.';
export const ADMINS_ONLY = 'Only lab admins can do that.';

/**
 * Server-side sessions in the database, so any API instance can serve any request. Who a token
 * belongs to is kept a few seconds in memory (the response cache plugin empties it on every
 * write, on every instance), so a logged-in read does not wait for a lookup: PGlite runs queries
 * in this very thread, and every request would queue behind them.
 */
export default fp(
  async function sessionPlugin(app: FastifyInstance) {
    await app.register(cookie);
    app.decorateRequest('user', null);
    app.decorateRequest('sessionToken', null);
    const cache = new SessionCache();
    app.decorate('sessionCache', cache);

    app.addHook('onRequest', async (request, reply) => {
      const token = request.cookies[SESSION_COOKIE];
      if (!token || token.length > 128 || !request.url.startsWith('/api/')) return;
      const key = sha256(token);
      let found = cache.get(key);
      if (!found) {
        const stamp = cache.begin();
        found = await findSessionUser(app.db, token);
        if (!found) return;
        cache.store(key, stamp, found);
      }
      request.user = found.user;
      request.sessionToken = token;
      // Slide the expiry at most once a day, not on every request.
      if (found.expiresAt.getTime() - Date.now() < SESSION_MS - SESSION_EXTEND_AFTER_MS) {
        // A logout that lands meanwhile either deletes the row first (nothing to slide, nothing kept)
        // or clears the cache after this stamp (the store is refused).
        const stamp = cache.begin();
        const expiresAt = await extendSession(app.db, token);
        if (!expiresAt) {
          request.user = null;
          request.sessionToken = null;
          return;
        }
        setCookie(request, reply, token, expiresAt);
        cache.store(key, stamp, { user: found.user, expiresAt });
      }
    });

    app.decorateReply('startSession', async function startSession(this: FastifyReply, userId: string) {
      // A new token at every login: a token planted before login is worthless after it.
      if (this.request.sessionToken) await deleteSession(app.db, this.request.sessionToken);
      const { token, expiresAt } = await createSession(app.db, userId);
      this.request.sessionToken = token;
      setCookie(this.request, this, token, expiresAt);
    });

    app.decorateReply('endSession', async function endSession(this: FastifyReply) {
      if (this.request.sessionToken) await deleteSession(app.db, this.request.sessionToken);
      this.request.user = null;
      this.request.sessionToken = null;
      this.clearCookie(SESSION_COOKIE, cookieOptions(this.request));
    });

    app.decorate('requireMember', async (request: FastifyRequest, reply: FastifyReply) => {
      if (!request.user) return reply.code(401).send({ statusCode: 401, error: 'Unauthorized', message: NOT_LOGGED_IN });
    });

    app.decorate('requireAdmin', async (request: FastifyRequest, reply: FastifyReply) => {
      if (!request.user) return reply.code(401).send({ statusCode: 401, error: 'Unauthorized', message: NOT_LOGGED_IN });
      if (!isAdmin(request.user)) return reply.code(403).send({ statusCode: 403, error: 'Forbidden', message: ADMINS_ONLY });
    });
  },
  { name: 'session', dependencies: ['database'] },
);
