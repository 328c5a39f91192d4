import type { AuditEntry } from '../api/audit';
import { auditActionLabel, auditTargetLabel } from '../../../config/audit';
import { DateTime } from '../../../components/DateTime';
import { ScrollTable } from '../../../components/ScrollTable';
import { TableHead } from '../../../components/TableHead';

/** The entries, newest first. */
export function AuditTable({ entries, caption }: { entries: AuditEntry[]; caption: string }) {
  return (
    <ScrollTable caption={caption}>
      <TableHead columns={['When', 'Who', 'Action', 'What', 'Summary']} />
      <tbody>
        {entries.map((entry) => (
          <tr key={entry._id}>
            <td className="text-nowrap">
              <DateTime value={entry.at} />
            </td>
            <td className="text-break">{entry.actor ?? 'No account'}</td>
            <td>{auditActionLabel(entry.action)}</td>
            <td>{auditTargetLabel(entry.target)}</td>
            <td>{entry.summary}</td>
          </tr>
        ))}
      </tbody>
    </ScrollTable>
  );
}
