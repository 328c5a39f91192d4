import type { RouteManifest } from 'shared-ui/route-manifest';

/** The members' own pages: the resource library and the profile, behind a login; and the page of a password reset link. */
const manifest = {
  schemaVersion: 1,
  remote: 'mfe_members',
  area: 'members area',
  routes: [
    { path: '/resources', guard: 'member', head: { title: 'Lab Resources' }, reads: ['/api/resources', '/api/resources/categories'] },
    { path: '/resources/:resourceId', guard: 'member', head: { title: 'Resource' } },
    { path: '/editprofile', guard: 'member', head: { title: 'Profile' }, reads: ['/api/users/updateUser/:me'] },
    // Opened from a one-time link an admin gives: anyone may, and no crawler should list it.
    {
      path: '/reset-password',
      guard: 'public',
      head: { title: 'Set a new password', description: 'Set a new password for your lab account with a one-time reset link.' },
      noindex: true,
    },
  ],
  menus: [
    { menu: 'account', label: 'View Profile', to: '/editprofile', order: 10 },
    { menu: 'account', label: 'Resources', to: '/resources', order: 20 },
  ],
} satisfies RouteManifest;

export default manifest;
