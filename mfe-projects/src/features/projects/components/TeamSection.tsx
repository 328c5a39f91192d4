import { useId, useState } from 'react';
import { AlumniToggle, EmptyState, ErrorState, LoadingState } from 'shared-ui';
import { useProjectTeam } from '../api/use-project-team';
import type { Testimonial } from '../utils/content/types';
import { MemberGrid } from './MemberGrid';
import { ProjectSection } from './ProjectSection';
import { Testimonials } from './Testimonials';

/** The project's active members, its alumni behind a toggle that starts collapsed, and what members say. */
export function TeamSection({ project, testimonials }: { project: string; testimonials: Testimonial[] }) {
  const team = useProjectTeam(project);
  const [showAlumni, setShowAlumni] = useState(false);
  const alumniId = useId();
  return (
    <ProjectSection id="team" title="Team">
      {team.status === 'loading' && <LoadingState label="Loading team members..." />}
      {team.status === 'error' && <ErrorState message="Something Went Wrong! Check Your Connection!" onRetry={team.reload} />}
      {team.status === 'done' && (
        <>
          {team.data.active.length > 0 ? (
            <MemberGrid members={team.data.active} project={project} />
          ) : (
            <EmptyState title="This Project has no Team Members" />
          )}
          <AlumniToggle expanded={showAlumni} onToggle={() => setShowAlumni((shown) => !shown)} controls={alumniId} />
          <div id={alumniId} hidden={!showAlumni} className="mt-3">
            {showAlumni &&
              (team.data.alumni.length > 0 ? (
                <MemberGrid members={team.data.alumni} project={project} />
              ) : (
                <EmptyState title="This Project has no Alumni" />
              ))}
          </div>
        </>
      )}
      <Testimonials testimonials={testimonials} />
    </ProjectSection>
  );
}
