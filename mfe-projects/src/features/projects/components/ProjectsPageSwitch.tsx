import { useProjectsRoute } from '../hooks/use-projects-route';
import { ProjectPage } from './ProjectPage';
import { ProjectsHomePage } from './ProjectsHomePage';
import { SubpagePage } from './SubpagePage';

/** The page the URL names inside the projects frame (which has already sent unknown names to /404). */
export function ProjectsPageSwitch() {
  const route = useProjectsRoute();
  if (route.kind === 'project') return <ProjectPage project={route.project} />;
  if (route.kind === 'subpage') return <SubpagePage project={route.project} name={route.subpage} />;
  return route.kind === 'home' ? <ProjectsHomePage /> : null;
}
