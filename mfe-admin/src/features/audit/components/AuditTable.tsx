import { useId } from 'react';
import { Table } from 'shared-ui/bootstrap';
import { auditActionLabel, auditTargetLabel, type AuditEntry } from 'shared-ui';
import { DateTime } from '../../../components/DateTime';

/**
 * The entries, newest first. On a narrow screen the table scrolls sideways inside a region that
 * takes focus, so a keyboard can scroll it too (the table itself has nothing to focus).
 */
export function AuditTable({ entries, caption }: { entries: AuditEntry[]; caption: string }) {
  const captionId = useId();
  return (
    <div className="table-responsive mb-3" role="region" aria-labelledby={captionId} tabIndex={0}>
      <Table striped className="align-middle mb-0">
        <caption id={captionId} className="visually-hidden">
          {caption}
        </caption>
        <thead>
          <tr>
            <th scope="col">When</th>
            <th scope="col">Who</th>
            <th scope="col">Action</th>
            <th scope="col">What</th>
            <th scope="col">Summary</th>
          </tr>
        </thead>
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
      </Table>
    </div>
  );
}
