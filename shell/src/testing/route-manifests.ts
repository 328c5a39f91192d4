import type { RouteManifest } from 'shared-ui/route-manifest';
import { PROJECT_NAMES, projectPath } from 'shared-ui';
import type { RouteTable } from '../state/route-table-context';

/**
 * Route manifests like the five remotes' (the real ones are theirs, read at run time): what the
 * shell's tests route and draw menus with.
 */
const project = (name: string, order: number) => ({ menu: 'bar' as const, dropdown: 'Projects', label: name, to: projectPath(name), order });

export const TEST_MANIFESTS: RouteManifest[] = [
  {
    schemaVersion: 1,
    remote: 'mfe_public',
    area: 'public pages',
    routes: ['/', '/about', '/contact', '/get_involved', '/publications', '/People', '/Affiliations', '/lab_highlights'].map((path) => ({
      path,
      guard: 'public' as const,
    })),
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
  },
  {
    schemaVersion: 1,
    remote: 'mfe_projects',
    area: 'project pages',
    routes: [
      { path: '/projects/overview', guard: 'public' },
      { path: '/projects/:projectId', guard: 'public', pages: PROJECT_NAMES.map((name) => ({ path: projectPath(name) })) },
    ],
    menus: [
      ...PROJECT_NAMES.map((name, index) => project(name, 20 + index)),
      { menu: 'bar', dropdown: 'Projects', label: 'All Projects', to: '/projects/overview', order: 29, dividerBefore: true },
      { menu: 'footer', label: 'Projects', to: '/projects/overview', order: 20 },
    ],
  },
  {
    schemaVersion: 1,
    remote: 'mfe_members',
    area: 'members area',
    routes: [
      { path: '/resources', guard: 'member' },
      { path: '/resources/:resourceId', guard: 'member' },
      { path: '/editprofile', guard: 'member' },
      { path: '/reset-password', guard: 'public' },
    ],
    menus: [
      { menu: 'account', label: 'View Profile', to: '/editprofile', order: 10 },
      { menu: 'account', label: 'Resources', to: '/resources', order: 20 },
    ],
  },
  {
    schemaVersion: 1,
    remote: 'mfe_timeline',
    area: 'timeline',
    routes: [
      { path: '/timeline', guard: 'member' },
      { path: '/timeline/add', guard: 'member', redirect: '/' },
      { path: '/timeline/edit/:timelineId', guard: 'member' },
    ],
    menus: [{ menu: 'account', label: 'Timeline', to: '/timeline', order: 30 }],
  },
  {
    schemaVersion: 1,
    remote: 'mfe_admin',
    area: 'admin area',
    routes: [
      { path: '/edit_teams', guard: 'admin' },
      { path: '/admin/signup-tokens', guard: 'admin' },
      { path: '/admin/highlights', guard: 'admin' },
      { path: '/admin/highlights/new', guard: 'admin' },
      { path: '/admin/highlights/:highlightId/edit', guard: 'admin' },
      { path: '/admin/members', guard: 'admin' },
      { path: '/admin/audit', guard: 'admin' },
      { path: '/admin/remotes', guard: 'admin' },
    ],
    menus: [
      { menu: 'account', label: 'Edit Teams', to: '/edit_teams', order: 40, adminOnly: true },
      { menu: 'account', label: 'Sign-up Tokens', to: '/admin/signup-tokens', order: 41, adminOnly: true },
      { menu: 'account', label: 'Edit Highlights', to: '/admin/highlights', order: 42, adminOnly: true },
      { menu: 'account', label: 'Members & roles', to: '/admin/members', order: 43, adminOnly: true },
      { menu: 'account', label: 'Audit', to: '/admin/audit', order: 44, adminOnly: true },
      { menu: 'account', label: 'Remotes', to: '/admin/remotes', order: 45, adminOnly: true },
    ],
  },
];

export const TEST_ROUTE_TABLE: RouteTable = { manifests: TEST_MANIFESTS, unavailable: [] };
