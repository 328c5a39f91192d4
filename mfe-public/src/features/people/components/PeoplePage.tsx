import { ErrorState, LoadingState, PageShell } from 'shared-ui';
import { PAGE_HEADS } from '../../../routes';
import { useMembers } from '../api/use-members';
import { PeopleTabs } from './PeopleTabs';

export function PeoplePage() {
  const members = useMembers();
  return (
    <PageShell
      title={PAGE_HEADS['/People'].title}
      description={PAGE_HEADS['/People'].description}
    >
      {members.status === 'loading' && <LoadingState label="Loading team members..." />}
      {members.status === 'error' && <ErrorState message="Something Went Wrong! Check Your Connection!" />}
      {members.status === 'done' && <PeopleTabs members={members.data} />}
    </PageShell>
  );
}
