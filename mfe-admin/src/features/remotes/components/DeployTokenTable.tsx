import { Button } from 'shared-ui/bootstrap';
import type { DeployToken } from '../api/deploy-tokens';
import { DateTime } from '../../../components/DateTime';
import { ScrollTable } from '../../../components/ScrollTable';
import { TableHead } from '../../../components/TableHead';

interface DeployTokenTableProps {
  remote: string;
  tokens: DeployToken[];
  onRevoke: (token: DeployToken) => void;
}

/** A remote's deploy tokens, newest first, with their team and rights; those still valid have a Revoke button. */
export function DeployTokenTable({ remote, tokens, onRevoke }: DeployTokenTableProps) {
  return (
    <ScrollTable caption={`Deploy tokens of ${remote}, newest first`}>
      <TableHead columns={['Token', 'Team', 'May activate', 'Created', 'By', 'Last used', 'Revoked']} actions />
      <tbody>
        {tokens.map((token) => (
          <tr key={token.id}>
            <th scope="row">
              <code>{token.id}</code>
            </th>
            <td className="text-break">{token.label || 'Not named'}</td>
            <td>{token.mayActivate ? 'Yes' : 'No, an admin approves'}</td>
            <td className="text-nowrap">
              <DateTime value={token.createdAt} />
            </td>
            <td className="text-break">{token.createdBy ?? 'No account'}</td>
            <td className="text-nowrap">
              <DateTime value={token.lastUsedAt} />
            </td>
            <td className="text-nowrap">{token.revokedAt ? <DateTime value={token.revokedAt} /> : 'No'}</td>
            <td className="text-end">
              {!token.revokedAt && (
                <Button size="sm" variant="outline-danger" onClick={() => onRevoke(token)}>
                  Revoke
                  <span className="visually-hidden">
                    {' '}
                    deploy token {token.id} of {remote}
                  </span>
                </Button>
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </ScrollTable>
  );
}
