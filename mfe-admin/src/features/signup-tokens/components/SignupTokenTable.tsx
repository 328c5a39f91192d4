import { Button, Table } from 'shared-ui/bootstrap';
import type { SignupTokenInfo } from 'shared-ui';
import { DateTime } from '../../../components/DateTime';

export function SignupTokenTable(props: { tokens: SignupTokenInfo[]; busy: boolean; onRotate: (token: SignupTokenInfo) => void }) {
  return (
    <Table responsive striped className="align-middle">
      <caption className="visually-hidden">Sign-up tokens by position</caption>
      <thead>
        <tr>
          <th scope="col">Position</th>
          <th scope="col">Token key</th>
          <th scope="col">Created</th>
          <th scope="col">Last used</th>
          <th scope="col">
            <span className="visually-hidden">Actions</span>
          </th>
        </tr>
      </thead>
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
