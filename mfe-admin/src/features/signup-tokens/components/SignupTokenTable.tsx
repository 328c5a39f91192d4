import Button from 'react-bootstrap/Button';
import Table from 'react-bootstrap/Table';
import { formatDate, type SignupTokenInfo } from 'shared-ui';

export function SignupTokenTable(props: {
  tokens: SignupTokenInfo[];
  rotating?: string;
  onRotate: (token: SignupTokenInfo) => void;
}) {
  return (
    <Table responsive striped>
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
            <td>{formatDate(token.createdAt)}</td>
            <td>{token.lastUsedAt ? formatDate(token.lastUsedAt) : 'Never'}</td>
            <td>
              <Button
                size="sm"
                variant="outline-danger"
                disabled={props.rotating !== undefined}
                onClick={() => props.onRotate(token)}
              >
                Rotate<span className="visually-hidden"> the {token.position} token</span>
              </Button>
            </td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
