import { Link } from 'shared-ui/router';
import { EmptyState, ErrorState, LoadingState, MANAGEMENT, PageShell, PROJECT_NAMES, projectPath, type Member } from 'shared-ui';
import { PAGE_HEADS } from '../../../routes';
import { useMembers } from '../api/use-members';
import { slug } from '../utils/slug';
import { teamMembers } from '../utils/team-members';
import { MemberGrid } from './MemberGrid';

function TeamSection({ members, project }: { members: Member[]; project: string }) {
  const { current } = teamMembers(members, project);
  const headingId = `team-${slug(project)}`;
  return (
    <section aria-labelledby={headingId} className="mb-5">
      <h2 id={headingId}>{project}</h2>
      {project !== MANAGEMENT && (
        <p>
          <Link to={projectPath(project)}>About the {project} project</Link>
        </p>
      )}
      {current.length > 0 ? (
        <MemberGrid members={current} project={project} />
      ) : (
        <EmptyState title="This Project has no Team Members" />
      )}
    </section>
  );
}

/** The lab's current members, team by team; alumni are on the People page. */
export function TeamPage() {
  const members = useMembers();
  return (
    <PageShell
      title={PAGE_HEADS['/team'].title}
      description={PAGE_HEADS['/team'].description}
      lead={<>Former members are listed on the <Link to="/People">People</Link> page.</>}>
      {members.status === 'loading' && <LoadingState label="Loading team members..." />}
      {members.status === 'error' && <ErrorState message="Something Went Wrong! Check Your Connection!" />}
      {members.status === 'done' &&
        [MANAGEMENT, ...PROJECT_NAMES].map((project) => (
          <TeamSection key={project} members={members.data} project={project} />
        ))}
    </PageShell>
  );
}
