import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { findFeedTokenUser } from '../../repositories/feed-tokens.js';
import { listSnapshots } from '../../repositories/snapshots.js';
import { errors, text } from '../../schemas/common.js';
import { FeedQuery } from '../../schemas/feed.js';
import { siteHostname } from '../../services/site-url.js';
import { timelineCalendar } from '../../views/calendar.js';
import { tags } from './common.js';

const NO_TOKEN = 'This calendar link has no feed token: copy your feed link from the timeline page.';
const BAD_TOKEN = 'This calendar link is not valid (it may have been replaced): copy your current feed link from the timeline page.';

/**
 * The timeline as an iCalendar feed, for calendar apps, which cannot log in: the personal token
 * in its URL (feed-link.ts) is its guard.
 */
const feed: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/feed.ics',
    {
      config: { access: 'public' },
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

export default feed;
