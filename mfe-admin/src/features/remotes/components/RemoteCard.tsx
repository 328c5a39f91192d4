import { useId } from 'react';
import { Button, Card } from 'shared-ui/bootstrap';
import type { RemoteStatus } from 'shared-ui';
import { canRollBack, type VersionChange } from '../utils/version-changes';
import { ActiveVersion } from './ActiveVersion';
import { DeployTokens } from './DeployTokens';
import { LoadFailures } from './LoadFailures';
import { VersionTable } from './VersionTable';

interface RemoteCardProps {
  remote: RemoteStatus;
  onChange: (change: VersionChange) => void;
  onNotice: (notice: string) => void;
}

/** One remote: its active version, its versions to activate or roll back to, its tokens and its failures. */
export function RemoteCard({ remote, onChange, onNotice }: RemoteCardProps) {
  const headingId = useId();
  return (
    <Card as="section" aria-labelledby={headingId} className="mb-4">
      <Card.Body>
        <Card.Title as="h2" id={headingId} className="h4">
          {remote.name}
        </Card.Title>
        <ActiveVersion remote={remote} />
        <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mb-2">
          <h3 className="h5 mb-0">Versions</h3>
          <Button
            size="sm"
            variant="outline-danger"
            disabled={!canRollBack(remote)}
            onClick={() => onChange({ kind: 'rollback', remote })}
          >
            Roll back<span className="visually-hidden"> {remote.name}</span>
          </Button>
        </div>
        <VersionTable remote={remote} onActivate={(version) => onChange({ kind: 'activate', remote, version })} />
        <DeployTokens remote={remote.name} onNotice={onNotice} />
        <LoadFailures remote={remote} />
      </Card.Body>
    </Card>
  );
}
