import { Link } from 'react-router-dom';
import { PageShell, PROJECTS, projectPath } from 'shared-ui';

/** The lab's publications belong to its projects; each project's page lists its own. */
export function PublicationsPage() {
  return (
    <PageShell title="Publications">
      <p>
        Our publications are listed per project. Choose a project to see its publications, with links to each paper.
      </p>
      <h2>Publications by Project</h2>
      <ul>
        {PROJECTS.map((project) => (
          <li key={project.name}>
            <Link to={projectPath(project.name)}>{project.name}</Link>
          </li>
        ))}
      </ul>
    </PageShell>
  );
}
