import { useId } from 'react';
import { Button, Card } from 'shared-ui/bootstrap';
import type { RemoteStatus } from '../api/remotes';
import { canRollBack, type VersionChange } from '../utils/version-changes';
import type { VersionOf } from '../api/use-preview-link';
import { ActiveVersion } from './ActiveVersion';
import { AutomaticRollbacks } from './AutomaticRollbacks';
import { DeployTokens } from './DeployTokens';
import { LoadFailures } from './LoadFailures';
import { RefusedUploads } from './RefusedUploads';
import { VersionTable } from './VersionTable';

interface RemoteCardProps {
  remote: RemoteStatus;
  onChange: (change: VersionChange) => void;
  onPreview: (version: VersionOf) => void;
  onRollout: (version: VersionOf) => void;
  onNotice: (notice: string) => void;
}

/**
 * One remote: its active version, its versions to preview, roll out, activate or roll back to,
 * its tokens, its failures, and (from servers that report them) its automatic rollbacks and refused uploads.
 */
export function RemoteCard({ remote, onChange, onPreview, onRollout, onNotice }: RemoteCardProps) {
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
        <VersionTable
          remote={remote}
          actions={{
            onPreview: (version) => onPreview({ remote: remote.name, version }),
            onRollout: (version) => onRollout({ remote: remote.name, version }),
            onActivate: (version) => onChange({ kind: 'activate', remote, version }),
          }}
        />
        {remote.automaticRollbacks && <AutomaticRollbacks remote={remote.name} rollbacks={remote.automaticRollbacks} />}
        <DeployTokens remote={remote.name} onNotice={onNotice} />
        {remote.refusals && <RefusedUploads remote={remote.name} refusals={remote.refusals} />}
        <LoadFailures remote={remote} />
      </Card.Body>
    </Card>
  );
}
