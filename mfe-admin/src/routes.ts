import type { PageHead, PageLoader, RemoteRoute, RemoteRoutes } from 'shared-ui/route-manifest';
import { paths } from './config/paths';
import { auditPath } from './features/audit/api/audit-path';
import { AUDIT_PAGE_SIZE, auditQuery, NO_FILTERS } from './features/audit/utils/audit-filters';

/** An admins' page: only an admin may see it; drawn with the API reads it starts with (`reads`). */
const adminPage = (path: string, title: PageHead['title'], page: PageLoader, reads?: string[]): RemoteRoute => ({
  path,
  guard: 'admin',
  head: { title },
  ...(reads ? { reads } : {}),
  page,
});

/** The admins' pages: team rosters, sign-up tokens, highlights, members' accounts, the audit trail and the remotes' versions. */
const routes: RemoteRoutes = {
  schemaVersion: 1,
  remote: 'mfe_admin',
  area: 'admin area',
  routes: [
    adminPage(
      paths.editTeams,
      'My Teams',
      () => import(/* webpackMode: "eager" */ './features/teams/components/EditTeamsPage').then((m) => m.EditTeamsPage),
      // The admin's own profile: its positions name the team cards, drawn closed.
      ['/api/users/updateUser/:me'],
    ),
    adminPage(
      paths.signupTokens,
      'Sign-up Tokens',
      () => import(/* webpackMode: "eager" */ './features/signup-tokens/components/SignupTokensPage').then((m) => m.SignupTokensPage),
      ['/api/signup-tokens'],
    ),
    adminPage(
      paths.highlights,
      'Edit Highlights',
      () => import(/* webpackMode: "eager" */ './features/highlights/components/HighlightsAdminPage').then((m) => m.HighlightsAdminPage),
      ['/api/highlights'],
    ),
    adminPage(paths.newHighlight, 'New Highlight', () =>
      import(/* webpackMode: "eager" */ './features/highlights/components/NewHighlightPage').then((m) => m.NewHighlightPage),
    ),
    adminPage(
      paths.editHighlightPattern,
      'Edit Highlight',
      () => import(/* webpackMode: "eager" */ './features/highlights/components/EditHighlightPage').then((m) => m.EditHighlightPage),
      ['/api/highlights/:highlightId'],
    ),
    adminPage(
      paths.members,
      'Members & roles',
      () => import(/* webpackMode: "eager" */ './features/members/components/MembersPage').then((m) => m.MembersPage),
      ['/api/admin/users'],
    ),
    adminPage(
      paths.audit,
      'Audit',
      () => import(/* webpackMode: "eager" */ './features/audit/components/AuditPage').then((m) => m.AuditPage),
      // The page opens on the first page of the whole trail.
      [auditPath(auditQuery(NO_FILTERS, 1, AUDIT_PAGE_SIZE))],
    ),
    adminPage(
      paths.remotes,
      'Remotes',
      () => import(/* webpackMode: "eager" */ './features/remotes/components/RemotesPage').then((m) => m.RemotesPage),
      ['/api/remotes', '/api/remotes/deploy-tokens'],
    ),
  ],
  menus: [
    { menu: 'account', label: 'Edit Teams', to: paths.editTeams, order: 40, adminOnly: true },
    { menu: 'account', label: 'Sign-up Tokens', to: paths.signupTokens, order: 41, adminOnly: true },
    { menu: 'account', label: 'Edit Highlights', to: paths.highlights, order: 42, adminOnly: true },
    { menu: 'account', label: 'Members & roles', to: paths.members, order: 43, adminOnly: true },
    { menu: 'account', label: 'Audit', to: paths.audit, order: 44, adminOnly: true },
    { menu: 'account', label: 'Remotes', to: paths.remotes, order: 45, adminOnly: true },
  ],
};

export default routes;
