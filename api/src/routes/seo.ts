import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { sitemapPages } from '../remotes/sitemap-pages.js';
import { text } from '../schemas/common.js';
import { robotsTxt } from '../views/robots.js';
import { sitemap } from '../views/sitemap.js';

const tags = ['site'];

/** What search engines ask the site for first, at the site's root. */
const seo: FastifyPluginAsyncTypebox = async (app) => {
  /** The records of an API list (a route's pages, such as the highlights), as a visitor reads them. */
  const readList = async (apiPath: string) => {
    const response = await app.inject({ method: 'GET', url: apiPath });
    const data = response.statusCode === 200 ? (response.json() as { data?: unknown }).data : undefined;
    return Array.isArray(data) ? data.filter((item): item is Record<string, unknown> => typeof item === 'object' && item !== null) : [];
  };

  app.get(
    '/robots.txt',
    { config: { access: 'public', public: true }, schema: { tags, summary: 'Which paths crawlers may visit, and where the sitemap is', response: { 200: text('robots.txt', 'text/plain') } } },
    async (_request, reply) =>
      reply.header('Cache-Control', 'public, max-age=3600').type('text/plain; charset=utf-8').send(robotsTxt(app.siteUrl)),
  );

  app.get(
    '/sitemap.xml',
    { config: { access: 'public', public: true }, schema: { tags, summary: "The public pages the remotes' route manifests list (sitemaps.org 0.9)", response: { 200: text('The sitemap', 'application/xml') } } },
    async (_request, reply) => {
      const pages = await sitemapPages(app.routeTable.current(), readList);
      return reply.header('Cache-Control', 'public, max-age=300').type('application/xml; charset=utf-8').send(sitemap(pages, app.siteUrl));
    },
  );
};

export default seo;
