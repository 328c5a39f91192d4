import { useState } from 'react';
import { Button } from 'shared-ui/bootstrap';
import { Loaded } from '../../../components/Loaded';
import { useDeployTokens } from '../api/use-deploy-tokens';
import { useTokenCreation } from '../api/use-token-creation';
import { useTokenRevocation } from '../api/use-token-revocation';
import { CreateTokenDialog } from './CreateTokenDialog';
import { DeployTokenTable } from './DeployTokenTable';
import { NewTokenDialog } from './NewTokenDialog';
import { RevokeTokenDialog } from './RevokeTokenDialog';

/** A remote's deploy tokens: creating one for a team (its secret shown once) and revoking them. */
export function DeployTokens({ remote, onNotice }: { remote: string; onNotice: (notice: string) => void }) {
  const tokens = useDeployTokens(remote);
  const [asking, setAsking] = useState(false);
  const creation = useTokenCreation(remote, tokens.reload);
  const revocation = useTokenRevocation(remote, (notice) => {
    onNotice(notice);
    tokens.reload();
  });
  return (
    <>
      <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mb-2">
        <h3 className="h5 mb-0">Deploy tokens</h3>
        <Button size="sm" variant="outline-primary" onClick={() => setAsking(true)}>
          Create token<span className="visually-hidden"> for {remote}</span>
        </Button>
      </div>
      <Loaded load={tokens} loading="Loading deploy tokens...">
        {(list) =>
          list.length === 0 ? (
            <p>No deploy tokens yet.</p>
          ) : (
            <DeployTokenTable remote={remote} tokens={list} onRevoke={revocation.ask} />
          )
        }
      </Loaded>
      <CreateTokenDialog
        remote={remote}
        show={asking}
        onCancel={() => setAsking(false)}
        onCreate={(body) => {
          setAsking(false);
          void creation.create(body);
        }}
      />
      <NewTokenDialog remote={remote} creation={creation} />
      <RevokeTokenDialog remote={remote} action={revocation} />
    </>
  );
}
