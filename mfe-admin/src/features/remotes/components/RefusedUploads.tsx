import type { RemoteRefusal } from '../api/remotes';
import { DateTime } from '../../../components/DateTime';
import { ScrollTable } from '../../../components/ScrollTable';
import { TableHead } from '../../../components/TableHead';

/** Uploads the registry refused lately, each with every problem it found. */
export function RefusedUploads({ remote, refusals }: { remote: string; refusals: RemoteRefusal[] }) {
  return (
    <>
      <h3 className="h5">Refused uploads</h3>
      {refusals.length === 0 ? (
        <p>No refused uploads.</p>
      ) : (
        <ScrollTable caption={`Refused uploads of ${remote}, newest first`}>
          <TableHead columns={['When', 'By', 'Problems']} />
          <tbody>
            {refusals.map((refusal) => (
              <tr key={`${refusal.at} ${refusal.by}`}>
                <th scope="row" className="text-nowrap">
                  <DateTime value={refusal.at} />
                </th>
                <td className="text-break">{refusal.by}</td>
                <td>
                  <ul className="mb-0 ps-3">
                    {refusal.problems.map((problem) => (
                      <li key={problem} className="text-break">
                        {problem}
                      </li>
                    ))}
                  </ul>
                </td>
              </tr>
            ))}
          </tbody>
        </ScrollTable>
      )}
    </>
  );
}
