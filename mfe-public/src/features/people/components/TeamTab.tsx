import { EmptyState, type Member } from 'shared-ui';
import { teamMembers } from '../utils/team-members';
import { AlumniSection } from './AlumniSection';
import { MemberGrid } from './MemberGrid';

/** One People tab: the team's current members, then its alumni behind the toggle. */
export function TeamTab({ members, project, title }: { members: Member[]; project: string; title: string }) {
  const { current, alumni } = teamMembers(members, project);
  return (
    <>
      <h2 className="h3 mb-3">{title}</h2>
      {current.length > 0 ? (
        <MemberGrid members={current} project={project} />
      ) : (
        <EmptyState title="No Members Found Here, Try Another Section!" />
      )}
      <AlumniSection alumni={alumni} project={project} />
    </>
  );
}
