import { matchPath } from 'shared-ui/router';

export type Guard = 'public' | 'member' | 'admin';

export interface RouteGroup {
  /** Federation name of the remote that renders these paths. */
  remote: string;
  /** What the area is called when it cannot be loaded. */
  area: string;
  paths: { path: string; guard: Guard; /** Where a visitor who may not see it goes; the error page otherwise. */ redirect?: string }[];
}

/** Which remote owns which path of the route table (spec section 2), and who may see it. */
export const ROUTE_GROUPS: RouteGroup[] = [
  {
    remote: 'mfe_public',
    area: 'public pages',
    paths: [
      '/',
      '/about',
      '/contact',
      '/join',
      '/team',
      '/get_involved',
      '/publications',
      '/People',
      '/Affiliations',
      '/lab_highlights',
      '/lab_highlights/:highlightId',
    ].map((path) => ({ path, guard: 'public' as const })),
  },
  {
    remote: 'mfe_projects',
    area: 'project pages',
    paths: ['/projects', '/projects/overview', '/projects/:projectId', '/projects/:projectId/*'].map((path) => ({
      path,
      guard: 'public' as const,
    })),
  },
  {
    remote: 'mfe_members',
    area: 'members area',
    paths: [
      ...['/resources', '/resources/:resourceId', '/editprofile'].map((path) => ({ path, guard: 'member' as const })),
      // Whoever holds a one-time reset link has no session to use.
      { path: '/reset-password', guard: 'public' },
    ],
  },
  {
    remote: 'mfe_timeline',
    area: 'timeline',
    paths: [
      { path: '/timeline', guard: 'member' },
      { path: '/timeline/add', guard: 'member', redirect: '/' },
      { path: '/timeline/edit/:timelineId', guard: 'member' },
    ],
  },
  {
    remote: 'mfe_admin',
    area: 'admin area',
    paths: [
      '/edit_teams',
      '/admin/signup-tokens',
      '/admin/highlights',
      '/admin/highlights/new',
      '/admin/highlights/:highlightId/edit',
      '/admin/members',
      '/admin/audit',
    ].map((path) => ({ path, guard: 'admin' as const })),
  },
];

/** The group and rule for a path, or undefined (the error page). Paths match in any case. */
export function findRoute(pathname: string) {
  for (const group of ROUTE_GROUPS) {
    for (const route of group.paths) {
      if (matchPath({ path: route.path, caseSensitive: false, end: true }, pathname)) return { group, route };
    }
  }
  return undefined;
}
