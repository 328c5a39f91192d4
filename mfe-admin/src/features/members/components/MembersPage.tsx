import { useMemo, useState } from 'react';
import { bus, PageShell, useAuth } from 'shared-ui';
import type { AccountSummary } from '../api/accounts';
import { Loaded } from '../../../components/Loaded';
import { SuccessNotice } from '../../../components/SuccessNotice';
import { useAccounts } from '../api/use-accounts';
import { useAccountChange } from '../api/use-account-change';
import { useResetLink } from '../api/use-reset-link';
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
      {notice && <SuccessNotice onClose={() => setNotice(undefined)}>{notice}</SuccessNotice>}
      <Loaded load={accounts} loading="Loading members...">
        {(loaded) => (
          <>
            <AccountToolbar search={search} onSearch={setSearch} order={order} onOrder={setOrder} />
            <AccountList
              accounts={shown}
              searching={search.trim() !== ''}
              you={auth.username}
              caption={`Accounts, ${shown.length} of ${loaded.length}, by ${orderLabel}`}
              onChange={(account, change) => accountChange.ask({ account, change })}
              onResetLink={(account) => void resetLink.create(account)}
            />
          </>
        )}
      </Loaded>
      <AccountChangeDialog action={accountChange} />
      <ResetLinkDialog resetLink={resetLink} />
    </PageShell>
  );
}
