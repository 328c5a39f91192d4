import { Link, NavLink } from 'react-router-dom';
import { PROJECT_NAMES, projectPath } from 'shared-ui';

const SECTIONS = [
  { id: 'overview', label: 'Overview' },
  { id: 'team', label: 'Team' },
  { id: 'publications', label: 'Publications' },
  { id: 'join', label: 'Join Our Team' },
];

/**
 * Every project, then the links of the view: a project page's sections, or Contact on the
 * projects view (spec section 2). Section links are plain fragment links: the browser scrolls.
 */
export function ProjectsSidebar({ sections = false }: { sections?: boolean }) {
  return (
    <>
      <nav aria-label="Projects">
        <ul className="nav nav-pills flex-column mb-4">
          {PROJECT_NAMES.map((name) => (
            <li key={name} className="nav-item">
              <NavLink to={projectPath(name)} className="nav-link">
                {name}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <nav aria-label={sections ? 'Sections' : 'More'}>
        <ul className="nav flex-column">
          {sections ? (
            SECTIONS.map((section) => (
              <li key={section.id} className="nav-item">
                <a href={`#${section.id}`} className="nav-link">
                  {section.label}
                </a>
              </li>
            ))
          ) : (
            <li className="nav-item">
              <Link to="/contact" className="nav-link">
                Contact
              </Link>
            </li>
          )}
        </ul>
      </nav>
    </>
  );
}
