import type { AutomaticRollback } from '../api/remotes';
import { DateTime } from '../../../components/DateTime';
import { ScrollTable } from '../../../components/ScrollTable';
import { TableHead } from '../../../components/TableHead';
import { NOT_RECORDED } from '../utils/remote-text';

/** When the site went back from a failing version by itself, and from which version to which. */
export function AutomaticRollbacks({ remote, rollbacks }: { remote: string; rollbacks: AutomaticRollback[] }) {
  return (
    <>
      <h3 className="h5">Automatic rollbacks</h3>
      {rollbacks.length === 0 ? (
        <p>No automatic rollbacks.</p>
      ) : (
        <ScrollTable caption={`Automatic rollbacks of ${remote}, newest first`}>
          <TableHead columns={['When', 'From version', 'To version']} />
          <tbody>
            {rollbacks.map((rollback) => (
              <tr key={`${rollback.at} ${rollback.to}`}>
                <th scope="row" className="text-nowrap">
                  <DateTime value={rollback.at} />
                </th>
                <td>{rollback.from ?? NOT_RECORDED}</td>
                <td>{rollback.to}</td>
              </tr>
            ))}
          </tbody>
        </ScrollTable>
      )}
    </>
  );
}
