import type { ComponentType } from 'react';
import type * as AdminRoutes from 'mfe_admin/routes';
import type * as MembersRoutes from 'mfe_members/routes';
import type * as ProjectsRoutes from 'mfe_projects/routes';
import type * as PublicRoutes from 'mfe_public/routes';
import type * as TimelineRoutes from 'mfe_timeline/routes';

/** What the shell loads of every remote: `routes`, whose default export draws the remote's pages. */
export interface RemoteRoutes {
  default: ComponentType;
}

type Meets<Exposed extends RemoteRoutes> = Exposed;

/**
 * Each remote's `routes` as its build typed it (shell/@mf-types, written by
 * scripts/federation-types.mjs before the shell's typecheck): a remote whose routes no longer
 * meet RemoteRoutes fails `npm run typecheck`.
 */
export type ExposedRoutes = {
  mfe_admin: Meets<typeof AdminRoutes>;
  mfe_members: Meets<typeof MembersRoutes>;
  mfe_projects: Meets<typeof ProjectsRoutes>;
  mfe_public: Meets<typeof PublicRoutes>;
  mfe_timeline: Meets<typeof TimelineRoutes>;
};
