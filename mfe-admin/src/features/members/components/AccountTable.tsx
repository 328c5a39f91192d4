import { Table } from 'shared-ui/bootstrap';
import type { AccountSummary } from '../api/accounts';
import { TableHead } from '../../../components/TableHead';
import { fullName, positionsText, roleText, statusText } from '../utils/account-list';
import { AccountActions, type AccountActionsProps } from './AccountActions';
import { LastLogin } from './LastLogin';

export interface AccountViewProps extends Omit<AccountActionsProps, 'account'> {
  accounts: AccountSummary[];
  /** The logged-in admin's username, marked '(you)'. */
  you: string;
  caption: string;
}

/** Wide screens: one row per account. */
export function AccountTable({ accounts, you, caption, ...actions }: AccountViewProps) {
  return (
    <Table responsive striped className="align-middle">
      <caption className="visually-hidden">{caption}</caption>
      <TableHead columns={['Name', 'Username', 'Positions', 'Role', 'Status', 'Last login']} actions />
      <tbody>
        {accounts.map((account) => (
          <tr key={account._id}>
            <th scope="row">
              {fullName(account)}
              {account.username === you && ' (you)'}
            </th>
            <td className="text-break">{account.username}</td>
            <td>{positionsText(account)}</td>
            <td>{roleText(account)}</td>
            <td>{statusText(account)}</td>
            <td className="text-nowrap">
              <LastLogin account={account} />
            </td>
            <td>
              <AccountActions account={account} {...actions} />
            </td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
