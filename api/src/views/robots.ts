import { PRIVATE_PATHS } from '../domain/public-pages.js';

/** robots.txt: public pages open, members' pages and the API closed (but for the highlights feed). */
export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Allow: /api/highlights/feed.xml',
    ...PRIVATE_PATHS.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}
