/**
 * robots.txt: the site open, the API closed (but for the highlights feed). Members' pages are not
 * disallowed here: a disallowed page can still be listed from links to it, and the crawler would
 * never read the noindex its page carries for visitors (web.ts), which is what keeps it out.
 */
export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Allow: /api/highlights/feed.xml',
    'Disallow: /api/',
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}
