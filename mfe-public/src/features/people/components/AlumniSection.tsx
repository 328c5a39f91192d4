import { useId, useState } from 'react';
import { AlumniToggle, EmptyState, type Member } from 'shared-ui';
import { MemberGrid } from './MemberGrid';

/** A team's alumni, collapsed until the visitor asks for them. */
export function AlumniSection({ alumni, project }: { alumni: Member[]; project: string }) {
  const [expanded, setExpanded] = useState(false);
  const id = useId();
  return (
    <div>
      <AlumniToggle expanded={expanded} onToggle={() => setExpanded((value) => !value)} controls={id} />
      <div id={id} className="mt-3">
        {expanded &&
          (alumni.length > 0 ? (
            <MemberGrid members={alumni} project={project} />
          ) : (
            <EmptyState title="No Alumni Members In This Section!" />
          ))}
      </div>
    </div>
  );
}
