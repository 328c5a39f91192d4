import type { RouteEntry, RouteManifest } from 'shared-ui/route-manifest';
import { PAGE_HEADS } from './config/page-heads';

type PagePath = keyof typeof PAGE_HEADS;

/** A public page without parameters: its head, listed in the sitemap, with the reads it starts with. */
const page = (path: PagePath, reads?: string[]): RouteEntry => ({
  path,
  guard: 'public',
  head: PAGE_HEADS[path],
  sitemap: true,
  ...(reads ? { reads } : {}),
});

/** The public pages of the lab (spec section 2), and where the site's menus lead to them. */
const manifest = {
  schemaVersion: 1,
  remote: 'mfe_public',
  area: 'public pages',
  routes: [
    page('/'),
    page('/about'),
    page('/contact'),
    page('/join'),
    page('/team', ['/api/members']),
    page('/get_involved'),
    // The filter lives in the address, so a filtered list is drawn filtered.
    { ...page('/publications'), query: ['project', 'year'] },
    page('/People', ['/api/members']),
    page('/Affiliations'),
    page('/lab_highlights', ['/api/highlights']),
    {
      path: '/lab_highlights/:highlightId',
      guard: 'public',
      record: { read: '/api/highlights/:highlightId', list: '/api/highlights' },
      sitemap: true,
    },
  ],
  menus: [
    { menu: 'bar', dropdown: 'Home', label: 'Our Lab', to: '/about', order: 10 },
    { menu: 'bar', dropdown: 'Home', label: 'Related Labs', to: '/Affiliations', order: 11 },
    { menu: 'bar', dropdown: 'Home', label: 'Home', to: '/', order: 12 },
    { menu: 'bar', label: 'Get Involved', to: '/get_involved', order: 30 },
    { menu: 'bar', label: 'Highlights', to: '/lab_highlights', order: 40 },
    { menu: 'footer', label: 'Our Lab', to: '/about', order: 10 },
    { menu: 'footer', label: 'People', to: '/People', order: 30 },
    { menu: 'footer', label: 'Publications', to: '/publications', order: 40 },
    { menu: 'footer', label: 'Get Involved', to: '/get_involved', order: 50 },
    { menu: 'footer', label: 'Highlights', to: '/lab_highlights', order: 60 },
    { menu: 'footer', label: 'Contact', to: '/contact', order: 70 },
  ],
} satisfies RouteManifest;

export default manifest;
