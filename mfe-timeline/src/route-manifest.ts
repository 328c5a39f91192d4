import type { RouteManifest } from 'shared-ui/route-manifest';

/** The timeline of lab activity, for members; a visitor asking for the entry form goes home (spec section 2). */
const manifest = {
  schemaVersion: 1,
  remote: 'mfe_timeline',
  area: 'timeline',
  routes: [
    { path: '/timeline', guard: 'member', head: { title: 'Timeline' }, reads: ['/api/snapshots', '/api/snapshots/filters'] },
    { path: '/timeline/add', guard: 'member', redirect: '/', head: { title: 'Add Timeline Entry' } },
    { path: '/timeline/edit/:timelineId', guard: 'member', head: { title: 'Edit Timeline Entry' } },
  ],
  menus: [{ menu: 'account', label: 'Timeline', to: '/timeline', order: 30 }],
} satisfies RouteManifest;

export default manifest;
