import { findRoute } from './route-map';

/** Spec section 2, route table (and issue 20's pages): the path, the remote that renders it, and who may see it. */
const ROUTE_TABLE: [path: string, remote: string, guard: string][] = [
  ['/', 'mfe_public', 'public'],
  ['/about', 'mfe_public', 'public'],
  ['/contact', 'mfe_public', 'public'],
  ['/join', 'mfe_public', 'public'],
  ['/team', 'mfe_public', 'public'],
  ['/get_involved', 'mfe_public', 'public'],
  ['/publications', 'mfe_public', 'public'],
  ['/People', 'mfe_public', 'public'],
  ['/Affiliations', 'mfe_public', 'public'],
  ['/lab_highlights', 'mfe_public', 'public'],
  ['/lab_highlights/h123', 'mfe_public', 'public'],
  ['/projects', 'mfe_projects', 'public'],
  ['/projects/overview', 'mfe_projects', 'public'],
  ['/projects/NOVA', 'mfe_projects', 'public'],
  ['/projects/Image%20Transitions/', 'mfe_projects', 'public'],
  ['/resources', 'mfe_members', 'member'],
  ['/resources/r42', 'mfe_members', 'member'],
  ['/editprofile', 'mfe_members', 'member'],
  ['/reset-password', 'mfe_members', 'public'],
  ['/timeline', 'mfe_timeline', 'member'],
  ['/timeline/add', 'mfe_timeline', 'member'],
  ['/timeline/edit/t7', 'mfe_timeline', 'member'],
  ['/edit_teams', 'mfe_admin', 'admin'],
  ['/admin/signup-tokens', 'mfe_admin', 'admin'],
  ['/admin/highlights', 'mfe_admin', 'admin'],
  ['/admin/highlights/new', 'mfe_admin', 'admin'],
  ['/admin/highlights/h1/edit', 'mfe_admin', 'admin'],
  ['/admin/members', 'mfe_admin', 'admin'],
  ['/admin/audit', 'mfe_admin', 'admin'],
];

describe('findRoute', () => {
  it.each(ROUTE_TABLE)('%s is rendered by %s for %s visitors', (path, remote, guard) => {
    const found = findRoute(path);
    expect(found?.group.remote).toBe(remote);
    expect(found?.route.guard).toBe(guard);
  });

  it('sends a visitor of /timeline/add home; other guarded paths show the error page', () => {
    expect(findRoute('/timeline/add')?.route.redirect).toBe('/');
    expect(findRoute('/timeline')?.route.redirect).toBeUndefined();
    expect(findRoute('/edit_teams')?.route.redirect).toBeUndefined();
  });

  it('matches paths in any case', () => {
    expect(findRoute('/people')?.group.remote).toBe('mfe_public');
    expect(findRoute('/AFFILIATIONS')?.group.remote).toBe('mfe_public');
  });

  it.each(['/nowhere', '/errorPage', '/timeline/edit', '/resources/r1/extra'])('has no route for %s (the 404 page)', (path) => {
    expect(findRoute(path)).toBeUndefined();
  });
});
