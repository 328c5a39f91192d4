import { Link } from 'shared-ui/router';
import { useDocumentTitle } from 'shared-ui';
import { PAGE_HEADS } from '../../../routes';

/** /projects: no project chosen yet. */
export function ProjectsHomePage() {
  useDocumentTitle(PAGE_HEADS['/projects'].title, PAGE_HEADS['/projects'].description);
  return (
    <>
      <h1 className="mb-3">Projects</h1>
      <p className="lead">Use the sidebar to choose a project, or see all seven projects at once.</p>
      <Link to="/projects/overview" className="btn btn-primary">
        View All Projects
      </Link>
    </>
  );
}
