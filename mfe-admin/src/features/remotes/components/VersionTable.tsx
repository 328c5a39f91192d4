import { Badge, Button } from 'shared-ui/bootstrap';
import type { RemoteStatus } from 'shared-ui';
import { DateTime } from '../../../components/DateTime';
import { ScrollTable } from '../../../components/ScrollTable';
import { TableHead } from '../../../components/TableHead';
import { NOT_RECORDED, sizeText, sourceText } from '../utils/remote-text';

/** A remote's versions, newest first, each inactive one with its Activate button. */
export function VersionTable({ remote, onActivate }: { remote: RemoteStatus; onActivate: (version: number) => void }) {
  return (
    <ScrollTable caption={`Versions of ${remote.name}, newest first`}>
      <TableHead columns={['Version', 'When', 'Source', 'Size', 'By']} actions />
      <tbody>
        {remote.versions.map((entry) => (
          <tr key={entry.version}>
            <th scope="row" className="text-nowrap">
              {entry.version}
              {entry.active && (
                <>
                  {' '}
                  <Badge bg="success">Active</Badge>
                </>
              )}
            </th>
            <td className="text-nowrap">{entry.createdAt ? <DateTime value={entry.createdAt} /> : NOT_RECORDED}</td>
            <td className="text-break">{sourceText(entry)}</td>
            <td className="text-nowrap">{sizeText(entry.size)}</td>
            <td>{entry.by ?? NOT_RECORDED}</td>
            <td className="text-end">
              {!entry.active && (
                <Button size="sm" variant="outline-primary" onClick={() => onActivate(entry.version)}>
                  Activate
                  <span className="visually-hidden">
                    {' '}
                    version {entry.version} of {remote.name}
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
