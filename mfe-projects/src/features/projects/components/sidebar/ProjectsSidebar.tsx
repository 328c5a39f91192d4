import type { MouseEvent } from 'react';
import { Link } from 'shared-ui/router';
import type { ProjectName } from 'shared-ui';
import type { ProjectsRoute } from '../../hooks/use-projects-route';
import { ProjectsNav } from './ProjectsNav';
import { SectionsNav } from './SectionsNav';
import { SubpagesNav } from './SubpagesNav';

export interface ProjectsSidebarProps {
  route: Exclude<ProjectsRoute, { kind: 'unknown' }>;
  onChooseProject: (event: MouseEvent<HTMLAnchorElement>, project: ProjectName) => void;
  onGoToSection: (event: MouseEvent<HTMLAnchorElement>, id: string) => void;
}

/**
 * Every project, then the links of the view (spec section 2): a project page's sections, a
 * subpage's sibling pages, or Contact on the projects view.
 */
export function ProjectsSidebar({ route, onChooseProject, onGoToSection }: ProjectsSidebarProps) {
  return (
    <div className="d-flex flex-column gap-4">
      <ProjectsNav
        current={route.kind === 'home' ? undefined : route.project}
        onProjectPage={route.kind === 'project'}
        onChoose={onChooseProject}
      />
      {route.kind === 'project' && <SectionsNav onGo={onGoToSection} />}
      {route.kind === 'subpage' && <SubpagesNav project={route.project} />}
      {route.kind === 'home' && (
        <nav aria-label="More">
          <ul className="nav flex-column projects-sections">
            <li className="nav-item">
              <Link to="/contact" className="nav-link">
                Contact
              </Link>
            </li>
          </ul>
        </nav>
      )}
    </div>
  );
}
