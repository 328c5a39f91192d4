import { Navigate } from 'react-router-dom';
import { PageShell } from 'shared-ui';
import { PROJECT_CONTENT } from '../content';
import { useRouteProject } from '../hooks/use-route-project';
import { JoinSection } from './JoinSection';
import { OverviewSection } from './OverviewSection';
import { ProjectsSidebar } from './ProjectsSidebar';
import { PublicationsSection } from './PublicationsSection';
import { TeamSection } from './TeamSection';

/** /projects/:projectId: one project's sections; a name matching no project goes to /404. */
export function ProjectPage() {
  const project = useRouteProject();
  if (!project) return <Navigate to="/404" replace />;
  const content = PROJECT_CONTENT[project];
  return (
    <PageShell title={project} sidebar={<ProjectsSidebar sections />}>
      <OverviewSection content={content} />
      {/* Keyed so that switching projects starts with the alumni collapsed again. */}
      <TeamSection key={project} project={project} />
      <PublicationsSection publications={content.publications} />
      <JoinSection project={project} />
    </PageShell>
  );
}
