import { Link } from 'react-router-dom';
import { PageShell } from 'shared-ui';
import { ProjectsSidebar } from './ProjectsSidebar';

/** /projects: no project chosen yet. */
export function ProjectsHomePage() {
  return (
    <PageShell title="Projects" sidebar={<ProjectsSidebar />}>
      <p className="lead">Use the sidebar to choose a project, or see all seven projects at once.</p>
      <Link to="/projects/overview" className="btn btn-primary">
        View All Projects
      </Link>
    </PageShell>
  );
}
