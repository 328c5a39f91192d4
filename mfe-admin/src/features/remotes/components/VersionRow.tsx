import { useId, useState } from 'react';
import { Badge, Button } from 'shared-ui/bootstrap';
import type { RemoteStatus, RemoteVersion } from '../api/remotes';
import { DateTime } from '../../../components/DateTime';
import { commitText, healthText } from '../utils/release-text';
import { NOT_RECORDED, sizeText, sourceText } from '../utils/remote-text';
import { versionState } from '../utils/version-state';
import { VersionDetails } from './VersionDetails';

/** What an admin does with a version that pages do not load yet. */
export interface VersionActions {
  onPreview: (version: number) => void;
  onRollout: (version: number) => void;
  onActivate: (version: number) => void;
}

export const VERSION_COLUMNS = ['Version', 'State', 'When', 'Source', 'Size', 'By', 'Commit', 'Health'];

/** One version's row, its buttons, and below it, once opened, its details (which load its diff). */
export function VersionRow({ remote, version, actions }: { remote: RemoteStatus; version: RemoteVersion; actions: VersionActions }) {
  const [open, setOpen] = useState(false);
  const detailsId = useId();
  const state = versionState(remote, version);
  // The words say it; the colour only repeats them.
  const inRollout = !version.active && remote.rollout?.version === version.version;
  const which = ` version ${version.version} of ${remote.name}`;
  const deployed = version.source !== 'build';
  return (
    <>
      <tr>
        <th scope="row">{version.version}</th>
        <td className="text-nowrap">
          <Badge bg={version.active ? 'success' : inRollout ? 'warning' : 'secondary'} text={inRollout ? 'dark' : undefined}>
            {state}
          </Badge>
        </td>
        <td className="text-nowrap">{version.createdAt ? <DateTime value={version.createdAt} /> : NOT_RECORDED}</td>
        <td className="text-break">{sourceText(version)}</td>
        <td className="text-nowrap">{sizeText(version.size)}</td>
        <td>{version.by ?? NOT_RECORDED}</td>
        <td>{commitText(version.git)}</td>
        <td>{healthText(version.health)}</td>
        <td className="text-end">
          <div className="d-flex flex-wrap justify-content-end gap-1">
            <Button size="sm" variant="outline-secondary" aria-expanded={open} aria-controls={open ? detailsId : undefined} onClick={() => setOpen(!open)}>
              Details<span className="visually-hidden"> of{which}</span>
            </Button>
            {!version.active && deployed && (
              <>
                <Button size="sm" variant="outline-secondary" onClick={() => actions.onPreview(version.version)}>
                  Preview<span className="visually-hidden">{which}</span>
                </Button>
                <Button size="sm" variant="outline-primary" onClick={() => actions.onRollout(version.version)}>
                  Roll out<span className="visually-hidden">{which}</span>
                </Button>
              </>
            )}
            {!version.active && (
              <Button size="sm" variant="outline-primary" onClick={() => actions.onActivate(version.version)}>
                Activate<span className="visually-hidden">{which}</span>
              </Button>
            )}
          </div>
        </td>
      </tr>
      {open && (
        <tr id={detailsId}>
          <td colSpan={VERSION_COLUMNS.length + 1}>
            <VersionDetails remote={remote} version={version} />
          </td>
        </tr>
      )}
    </>
  );
}
