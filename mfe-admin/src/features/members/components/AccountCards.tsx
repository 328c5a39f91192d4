import { Card } from 'shared-ui/bootstrap';
import { fullName, positionsText, roleText, statusText } from '../utils/account-list';
import { AccountActions } from './AccountActions';
import type { AccountViewProps } from './AccountTable';
import { LastLogin } from './LastLogin';

/** Narrow screens: a card per account, its details stacked, so nothing scrolls sideways. */
export function AccountCards({ accounts, you, caption, ...actions }: AccountViewProps) {
  return (
    <ul className="list-unstyled d-grid gap-3" aria-label={caption}>
      {accounts.map((account) => (
        <li key={account._id}>
          <Card>
            <Card.Body>
              <h2 className="h5">
                {fullName(account)}
                {account.username === you && ' (you)'}
              </h2>
              <dl className="row mb-2">
                <dt className="col-5">Username</dt>
                <dd className="col-7 text-break">{account.username}</dd>
                <dt className="col-5">Positions</dt>
                <dd className="col-7">{positionsText(account)}</dd>
                <dt className="col-5">Role</dt>
                <dd className="col-7">{roleText(account)}</dd>
                <dt className="col-5">Status</dt>
                <dd className="col-7">{statusText(account)}</dd>
                <dt className="col-5">Last login</dt>
                <dd className="col-7">
                  <LastLogin account={account} />
                </dd>
              </dl>
              <AccountActions account={account} {...actions} />
            </Card.Body>
          </Card>
        </li>
      ))}
    </ul>
  );
}
