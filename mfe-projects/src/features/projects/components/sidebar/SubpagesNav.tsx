import { NavLink } from 'shared-ui/router';
import { projectPath, type ProjectName } from 'shared-ui';
import { PROJECT_CONTENT, subpagePath } from '../../utils/content';

/** On a subpage: the project's own page and each of its studies. */
export function SubpagesNav({ project }: { project: ProjectName }) {
  return (
    <nav aria-label={`${project} pages`}>
      <ul className="nav flex-column projects-sections">
        <li className="nav-item">
          <NavLink to={projectPath(project)} end className="nav-link">
            {project} overview
          </NavLink>
        </li>
        {PROJECT_CONTENT[project].subpages.map((subpage) => (
          <li key={subpage.name} className="nav-item">
            <NavLink to={subpagePath(project, subpage.name)} className="nav-link">
              {subpage.name}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
