import type { RemoteDiff } from '../api/remotes';
import { ScrollTable } from '../../../components/ScrollTable';
import { TableHead } from '../../../components/TableHead';
import { changesNothing, headText, menuText, sizeRows } from '../utils/diff-text';

/** One kind of change, listed under its name; nothing when there is none of it. */
function Changes({ label, items }: { label: string; items: string[] }) {
  if (items.length === 0) return null;
  return (
    <>
      <p className="mb-1 fw-semibold">{label}</p>
      <ul>
        {items.map((item) => (
          <li key={item} className="text-break">
            {item}
          </li>
        ))}
      </ul>
    </>
  );
}

/**
 * What a version changes against the one pages load now: pages, menu entries, page heads,
 * shared modules, and its size; and what of either version could not be read.
 */
export function VersionDiff({ remote, diff, approving = false }: { remote: string; diff: RemoteDiff; approving?: boolean }) {
  const { routes, menus, heads, shared } = diff;
  if (diff.version === diff.against) return <p className="mb-0">This is the version pages load now.</p>;
  return (
    <>
      <p>Compared with version {diff.against}, which pages load now:</p>
      {changesNothing(diff) && <p>No page, menu entry, page title or shared module changes.</p>}
      <Changes label="Pages added" items={routes.added} />
      <Changes label="Pages removed" items={routes.removed} />
      <Changes label="Menu entries added" items={menus.added.map(menuText)} />
      <Changes label="Menu entries removed" items={menus.removed.map(menuText)} />
      <Changes label="Page titles changed" items={heads.changed.map((head) => `${head.path}: ${headText(head.before)} becomes ${headText(head.after)}`)} />
      <Changes label="Shared modules added" items={shared.added.map((module) => `${module.name} ${module.version}`)} />
      <Changes label="Shared modules removed" items={shared.removed.map((module) => `${module.name} ${module.version}`)} />
      <Changes label="Shared modules changed" items={shared.changed.map((module) => `${module.name} ${module.before} becomes ${module.after}`)} />
      {/* A dialog's table is named apart from the same version's details, which may be open behind it. */}
      <ScrollTable caption={`Size of version ${diff.version} of ${remote} against version ${diff.against}${approving ? ', to approve' : ''}`}>
        <TableHead columns={['Measure', `Version ${diff.against}`, `Version ${diff.version}`, 'Change']} />
        <tbody>
          {sizeRows(diff).map(([measure, ...cells]) => (
            <tr key={measure}>
              <th scope="row">{measure}</th>
              {cells.map((cell, index) => (
                <td key={index}>{cell}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </ScrollTable>
      <Changes label="Not compared" items={diff.notes} />
    </>
  );
}
