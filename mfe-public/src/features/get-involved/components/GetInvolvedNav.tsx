import { Link } from 'react-router-dom';
import { SECTIONS } from '../sections';

/** The sidebar: in-page links to each section, and the way to the projects. */
export function GetInvolvedNav() {
  return (
    <nav aria-label="Get Involved sections">
      <ul className="nav flex-column mb-3">
        {SECTIONS.map((section) => (
          <li className="nav-item" key={section.id}>
            {/* A plain fragment link is enough: the shell scrolls to top on path changes only. */}
            <a className="nav-link" href={`#${section.id}`}>
              {section.title}
            </a>
          </li>
        ))}
      </ul>
      <Link to="/projects" className="btn btn-outline-primary">
        View Projects
      </Link>
    </nav>
  );
}
