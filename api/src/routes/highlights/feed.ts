import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { listHighlightsWithImages } from '../../repositories/highlights.js';
import { text } from '../../schemas/common.js';
import { highlightsRss } from '../../views/highlights-rss.js';

/** The lab's highlights as an RSS feed, for feed readers. */
const highlightsFeed: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/feed.xml',
    {
      config: { access: 'public', public: true },
      schema: { tags: ['highlights'], summary: 'Every highlight as RSS 2.0, newest first', response: { 200: text('RSS 2.0', 'application/rss+xml') } },
    },
    async (_request, reply) =>
      reply
        .header('Cache-Control', 'public, max-age=300')
        .type('application/rss+xml; charset=utf-8')
        .send(highlightsRss(await listHighlightsWithImages(app.db), app.siteUrl)),
  );
};

export default highlightsFeed;
