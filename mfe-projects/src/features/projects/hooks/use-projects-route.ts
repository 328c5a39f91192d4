import { useParams } from 'shared-ui/router';
import { projectFromSlug, type ProjectName } from 'shared-ui';
import { findSubpage } from '../utils/content';

/** What the URL under /projects names: nothing yet, a project, or one of its subpages. */
export type ProjectsRoute =
  | { kind: 'home' }
  | { kind: 'project'; project: ProjectName }
  | { kind: 'subpage'; project: ProjectName; subpage: string }
  | { kind: 'unknown' };

/** The project a URL segment names, in any case. */
export function projectOf(segment: string): ProjectName | undefined {
  try {
    return projectFromSlug(segment);
  } catch {
    // projectFromSlug decodes again; a stray '%' ('/projects/100%25') is no project, not a crash.
    return undefined;
  }
}

/** Reads /projects, /projects/:projectId and /projects/:projectId/:subpageId, names in any case. */
export function useProjectsRoute(): ProjectsRoute {
  const { projectId, subpageId } = useParams();
  if (projectId === undefined) return { kind: 'home' };
  const project = projectOf(projectId);
  if (!project) return { kind: 'unknown' };
  if (subpageId === undefined) return { kind: 'project', project };
  const subpage = findSubpage(project, subpageId);
  return subpage ? { kind: 'subpage', project, subpage } : { kind: 'unknown' };
}
