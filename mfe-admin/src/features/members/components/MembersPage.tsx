import { useMemo, useState } from 'react';
import { Alert } from 'shared-ui/widgets';
import { bus, ErrorState, LoadingState, PageShell, useAuth, type AccountSummary } from 'shared-ui';
import { useAccounts } from '../api/use-accounts';
import { useAccountChange } from '../hooks/use-account-change';
import { useResetLink } from '../hooks/use-reset-link';
import { ACCOUNT_CHANGES, type AccountChange } from '../utils/account-changes';
import { ACCOUNT_ORDERS, fullName, searchAccounts, sortAccounts, type AccountOrder } from '../utils/account-list';
import { AccountChangeDialog } from './AccountChangeDialog';
import { AccountList } from './AccountList';
import { AccountToolbar } from './AccountToolbar';
import { ResetLinkDialog } from './ResetLinkDialog';

/** /admin/members: every account, its role and status, and one-time password reset links. */
export function MembersPage() {
  const accounts = useAccounts();
  const auth = useAuth();
  const [search, setSearch] = useState('');
  const [order, setOrder] = useState<AccountOrder>('name');
  const [notice, setNotice] = useState<string>();
  const changed = (account: AccountSummary, change: AccountChange) => {
    setNotice(ACCOUNT_CHANGES[change].done(fullName(account)));
    accounts.reload();
    // The admin changed their own account: the shell learns their new rights (or lost session).
    if (account.username === auth.username) bus.refreshAuth();
  };
  const accountChange = useAccountChange(changed);
  const resetLink = useResetLink();
  const all = accounts.status === 'done' ? accounts.data : undefined;
  const shown = useMemo(() => (all ? sortAccounts(searchAccounts(all, search), order) : []), [all, search, order]);
  const orderLabel = ACCOUNT_ORDERS.find((option) => option.value === order)?.label.toLowerCase();
  return (
    <PageShell
      title="Members & roles"
      lead="Every account of the lab: make members admins or revoke it, deactivate accounts, and give a member a link to set a new password."
    >
      {notice && (
        <Alert variant="success" dismissible onClose={() => setNotice(undefined)} role="status">
          {notice}
        </Alert>
      )}
      {accounts.status === 'loading' && <LoadingState label="Loading members..." />}
      {accounts.status === 'error' && <ErrorState message="Something Went Wrong! Check Your Connection!" onRetry={accounts.reload} />}
      {all && (
        <>
          <AccountToolbar search={search} onSearch={setSearch} order={order} onOrder={setOrder} />
          <AccountList
            accounts={shown}
            searching={search.trim() !== ''}
            you={auth.username}
            caption={`Accounts, ${shown.length} of ${all.length}, by ${orderLabel}`}
            onChange={accountChange.ask}
            onResetLink={(account) => void resetLink.create(account)}
          />
        </>
      )}
      <AccountChangeDialog
        pending={accountChange.pending}
        busy={accountChange.busy}
        error={accountChange.failure}
        onConfirm={() => void accountChange.confirm()}
        onCancel={accountChange.cancel}
      />
      <ResetLinkDialog
        account={resetLink.account}
        open={resetLink.open}
        state={resetLink.state}
        onClose={resetLink.close}
        onClosed={resetLink.forget}
      />
    </PageShell>
  );
}
