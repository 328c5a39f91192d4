import { Link } from 'shared-ui/router';
import { useDocumentTitle } from 'shared-ui';

/** /projects: no project chosen yet. */
export function ProjectsHomePage() {
  useDocumentTitle('Projects', "The lab's research projects: choose one to read about its questions, team, publications and how to join.");
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
