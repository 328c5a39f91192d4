import type { AccountSummary, ResetLink } from '../api/accounts';
import { DateTime } from '../../../components/DateTime';
import { SecretField } from '../../../components/SecretField';
import { SecretOnceDialog } from '../../../components/SecretOnceDialog';
import type { SecretOnce } from '../../../hooks/use-secret-once';
import { fullName } from '../utils/account-list';

/** The new reset link, shown this once with a copy button, or why it could not be made. */
export function ResetLinkDialog({ resetLink }: { resetLink: SecretOnce<AccountSummary, ResetLink> }) {
  const account = resetLink.target;
  const name = account ? fullName(account) : '';
  return (
    <SecretOnceDialog secret={resetLink} title={`Password reset link for ${name}`} creatingLabel="Creating the link...">
      {(link) => (
        <>
          <SecretField label="Reset link" value={link.url} copyLabel="Copy link" what="link" />
          <p>
            Give it to {name} ({account?.username}): it sets a new password once, within 24 hours (until{' '}
            <DateTime value={link.expiresAt} />
            ), and replaces any earlier link of theirs.
          </p>
          <p className="mb-0 fw-semibold">It is shown only this once: copy it before you close this dialog.</p>
        </>
      )}
    </SecretOnceDialog>
  );
}
