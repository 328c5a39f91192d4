import { ConfirmActionDialog } from '../../../components/ConfirmActionDialog';
import type { ConfirmedAction } from '../../../hooks/use-confirmed-action';
import type { PendingChange } from '../api/use-account-change';
import { ACCOUNT_CHANGES } from '../utils/account-changes';
import { fullName } from '../utils/account-list';

/** Says what a role or status change does before it is made. */
export function AccountChangeDialog({ action }: { action: ConfirmedAction<PendingChange> }) {
  return (
    <ConfirmActionDialog
      action={action}
      title={({ account, change }) => ACCOUNT_CHANGES[change].title(fullName(account))}
      confirmLabel={({ change }, busy) => (busy ? 'Saving...' : ACCOUNT_CHANGES[change].button)}
      confirmVariant={({ change }) => ACCOUNT_CHANGES[change].variant}
    >
      {({ account, change }) => (
        <p className="mb-0">
          {ACCOUNT_CHANGES[change].consequence(fullName(account))}{' '}
          <span className="text-nowrap">(Username: {account.username})</span>
        </p>
      )}
    </ConfirmActionDialog>
  );
}
