import { Button } from 'shared-ui/bootstrap';
import { Link } from 'shared-ui/router';
import { PencilIcon, TrashIcon } from '../../../components/icons';
import type { Snapshot } from '../api/snapshots';

/**
 * The edit and delete icons. Every logged-in member sees them (spec section 6); the server decides
 * who may change an entry (its creator or an admin) and the page shows its refusal.
 */
export function EntryActions({ entry, onDelete }: { entry: Snapshot; onDelete: () => void }) {
  return (
    <div className="d-flex gap-1 flex-shrink-0">
      <Link to={`/timeline/edit/${encodeURIComponent(entry._id)}`} className="btn btn-sm btn-outline-secondary" aria-label={`Edit ${entry.title}`}>
        <PencilIcon />
      </Link>
      <Button size="sm" variant="outline-danger" aria-label={`Delete ${entry.title}`} onClick={onDelete}>
        <TrashIcon />
      </Button>
    </div>
  );
}
