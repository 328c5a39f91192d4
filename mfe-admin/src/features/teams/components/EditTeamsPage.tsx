import { PageShell, useAuth } from 'shared-ui';
import { Loaded } from '../../../components/Loaded';
import { useTeamProjects } from '../api/use-team-projects';
import { TeamSavesProvider } from '../hooks/team-saves';
import { TeamCard } from './TeamCard';

/** /edit_teams: a team card per project of the admin's positions. */
export function EditTeamsPage() {
  const auth = useAuth();
  const projects = useTeamProjects(auth.username);
  return (
    <PageShell title="My Teams">
      <Loaded load={projects} loading="Loading your teams...">
        {(list) => (
          <TeamSavesProvider>
            {list.map((project) => (
              <TeamCard key={project} project={project} />
            ))}
          </TeamSavesProvider>
        )}
      </Loaded>
    </PageShell>
  );
}
