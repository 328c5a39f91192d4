import type { NewDeployToken, NewDeployTokenBody } from '../api/deploy-tokens';
import { SecretField } from '../../../components/SecretField';
import { SecretOnceDialog } from '../../../components/SecretOnceDialog';
import type { SecretOnce } from '../../../hooks/use-secret-once';

/** The new deploy token, shown this once with a copy button, or why it could not be made. */
export function NewTokenDialog({ remote, creation }: { remote: string; creation: SecretOnce<NewDeployTokenBody, NewDeployToken> }) {
  return (
    <SecretOnceDialog secret={creation} title={`New deploy token for ${remote}`} creatingLabel="Creating the token...">
      {({ token }) => (
        <>
          <SecretField label="Deploy token" value={token} copyLabel="Copy token" what="token" />
          <p>
            It deploys versions of {remote} only, with <code>npm run deploy -w {remote}</code> (in the environment as{' '}
            <code>LAB_DEPLOY_TOKEN</code>, or as <code>--token</code>).
          </p>
          <p className="mb-0 fw-semibold">It will not be shown again: copy it before you close this dialog.</p>
        </>
      )}
    </SecretOnceDialog>
  );
}
