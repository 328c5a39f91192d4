import { LAB, PROJECT_NAMES, projectPath, type ProjectName } from 'shared-ui/constants';
import type { PageHead, RemoteRoutes } from 'shared-ui/route-manifest';
import { SUBPAGE_NAMES } from './config/subpages';

type Head = Required<Pick<PageHead, 'title' | 'description'>>;

/** The heads of the projects' pages without a project: published by the manifest, set by the pages. */
export const PAGE_HEADS = {
  '/projects': {
    title: 'Projects',
    description: "The lab's research projects: choose one to read about its questions, team, publications and how to join.",
  },
  '/projects/overview': {
    title: 'All Projects',
    description: "The lab's seven research projects at a glance: what each studies and where to read more.",
  },
} as const satisfies Record<string, Head>;

/** A project's page (/projects/<name>): it has no project content of its own to quote. */
export function projectPageHead(project: ProjectName): Head {
  return {
    title: project,
    description: `${project}, a research project of the ${LAB.name}: its overview, team, publications and how to join.`,
  };
}

const subpages = PROJECT_NAMES.flatMap((project) =>
  (SUBPAGE_NAMES[project] ?? []).map((name) => ({ path: `${projectPath(project)}/${encodeURIComponent(name)}` })),
);

/** Every page under the projects' layout: /projects, a project, a subpage. */
const projectPage = () => import(/* webpackMode: "eager" */ './features/projects/components/ProjectsPageSwitch').then((m) => m.ProjectsPageSwitch);

/**
 * The projects' pages: the seven projects and their subpages are the only ones (any other name is
 * a 404). One layout holds /projects, each project and its subpages, so the sidebar stays mounted
 * while the visitor moves between them.
 */
const routes: RemoteRoutes = {
  schemaVersion: 1,
  remote: 'mfe_projects',
  area: 'project pages',
  routes: [
    { path: '/projects', guard: 'public', head: PAGE_HEADS['/projects'], sitemap: true, layout: 'projects', page: projectPage },
    {
      path: '/projects/overview',
      guard: 'public',
      head: PAGE_HEADS['/projects/overview'],
      sitemap: true,
      page: () => import(/* webpackMode: "eager" */ './features/projects/components/ProjectsOverviewPage').then((m) => m.ProjectsOverviewPage),
    },
    {
      path: '/projects/:projectId',
      guard: 'public',
      reads: ['/api/members'],
      pages: PROJECT_NAMES.map((project) => ({ path: projectPath(project), head: projectPageHead(project), sitemap: true })),
      layout: 'projects',
      page: projectPage,
    },
    { path: '/projects/:projectId/:subpageId', guard: 'public', pages: subpages, layout: 'projects', page: projectPage },
  ],
  layouts: {
    projects: () => import(/* webpackMode: "eager" */ './features/projects/components/sidebar/ProjectsLayout').then((m) => m.ProjectsLayout),
  },
  menus: [
    ...PROJECT_NAMES.map((project, index) => ({ menu: 'bar' as const, dropdown: 'Projects', label: project, to: projectPath(project), order: 20 + index })),
    { menu: 'bar', dropdown: 'Projects', label: 'All Projects', to: '/projects/overview', order: 29, dividerBefore: true },
    { menu: 'footer', label: 'Projects', to: '/projects/overview', order: 20 },
  ],
};

export default routes;
