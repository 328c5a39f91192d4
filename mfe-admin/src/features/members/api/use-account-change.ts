import { accountsApi, type AccountSummary } from './accounts';
import { useConfirmedAction } from '../../../hooks/use-confirmed-action';
import { ACCOUNT_CHANGES, type AccountChange } from '../utils/account-changes';

export interface PendingChange {
  account: AccountSummary;
  change: AccountChange;
}

/**
 * A change to an account's role or status after a confirmation; a failure shows the server's own
 * sentence, such as the last-admin 409. `onChanged` gets the account as the server now has it.
 */
export function useAccountChange(onChanged: (account: AccountSummary, change: AccountChange) => void) {
  return useConfirmedAction({
    run: ({ account, change }: PendingChange) => accountsApi.update(account._id, ACCOUNT_CHANGES[change].body),
    onDone: ({ change }, account) => onChanged(account, change),
  });
}
