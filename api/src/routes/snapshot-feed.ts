import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Db } from '../db/database.js';
import { findFeedToken, findFeedTokenUser, saveFeedToken } from '../repositories/feed-tokens.js';
import { serverKey } from '../repositories/server-keys.js';
import { listSnapshots } from '../repositories/snapshots.js';
import { errors, SESSION, text } from '../schemas/common.js';
import { FeedQuery, FeedTokenReply } from '../schemas/feed.js';
import { FEED_TOKEN_KEY, feedToken } from '../services/feed-tokens.js';
import { audit } from '../services/audit.js';
import { newSecret } from '../services/secrets.js';
import { siteHostname } from '../services/site-url.js';
import { timelineCalendar } from '../views/calendar.js';

const tags = ['timeline'];
const NO_TOKEN = 'This calendar link has no feed token: copy your feed link from the timeline page.';
const BAD_TOKEN = 'This calendar link is not valid (it may have been replaced): copy your current feed link from the timeline page.';

/** Makes (or, with `rotate`, replaces) the member's token and answers their feed link. */
async function feedLink(db: Db, siteUrl: string, userId: string, options: { rotate: boolean }) {
  const key = await serverKey(db, FEED_TOKEN_KEY);
  let row = options.rotate ? undefined : await findFeedToken(db, userId);
  if (!row) {
    const salt = newSecret(16);
    row = await saveFeedToken(db, { userId, salt, token: feedToken(key, userId, salt) }, { replace: options.rotate });
  }
  const token = feedToken(key, userId, row.salt);
  return { data: { url: `${siteUrl}/api/snapshots/feed.ics?token=${token}`, createdAt: row.createdAt.toISOString() } };
}

/** Members get and replace their own feed link: the guard is here, once for both routes. */
const feedTokens: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onRequest', app.requireMember);
  app.get(
    '/feed-token',
    {
      schema: { tags, summary: "The member's personal calendar feed link (made on first call)", security: SESSION, response: { 200: FeedTokenReply, ...errors(401) } },
    },
    async (request) => feedLink(app.db, app.siteUrl, request.user!.id, { rotate: false }),
  );

  app.post(
    '/feed-token',
    {
      config: { invalidates: [] },
      schema: { tags, summary: 'Replace the feed link: the old one stops working', security: SESSION, response: { 200: FeedTokenReply, ...errors(401, 403) } },
    },
    async (request) =>
      app.db.transaction(async (tx) => {
        const me = request.user!;
        const link = await feedLink(tx, app.siteUrl, me.id, { rotate: true });
        await audit(tx, me, 'feed-link.replaced', { targetId: me.id, summary: `${me.username} replaced their calendar feed link; the old one stopped working` });
        return link;
      }),
  );

};

/** The feed itself, for calendar apps, which cannot log in: its token is its guard. */
const feed: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/feed.ics',
    {
      schema: {
        tags,
        summary: 'The timeline as an iCalendar feed, for the holder of a feed token',
        querystring: FeedQuery,
        // The calendar is text/calendar; a refusal is JSON, as everywhere in the API.
        response: { 200: text('The timeline (RFC 5545)', 'text/calendar'), ...errors(400, 401) },
      },
    },
    async (request, reply) => {
      const { token } = request.query;
      const user = token ? await findFeedTokenUser(app.db, token) : undefined;
      if (!user) return reply.code(401).send({ statusCode: 401, error: 'Unauthorized', message: token ? BAD_TOKEN : NO_TOKEN });
      const calendar = timelineCalendar(await listSnapshots(app.db), { hostname: siteHostname(app.siteUrl) });
      return reply
        .header('Cache-Control', 'private, max-age=300')
        .header('Content-Disposition', 'inline; filename="timeline.ics"')
        .type('text/calendar; charset=utf-8')
        .send(calendar);
    },
  );
};

/**
 * The timeline as a calendar feed. Calendar apps cannot log in, so the feed is read with a
 * personal token in its URL; members get and replace theirs while logged in.
 */
const snapshotFeed: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(feedTokens);
  await app.register(feed);
};

export default snapshotFeed;
