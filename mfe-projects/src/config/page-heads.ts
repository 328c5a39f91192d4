import { LAB, type ProjectName } from 'shared-ui/constants';
import type { PageHead } from 'shared-ui/route-manifest';

type Head = Required<Pick<PageHead, 'title' | 'description'>>;

/** The heads of the projects' pages without a project: set by the pages, published by the route manifest. */
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
