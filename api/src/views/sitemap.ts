import { PUBLIC_PAGES, projectPagePath } from '../domain/public-pages.js';
import { PROJECTS } from '../domain/projects.js';
import type { HighlightRow } from '../repositories/highlights.js';
import { escapeXml } from '../services/xml.js';

function url(loc: string, lastmod?: Date): string {
  const modified = lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : '';
  return `<url><loc>${escapeXml(loc)}</loc>${modified}</url>`;
}

/** A sitemap (sitemaps.org 0.9) of the public pages, every project page and every highlight. */
export function sitemap(highlights: HighlightRow[], origin: string): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...Object.keys(PUBLIC_PAGES).map((path) => url(`${origin}${path}`)),
    ...PROJECTS.map((name) => url(`${origin}${projectPagePath(name)}`)),
    ...highlights.map((highlight) => url(`${origin}/lab_highlights/${highlight.id}`, highlight.updatedAt)),
    '</urlset>',
    '',
  ].join('\n');
}
