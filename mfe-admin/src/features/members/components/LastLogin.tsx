import { formatDate } from 'shared-ui/dates';
import type { AccountSummary } from '../api/accounts';

export function LastLogin({ account }: { account: AccountSummary }) {
  if (!account.lastLoginAt) return <>Never</>;
  return <time dateTime={account.lastLoginAt}>{formatDate(account.lastLoginAt)}</time>;
}
