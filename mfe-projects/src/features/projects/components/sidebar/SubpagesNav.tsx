import { NavLink } from 'shared-ui/router';
import { projectPath, type ProjectName } from 'shared-ui';
import { SUBPAGE_NAMES } from '../../../../config/subpages';
import { subpagePath } from '../../utils/content';

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
        {(SUBPAGE_NAMES[project] ?? []).map((name) => (
          <li key={name} className="nav-item">
            <NavLink to={subpagePath(project, name)} className="nav-link">
              {name}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
