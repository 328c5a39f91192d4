import { useId, useState } from 'react';
import { Button, Card } from 'shared-ui/bootstrap';
import { TeamMemberTable } from './TeamMemberTable';

type OpenList = 'alumni' | 'active' | null;

/** A project's team: the Alumni and Active Members toggles open one list at a time. */
export function TeamCard({ project }: { project: string }) {
  const [open, setOpen] = useState<OpenList>(null);
  const headingId = useId();
  const listId = useId();
  const toggle = (list: Exclude<OpenList, null>) => setOpen((current) => (current === list ? null : list));
  const toggleButton = (list: Exclude<OpenList, null>, label: string) => (
    <Button
      variant={open === list ? 'primary' : 'outline-primary'}
      aria-expanded={open === list}
      aria-controls={listId}
      onClick={() => toggle(list)}
    >
      {label}
    </Button>
  );
  return (
    <Card as="section" aria-labelledby={headingId} className="mb-4">
      <Card.Body>
        <Card.Title as="h2" id={headingId} className="h4">
          {project}
        </Card.Title>
        <div className="d-flex flex-wrap gap-2 mb-3">
          {toggleButton('alumni', 'Alumni')}
          {toggleButton('active', 'Active Members')}
        </div>
        <div id={listId}>{open && <TeamMemberTable project={project} isAlumni={open === 'alumni'} />}</div>
      </Card.Body>
    </Card>
  );
}
