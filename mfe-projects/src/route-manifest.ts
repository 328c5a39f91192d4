import { PROJECT_NAMES, projectPath } from 'shared-ui/constants';
import type { RouteManifest } from 'shared-ui/route-manifest';
import { PAGE_HEADS, projectPageHead } from './config/page-heads';
import { SUBPAGE_NAMES } from './config/subpages';

const subpages = PROJECT_NAMES.flatMap((project) =>
  (SUBPAGE_NAMES[project] ?? []).map((name) => ({ path: `${projectPath(project)}/${encodeURIComponent(name)}` })),
);

/** The projects' pages: the seven projects and their subpages are the only ones (any other name is a 404). */
const manifest = {
  schemaVersion: 1,
  remote: 'mfe_projects',
  area: 'project pages',
  routes: [
    { path: '/projects', guard: 'public', head: PAGE_HEADS['/projects'], sitemap: true },
    { path: '/projects/overview', guard: 'public', head: PAGE_HEADS['/projects/overview'], sitemap: true },
    {
      path: '/projects/:projectId',
      guard: 'public',
      reads: ['/api/members'],
      pages: PROJECT_NAMES.map((project) => ({ path: projectPath(project), head: projectPageHead(project), sitemap: true })),
    },
    { path: '/projects/:projectId/:subpageId', guard: 'public', pages: subpages },
  ],
  menus: [
    ...PROJECT_NAMES.map((project, index) => ({ menu: 'bar' as const, dropdown: 'Projects', label: project, to: projectPath(project), order: 20 + index })),
    { menu: 'bar', dropdown: 'Projects', label: 'All Projects', to: '/projects/overview', order: 29, dividerBefore: true },
    { menu: 'footer', label: 'Projects', to: '/projects/overview', order: 20 },
  ],
} satisfies RouteManifest;

export default manifest;
