import type { SitemapPage } from '../remotes/sitemap-pages.js';
import { escapeXml } from '../services/xml.js';

function url(loc: string, lastmod?: Date): string {
  const modified = lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : '';
  return `<url><loc>${escapeXml(loc)}</loc>${modified}</url>`;
}

/** A sitemap (sitemaps.org 0.9) of the pages the remotes list, at the site's origin. */
export function sitemap(pages: SitemapPage[], origin: string): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...pages.map((page) => url(`${origin}${page.path}`, page.lastmod)),
    '</urlset>',
    '',
  ].join('\n');
}
