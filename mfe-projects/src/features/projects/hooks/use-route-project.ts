import { useParams } from 'react-router-dom';
import { projectFromSlug, type ProjectName } from 'shared-ui';

/** The project named by the URL (any case), or undefined for a name that matches none. */
export function useRouteProject(): ProjectName | undefined {
  const { projectId = '' } = useParams();
  try {
    return projectFromSlug(projectId);
  } catch {
    // projectFromSlug decodes again; a stray '%' ('/projects/100%25') is no project, not a crash.
    return undefined;
  }
}
