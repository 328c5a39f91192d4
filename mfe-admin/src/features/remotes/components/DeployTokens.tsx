import { Button } from 'shared-ui/bootstrap';
import { ErrorState, LoadingState } from 'shared-ui';
import { useDeployTokens } from '../api/use-deploy-tokens';
import { useTokenCreation } from '../hooks/use-token-creation';
import { useTokenRevocation } from '../hooks/use-token-revocation';
import { DeployTokenTable } from './DeployTokenTable';
import { NewTokenDialog } from './NewTokenDialog';
import { RevokeTokenDialog } from './RevokeTokenDialog';

/** A remote's deploy tokens: creating one (its secret shown once) and revoking them. */
export function DeployTokens({ remote, onNotice }: { remote: string; onNotice: (notice: string) => void }) {
  const tokens = useDeployTokens(remote);
  const creation = useTokenCreation(remote, tokens.reload);
  const revocation = useTokenRevocation(remote, (notice) => {
    onNotice(notice);
    tokens.reload();
  });
  return (
    <>
      <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mb-2">
        <h3 className="h5 mb-0">Deploy tokens</h3>
        <Button size="sm" variant="outline-primary" onClick={() => void creation.create()}>
          Create token<span className="visually-hidden"> for {remote}</span>
        </Button>
      </div>
      {tokens.status === 'loading' && <LoadingState label="Loading deploy tokens..." />}
      {tokens.status === 'error' && <ErrorState message="Something Went Wrong! Check Your Connection!" onRetry={tokens.reload} />}
      {tokens.status === 'done' &&
        (tokens.data.length === 0 ? (
          <p>No deploy tokens yet.</p>
        ) : (
          <DeployTokenTable remote={remote} tokens={tokens.data} onRevoke={revocation.ask} />
        ))}
      <NewTokenDialog remote={remote} open={creation.open} state={creation.state} onClose={creation.close} onClosed={creation.forget} />
      <RevokeTokenDialog
        remote={remote}
        token={revocation.pending}
        busy={revocation.busy}
        error={revocation.failure}
        onConfirm={() => void revocation.confirm()}
        onCancel={revocation.cancel}
      />
    </>
  );
}
