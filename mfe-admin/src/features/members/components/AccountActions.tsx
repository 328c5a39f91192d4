import { Button } from 'shared-ui/bootstrap';
import type { AccountSummary } from '../api/accounts';
import { fullName } from '../utils/account-list';
import { ACCOUNT_CHANGES, roleChange, statusChange, type AccountChange } from '../utils/account-changes';

export interface AccountActionsProps {
  account: AccountSummary;
  onChange: (account: AccountSummary, change: AccountChange) => void;
  onResetLink: (account: AccountSummary) => void;
}

/** An account's three buttons; each is named with whose account it is, for screen readers. */
export function AccountActions({ account, onChange, onResetLink }: AccountActionsProps) {
  const whose = <span className="visually-hidden"> {`${fullName(account)} (${account.username})`}</span>;
  const role = roleChange(account);
  const status = statusChange(account);
  return (
    <div className="d-flex flex-wrap gap-2">
      <Button size="sm" variant="outline-primary" onClick={() => onChange(account, role)}>
        {ACCOUNT_CHANGES[role].button}
        {whose}
      </Button>
      <Button size="sm" variant="outline-danger" onClick={() => onChange(account, status)}>
        {ACCOUNT_CHANGES[status].button}
        {whose}
      </Button>
      <Button size="sm" variant="outline-dark" onClick={() => onResetLink(account)}>
        Reset link
        {whose}
      </Button>
    </div>
  );
}
