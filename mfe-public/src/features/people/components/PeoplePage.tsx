import { ErrorState, LoadingState, PageShell, LAB } from 'shared-ui';
import { useMembers } from '../hooks/use-members';
import { PeopleTabs } from './PeopleTabs';

export function PeoplePage() {
  const members = useMembers();
  return (
    <PageShell
      title="People"
      description={`The people of the ${LAB.name}: lab management and the members and alumni of each project.`}
    >
      {members.status === 'loading' && <LoadingState label="Loading team members..." />}
      {members.status === 'error' && <ErrorState message="Something Went Wrong! Check Your Connection!" />}
      {members.status === 'done' && <PeopleTabs members={members.data} />}
    </PageShell>
  );
}
