import type { RouteManifest } from './route-manifest';
import { findPage, manifestProblems, matchPattern, menuItems, readsOf, recordReadOf, withoutConflicts } from './route-table';

function manifest(remote: string, routes: RouteManifest['routes'], menus: RouteManifest['menus'] = []): RouteManifest {
  return { schemaVersion: 1, remote, area: remote, routes, menus };
}

const projects = manifest('mfe_projects', [
  { path: '/projects', guard: 'public' },
  { path: '/projects/overview', guard: 'public' },
  {
    path: '/projects/:projectId',
    guard: 'public',
    reads: ['/api/members'],
    pages: [{ path: '/projects/NOVA' }, { path: '/projects/Coding%20Team' }],
  },
]);
const publicPages = manifest('mfe_public', [
  { path: '/', guard: 'public' },
  { path: '/People', guard: 'public' },
  { path: '/lab_highlights/:highlightId', guard: 'public', record: { read: '/api/highlights/:highlightId' } },
]);
const timeline = manifest('mfe_timeline', [
  { path: '/timeline', guard: 'member', reads: ['/api/snapshots'] },
  { path: '/timeline/edit/:timelineId', guard: 'member' },
  { path: '/timeline/files/*', guard: 'member' },
]);

describe('matchPattern', () => {
  it('matches static segments in any case, with or without a trailing slash', () => {
    expect(matchPattern('/People', '/people/')).toEqual({});
    expect(matchPattern('/People', '/People/x')).toBeUndefined();
  });

  it('decodes parameters and matches a splat of any depth', () => {
    expect(matchPattern('/projects/:projectId', '/projects/Coding%20Team')).toEqual({ projectId: 'Coding Team' });
    expect(matchPattern('/timeline/files/*', '/timeline/files/a/b')).toEqual({ '*': 'a/b' });
    expect(matchPattern('/timeline/files/*', '/timeline/files')).toEqual({ '*': '' });
  });

  it('matches nothing with a segment that cannot be decoded', () => {
    expect(matchPattern('/projects/:projectId', '/projects/100%')).toBeUndefined();
  });
});

describe('findPage', () => {
  const all = [publicPages, projects, timeline];

  it('finds the remote and rule of a path, with its own spelling for canonical links', () => {
    const match = findPage(all, '/people')!;
    expect(match.manifest.remote).toBe('mfe_public');
    expect(match.route.guard).toBe('public');
    expect(match.canonicalPath).toBe('/People');
  });

  it('prefers a static route to a parameter, as react-router does', () => {
    expect(findPage(all, '/projects/overview')!.route.path).toBe('/projects/overview');
  });

  it('matches a route with known pages only on those pages', () => {
    expect(findPage(all, '/projects/nova')!.canonicalPath).toBe('/projects/NOVA');
    expect(findPage(all, '/projects/coding team')!.canonicalPath).toBe('/projects/Coding%20Team');
    expect(findPage(all, '/projects/BOGUS')).toBeUndefined();
  });

  it('answers undefined for a path no remote draws', () => {
    expect(findPage(all, '/this-page-does-not-exist')).toBeUndefined();
  });

  it('fills the parameters of the reads and the record read', () => {
    expect(readsOf(findPage(all, '/projects/NOVA')!)).toEqual(['/api/members']);
  });

  it("fills a read's :me with the member the page is drawn for, and leaves it out for nobody", () => {
    const own = manifest('mfe_members', [{ path: '/editprofile', guard: 'member', reads: ['/api/users/updateUser/:me', '/api/resources'] }]);
    const match = findPage([own], '/editprofile')!;
    expect(readsOf(match, 'ada lovelace')).toEqual(['/api/users/updateUser/ada%20lovelace', '/api/resources']);
    expect(readsOf(match)).toEqual(['/api/resources']);
    expect(recordReadOf(findPage(all, '/lab_highlights/a%20b')!)).toBe('/api/highlights/a%20b');
  });

  it('keeps a parameter of `.` or `..` one segment of the read, never a step out of its path', () => {
    expect(recordReadOf(findPage(all, '/lab_highlights/%2E%2E')!)).toBe('/api/highlights/%2E%2E');
    expect(recordReadOf(findPage(all, '/lab_highlights/.')!)).toBe('/api/highlights/%2E');
    expect(recordReadOf(findPage(all, '/lab_highlights/..x')!)).toBe('/api/highlights/..x');
  });
});

describe('withoutConflicts', () => {
  it('keeps the first remote of a path and refuses the route of the later one, with its menu entries', () => {
    const intruder = manifest(
      'mfe_admin',
      [
        { path: '/people', guard: 'admin' },
        { path: '/admin/x', guard: 'admin' },
      ],
      [
        { menu: 'account', label: 'People admin', to: '/people', order: 1 },
        { menu: 'account', label: 'X', to: '/admin/x', order: 2 },
      ],
    );
    const { manifests, conflicts } = withoutConflicts([publicPages, intruder]);
    expect(conflicts).toEqual([{ path: '/people', kept: 'mfe_public', refused: 'mfe_admin' }]);
    expect(manifests[1]!.routes.map((route) => route.path)).toEqual(['/admin/x']);
    expect(manifests[1]!.menus.map((entry) => entry.label)).toEqual(['X']);
  });

  it('sees a parameter and a splat overlap a static path, but not the known pages of another', () => {
    const claimsNova = manifest('mfe_other', [{ path: '/projects/NOVA', guard: 'public' }]);
    const claimsStats = manifest('mfe_stats', [{ path: '/projects/stats', guard: 'public' }]);
    const underTimeline = manifest('mfe_deep', [{ path: '/timeline/files/x/y', guard: 'member' }]);
    const underHighlight = manifest('mfe_news', [{ path: '/lab_highlights/archive', guard: 'public' }]);
    const { conflicts } = withoutConflicts([publicPages, projects, timeline, claimsNova, claimsStats, underTimeline, underHighlight]);
    expect(conflicts.map((conflict) => conflict.refused)).toEqual(['mfe_other', 'mfe_deep', 'mfe_news']);
  });

  it('leaves a path with the remote that drew it before, whatever the order of the remotes', () => {
    const admin = manifest('mfe_admin', [{ path: '/admin/members', guard: 'admin' }], [{ menu: 'account', label: 'Members', to: '/admin/members', order: 1 }]);
    const taker = manifest('mfe_timeline', [...timeline.routes, { path: '/admin/:page', guard: 'member' }]);
    // A remote's own routes may overlap (/projects/overview and /projects/:projectId): never a conflict.
    const { manifests, conflicts } = withoutConflicts([taker, admin, projects], [timeline, admin, projects]);
    expect(conflicts).toEqual([{ path: '/admin/:page', kept: 'mfe_admin', refused: 'mfe_timeline' }]);
    expect(manifests.map((kept) => kept.routes.length)).toEqual([timeline.routes.length, 1, projects.routes.length]);
    expect(manifests[1]!.menus).toHaveLength(1);
  });
});

describe('manifestProblems', () => {
  it('refuses the paths the site serves itself: the API, the remotes’ files, robots.txt, the sitemap and files', () => {
    const greedy = manifest('mfe_timeline', [
      { path: '/api/users', guard: 'public' },
      { path: '/Remotes/mfe-admin/*', guard: 'public' },
      { path: '/remotes.json', guard: 'public' },
      { path: '/:anything', guard: 'public' },
      { path: '/main.js', guard: 'public' },
      { path: '/files/:name', guard: 'public', pages: [{ path: '/files/index.html' }] },
      { path: '/timeline', guard: 'member' },
    ]);
    expect(manifestProblems(greedy, 'mfe_timeline')).toEqual([
      'The path /api/users claims /api/*, which the site serves itself.',
      'The path /Remotes/mfe-admin/* claims /remotes/*, which the site serves itself.',
      'The path /remotes.json claims /remotes.json, which the site serves itself.',
      'The path /:anything claims /api/*, which the site serves itself.',
      'The path /main.js names a file, which the site serves as a file, never as a page.',
      'The path /files/index.html names a file, which the site serves as a file, never as a page.',
    ]);
    expect([publicPages, projects, timeline].flatMap((sound) => manifestProblems(sound, sound.remote))).toEqual([]);
  });
});

describe('menuItems', () => {
  const bar = manifest(
    'mfe_public',
    [
      { path: '/', guard: 'public' },
      { path: '/about', guard: 'public' },
      { path: '/get_involved', guard: 'public' },
    ],
    [
      { menu: 'bar', dropdown: 'Home', label: 'Our Lab', to: '/about', order: 10 },
      { menu: 'bar', dropdown: 'Home', label: 'Home', to: '/', order: 12 },
      { menu: 'bar', label: 'Get Involved', to: '/get_involved', order: 30 },
      { menu: 'drawer', label: 'Only in the drawer', to: '/about', order: 50 },
    ],
  );
  const bar2 = manifest(
    'mfe_projects',
    [{ path: '/projects/overview', guard: 'public' }],
    [
      { menu: 'bar', dropdown: 'Projects', label: 'All Projects', to: '/projects/overview', order: 29, dividerBefore: true },
      { menu: 'account', label: 'Admin page', to: '/projects/overview', order: 1, adminOnly: true },
    ],
  );

  it('orders every remote’s entries, a dropdown where its first entry is', () => {
    expect(menuItems([bar, bar2], 'bar')).toEqual([
      {
        kind: 'dropdown',
        title: 'Home',
        items: [
          { kind: 'link', label: 'Our Lab', to: '/about', dividerBefore: false },
          { kind: 'link', label: 'Home', to: '/', dividerBefore: false },
        ],
      },
      { kind: 'dropdown', title: 'Projects', items: [{ kind: 'link', label: 'All Projects', to: '/projects/overview', dividerBefore: true }] },
      { kind: 'link', label: 'Get Involved', to: '/get_involved', dividerBefore: false },
    ]);
  });

  it('shows the drawer the bar’s entries and its own', () => {
    expect(menuItems([bar], 'drawer').map((item) => (item.kind === 'link' ? item.label : item.title))).toEqual([
      'Home',
      'Get Involved',
      'Only in the drawer',
    ]);
  });

  it('shows admins’ entries to admins only', () => {
    expect(menuItems([bar2], 'account')).toEqual([]);
    expect(menuItems([bar2], 'account', { admin: true })).toHaveLength(1);
  });
});

describe('findPage for the shell', () => {
  it('gives an unknown value of a known-pages route to the remote that owns it', () => {
    const match = findPage([projects], '/projects/BOGUS', { anyValue: true });
    expect(match?.manifest.remote).toBe('mfe_projects');
    expect(match?.page).toBeUndefined();
    expect(findPage([projects], '/elsewhere', { anyValue: true })).toBeUndefined();
  });
});
