import type { AccountSummary } from 'shared-ui';
import { formatDate } from 'shared-ui/dates';

export function LastLogin({ account }: { account: AccountSummary }) {
  if (!account.lastLoginAt) return <>Never</>;
  return <time dateTime={account.lastLoginAt}>{formatDate(account.lastLoginAt)}</time>;
}
