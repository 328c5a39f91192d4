import { ErrorState, LoadingState, PageShell, useAuth } from 'shared-ui';
import { useTeamProjects } from '../api/use-team-projects';
import { TeamSavesProvider } from '../hooks/team-saves';
import { TeamCard } from './TeamCard';

/** /edit_teams: a team card per project of the admin's positions. */
export function EditTeamsPage() {
  const auth = useAuth();
  const projects = useTeamProjects(auth.username);
  return (
    <PageShell title="My Teams">
      {projects.status === 'loading' && <LoadingState label="Loading your teams..." />}
      {projects.status === 'error' && (
        <ErrorState message="Something Went Wrong! Check Your Connection!" onRetry={projects.reload} />
      )}
      {projects.status === 'done' && (
        <TeamSavesProvider>
          {projects.data.map((project) => (
            <TeamCard key={project} project={project} />
          ))}
        </TeamSavesProvider>
      )}
    </PageShell>
  );
}
