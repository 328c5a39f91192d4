import { useState } from 'react';
import { accountsApi, errorMessage, type AccountSummary } from 'shared-ui';
import { ACCOUNT_CHANGES, type AccountChange } from '../utils/account-changes';

export interface PendingChange {
  account: AccountSummary;
  change: AccountChange;
}

/**
 * A change to an account's role or status after a confirmation: the one asked about, progress,
 * and why it failed (the server's own sentence, such as the last-admin 409). `onChanged` gets the
 * account as the server now has it.
 */
export function useAccountChange(onChanged: (account: AccountSummary, change: AccountChange) => void) {
  const [pending, setPending] = useState<PendingChange>();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string>();

  const confirm = async () => {
    if (!pending) return;
    setBusy(true);
    setFailure(undefined);
    try {
      const account = await accountsApi.update(pending.account._id, ACCOUNT_CHANGES[pending.change].body);
      setPending(undefined);
      onChanged(account, pending.change);
    } catch (error) {
      setFailure(errorMessage(error));
    } finally {
      setBusy(false);
    }
  };

  return {
    pending,
    busy,
    failure,
    ask: (account: AccountSummary, change: AccountChange) => {
      setPending({ account, change });
      setFailure(undefined);
    },
    confirm,
    cancel: () => setPending(undefined),
  };
}
