import type { RouteManifest } from 'shared-ui/route-manifest';
import { paths } from './config/paths';

/** The admins' pages: team rosters, sign-up tokens, highlights, members' accounts, the audit trail and the remotes' versions. */
const manifest = {
  schemaVersion: 1,
  remote: 'mfe_admin',
  area: 'admin area',
  routes: [
    { path: paths.editTeams, guard: 'admin', head: { title: 'My Teams' } },
    { path: paths.signupTokens, guard: 'admin', head: { title: 'Sign-up Tokens' } },
    { path: paths.highlights, guard: 'admin', head: { title: 'Edit Highlights' } },
    { path: paths.newHighlight, guard: 'admin', head: { title: 'New Highlight' } },
    { path: paths.editHighlightPattern, guard: 'admin', head: { title: 'Edit Highlight' } },
    { path: paths.members, guard: 'admin', head: { title: 'Members & roles' } },
    { path: paths.audit, guard: 'admin', head: { title: 'Audit' } },
    { path: paths.remotes, guard: 'admin', head: { title: 'Remotes' } },
  ],
  menus: [
    { menu: 'account', label: 'Edit Teams', to: paths.editTeams, order: 40, adminOnly: true },
    { menu: 'account', label: 'Sign-up Tokens', to: paths.signupTokens, order: 41, adminOnly: true },
    { menu: 'account', label: 'Edit Highlights', to: paths.highlights, order: 42, adminOnly: true },
    { menu: 'account', label: 'Members & roles', to: paths.members, order: 43, adminOnly: true },
    { menu: 'account', label: 'Audit', to: paths.audit, order: 44, adminOnly: true },
    { menu: 'account', label: 'Remotes', to: paths.remotes, order: 45, adminOnly: true },
  ],
} satisfies RouteManifest;

export default manifest;
