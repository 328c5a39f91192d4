import type { CSSProperties, MouseEvent } from 'react';
import { Link } from 'shared-ui/router';
import { PROJECTS, projectPath, type ProjectName } from 'shared-ui';
import { prefetchProjectContent } from '../../hooks/use-project-content';

export interface ProjectsNavProps {
  /** The project shown, if any. */
  current?: ProjectName;
  /** Whether the page is the project's own (not one of its subpages): aria-current="page". */
  onProjectPage: boolean;
  onChoose: (event: MouseEvent<HTMLAnchorElement>, project: ProjectName) => void;
}

/** Every project, each marked with its colour; the current one highlighted. */
export function ProjectsNav({ current, onProjectPage, onChoose }: ProjectsNavProps) {
  return (
    <nav aria-label="Projects">
      <ul className="nav nav-pills flex-column gap-1 projects-nav">
        {PROJECTS.map(({ name, colour }) => {
          const active = name === current;
          return (
            <li key={name} className="nav-item">
              <Link
                to={projectPath(name)}
                className={`nav-link projects-nav__link${active ? ' active' : ''}`}
                style={{ '--project-colour': colour } as CSSProperties}
                aria-current={active ? (onProjectPage ? 'page' : 'true') : undefined}
                onClick={(event) => onChoose(event, name)}
                // Its text is fetched as the visitor points at (a tap too: pointerenter comes first) or tabs to it.
                onPointerEnter={() => prefetchProjectContent(name)}
                onFocus={() => prefetchProjectContent(name)}
              >
                <span className="projects-nav__swatch" aria-hidden="true" />
                {name}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
