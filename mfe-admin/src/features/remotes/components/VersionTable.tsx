import type { RemoteStatus } from '../api/remotes';
import { ScrollTable } from '../../../components/ScrollTable';
import { TableHead } from '../../../components/TableHead';
import { VERSION_COLUMNS, VersionRow, type VersionActions } from './VersionRow';

/** A remote's versions, newest first: where each stands, who deployed it from what, how it fares, and what to do with it. */
export function VersionTable({ remote, actions }: { remote: RemoteStatus; actions: VersionActions }) {
  return (
    <ScrollTable caption={`Versions of ${remote.name}, newest first`}>
      <TableHead columns={VERSION_COLUMNS} actions />
      <tbody>
        {remote.versions.map((version) => (
          <VersionRow key={version.version} remote={remote} version={version} actions={actions} />
        ))}
      </tbody>
    </ScrollTable>
  );
}
