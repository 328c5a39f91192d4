import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Db } from '../../db/database.js';
import { findFeedToken, saveFeedToken } from '../../repositories/feed-tokens.js';
import { serverKey } from '../../repositories/server-keys.js';
import { errors } from '../../schemas/common.js';
import { FeedTokenReply } from '../../schemas/feed.js';
import { audit } from '../../services/audit.js';
import { FEED_TOKEN_KEY, feedToken } from '../../services/feed-tokens.js';
import { newSecret } from '../../services/secrets.js';
import { tags } from './common.js';


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

/**
 * A member's personal link to the timeline's calendar feed: calendar apps cannot log in, so
 * the link carries a token; the member gets it here and replaces it when it leaked.
 */
const feedLinks: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/feed-token',
    {
      config: { access: 'member' },
      schema: { tags, summary: "The member's personal calendar feed link (made on first call)", response: { 200: FeedTokenReply, ...errors(401) } },
    },
    async (request) => feedLink(app.db, app.siteUrl, request.user!.id, { rotate: false }),
  );

  app.post(
    '/feed-token',
    {
      config: { access: 'member', invalidates: [] },
      schema: { tags, summary: 'Replace the feed link: the old one stops working', response: { 200: FeedTokenReply, ...errors(401, 403) } },
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

export default feedLinks;
