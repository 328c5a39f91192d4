import { Button, Table } from 'shared-ui/bootstrap';
import type { SignupTokenInfo } from '../api/signup-tokens';
import { DateTime } from '../../../components/DateTime';
import { TableHead } from '../../../components/TableHead';

export function SignupTokenTable(props: { tokens: SignupTokenInfo[]; busy: boolean; onRotate: (token: SignupTokenInfo) => void }) {
  return (
    <Table responsive striped className="align-middle">
      <caption className="visually-hidden">Sign-up tokens by position</caption>
      <TableHead columns={['Position', 'Token key', 'Created', 'Last used']} actions />
      <tbody>
        {props.tokens.map((token) => (
          <tr key={token.tokenKey}>
            <th scope="row">{token.position}</th>
            <td>
              <code>{token.tokenKey}</code>
            </td>
            <td>
              <DateTime value={token.createdAt} />
            </td>
            <td>
              <DateTime value={token.lastUsedAt} />
            </td>
            <td className="text-end">
              <Button size="sm" variant="outline-danger" disabled={props.busy} onClick={() => props.onRotate(token)}>
                Rotate<span className="visually-hidden"> the {token.position} token</span>
              </Button>
            </td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
