import { Link } from 'shared-ui/router';
import { PROJECTS, ProjectLogo, projectPath } from 'shared-ui';

/** The seven projects' logos, each a link to its project's page. */
export function ProjectLinks() {
  return (
    <section aria-labelledby="home-projects" className="mb-5">
      <h2 id="home-projects">Our Projects</h2>
      <ul className="list-unstyled home-projects">
        {PROJECTS.map((project) => (
          <li key={project.name}>
            <Link to={projectPath(project.name)} className="home-project-link">
              <ProjectLogo name={project.name} size={72} decorative />
              <span className="fw-semibold text-center">{project.name}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
