import { Button } from 'shared-ui/bootstrap';
import type { DeployToken } from 'shared-ui';
import { DateTime } from '../../../components/DateTime';
import { ScrollTable } from '../../../components/ScrollTable';

interface DeployTokenTableProps {
  remote: string;
  tokens: DeployToken[];
  onRevoke: (token: DeployToken) => void;
}

/** A remote's deploy tokens, newest first; those still valid have a Revoke button. */
export function DeployTokenTable({ remote, tokens, onRevoke }: DeployTokenTableProps) {
  return (
    <ScrollTable caption={`Deploy tokens of ${remote}, newest first`}>
      <thead>
        <tr>
          <th scope="col">Token</th>
          <th scope="col">Created</th>
          <th scope="col">By</th>
          <th scope="col">Last used</th>
          <th scope="col">Revoked</th>
          <th scope="col">
            <span className="visually-hidden">Actions</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {tokens.map((token) => (
          <tr key={token.id}>
            <th scope="row">
              <code>{token.id}</code>
            </th>
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
