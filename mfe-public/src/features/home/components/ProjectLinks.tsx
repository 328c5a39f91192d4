import { Link } from 'react-router-dom';
import { PROJECTS, projectPath } from 'shared-ui';

/** The seven projects, each a link to its page, marked with the project's colour. */
export function ProjectLinks() {
  return (
    <section aria-labelledby="home-projects" className="mb-5">
      <h2 id="home-projects">Our Projects</h2>
      <ul className="list-unstyled d-flex flex-wrap gap-3">
        {PROJECTS.map((project) => (
          <li key={project.name}>
            <Link
              to={projectPath(project.name)}
              className="btn btn-outline-dark d-inline-flex align-items-center gap-2"
            >
              <span
                aria-hidden="true"
                className="rounded-circle d-inline-block"
                style={{ width: '0.75rem', height: '0.75rem', background: project.colour }}
              />
              {project.name}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
