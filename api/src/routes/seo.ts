import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { listHighlights } from '../repositories/highlights.js';
import { robotsTxt } from '../views/robots.js';
import { sitemap } from '../views/sitemap.js';

const tags = ['site'];

/** What search engines ask the site for first, at the site's root. */
const seo: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/robots.txt',
    { config: { public: true }, schema: { tags, summary: 'Which paths crawlers may visit, and where the sitemap is', produces: ['text/plain'], response: { 200: Type.String() } } },
    async (_request, reply) =>
      reply.header('Cache-Control', 'public, max-age=3600').type('text/plain; charset=utf-8').send(robotsTxt(app.siteUrl)),
  );

  app.get(
    '/sitemap.xml',
    { config: { public: true }, schema: { tags, summary: 'The public pages, project pages and highlights (sitemaps.org 0.9)', produces: ['application/xml'], response: { 200: Type.String() } } },
    async (_request, reply) =>
      reply
        .header('Cache-Control', 'public, max-age=300')
        .type('application/xml; charset=utf-8')
        .send(sitemap(await listHighlights(app.db), app.siteUrl)),
  );
};

export default seo;
