import type { RemoteStatus } from '../api/remotes';
import { DateTime } from '../../../components/DateTime';
import { ScrollTable } from '../../../components/ScrollTable';
import { TableHead } from '../../../components/TableHead';
import { FAILURE_KINDS } from '../utils/remote-text';

/** What visitors' browsers reported failing to load or draw in the last 24 hours, by version. */
export function LoadFailures({ remote }: { remote: RemoteStatus }) {
  return (
    <>
      <h3 className="h5">Recent load failures</h3>
      {remote.failures.length === 0 ? (
        <p className="mb-0">No load failures in the last 24 hours.</p>
      ) : (
        <ScrollTable caption={`Load failures of ${remote.name} in the last 24 hours, by version`}>
          <TableHead columns={['Version', 'Count', 'Last kind', 'Last message', 'When']} />
          <tbody>
            {remote.failures.map((failure) => (
              <tr key={failure.version}>
                <th scope="row">{failure.version}</th>
                <td>{failure.count}</td>
                <td>{FAILURE_KINDS[failure.lastKind]}</td>
                <td className="text-break">{failure.lastMessage}</td>
                <td className="text-nowrap">
                  <DateTime value={failure.lastAt} />
                </td>
              </tr>
            ))}
          </tbody>
        </ScrollTable>
      )}
    </>
  );
}
