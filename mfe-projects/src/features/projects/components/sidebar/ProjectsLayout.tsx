import { useEffect, useState, type CSSProperties, type MouseEvent } from 'react';
import { Container } from 'shared-ui/bootstrap';
import { Navigate, Outlet } from 'shared-ui/router';
import { projectPath, useMediaQuery, useReducedMotion, type ProjectName } from 'shared-ui';
import { NOT_FOUND_PATH } from 'shared-ui/route-table';
import { BREAKPOINTS, TIMINGS } from '../../../../config/layout';
import { useProjectSwitch } from '../../hooks/use-project-switch';
import { useProjectsRoute } from '../../hooks/use-projects-route';
import { goToSection, isPlainClick } from '../../utils/go-to-section';
import { ProjectsSidebar } from './ProjectsSidebar';
import { SlideOutSidebar } from './SlideOutSidebar';
import './projects-layout.css';

/**
 * The frame of /projects, its project pages and their subpages: the sidebar (a slide-out panel
 * under 975 px) beside the page. Both are drawn and the stylesheets show the one for the window:
 * the server that draws the page knows no width. It stays mounted from one project to the next,
 * so the switch between them can fade and the panel can hand focus back.
 */
export function ProjectsLayout() {
  const route = useProjectsRoute();
  const reducedMotion = useReducedMotion();
  const { phase, switchTo } = useProjectSwitch();
  const [panelOpen, setPanelOpen] = useState(false);
  // A section chosen in the panel is brought into view once the panel has gone.
  const [pendingSection, setPendingSection] = useState<string>();
  // A window widened past the breakpoint shows the sidebar beside the page: an open panel goes.
  const wide = useMediaQuery(`(min-width: ${BREAKPOINTS.projectSidebarDesktopFrom}px)`);
  useEffect(() => {
    if (wide) setPanelOpen(false);
  }, [wide]);

  if (route.kind === 'unknown') return <Navigate to={NOT_FOUND_PATH} replace />;

  const chooseProject = (event: MouseEvent<HTMLAnchorElement>, project: ProjectName) => {
    if (!isPlainClick(event)) return;
    event.preventDefault();
    setPanelOpen(false);
    if (route.kind === 'project' && route.project === project) return;
    switchTo(projectPath(project));
  };

  const chooseSection = (event: MouseEvent<HTMLAnchorElement>, id: string) => {
    if (!isPlainClick(event)) return;
    event.preventDefault();
    if (panelOpen) {
      setPendingSection(id);
      setPanelOpen(false);
    } else {
      goToSection(id, !reducedMotion);
    }
  };

  const sidebar = <ProjectsSidebar route={route} onChooseProject={chooseProject} onGoToSection={chooseSection} />;
  return (
    <Container className="py-4">
      <div className="page-with-sidebar">
        <aside className="page-with-sidebar__side" aria-label="Projects sidebar">
          <div className="projects-sidebar">{sidebar}</div>
        </aside>
        <SlideOutSidebar
          show={panelOpen}
          onShow={() => {
            setPendingSection(undefined);
            setPanelOpen(true);
          }}
          onHide={() => setPanelOpen(false)}
          // Kept until the panel opens again: the panel gives focus back after onExited.
          restoreFocus={pendingSection === undefined}
          onExited={() => {
            if (pendingSection !== undefined) goToSection(pendingSection, !reducedMotion);
          }}
        >
          {sidebar}
        </SlideOutSidebar>
        <div
          className={`page-with-sidebar__main project-switch project-switch--${phase}`}
          style={{ '--project-switch-duration': `${TIMINGS.sidebarSwitch}ms` } as CSSProperties}
          aria-busy={phase === 'idle' ? undefined : true}
        >
          <Outlet />
        </div>
      </div>
    </Container>
  );
}
