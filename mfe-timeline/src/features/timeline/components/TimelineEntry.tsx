import { useId, useState, type FocusEvent, type KeyboardEvent, type MouseEvent } from 'react';
import { Badge, Card } from 'shared-ui/bootstrap';
import { DateText } from 'shared-ui';
import { EntryActions } from './EntryActions';
import { EntryDetails } from './EntryDetails';
import type { Snapshot } from '../api/snapshots';

/** A click on these does its own thing rather than expanding the entry. */
const INTERACTIVE = 'a, button, input, select, textarea';

/**
 * One entry (spec section 2): collapsed by default; a click anywhere on it expands it, its title
 * button toggles it (Enter and Space too, as any button), Escape closes it, and it collapses when
 * focus leaves it. The card takes focus itself (tabIndex -1), so a click on its text does not count
 * as leaving. `onDelete` is given for logged-in members, who see the edit and delete icons.
 */
export function TimelineEntry({ entry, onDelete }: { entry: Snapshot; onDelete?: (entry: Snapshot) => void }) {
  const [expanded, setExpanded] = useState(false);
  const detailsId = useId();
  const collapseOnLeave = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setExpanded(false);
  };
  const expandOnClick = (event: MouseEvent<HTMLElement>) => {
    if (!(event.target as Element).closest(INTERACTIVE)) setExpanded(true);
  };
  const closeOnEscape = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'Escape' && expanded) setExpanded(false);
  };
  return (
    <Card as="article" className="mb-3" tabIndex={-1} onBlur={collapseOnLeave} onClick={expandOnClick} onKeyDown={closeOnEscape}>
      <Card.Body>
        <div className="d-flex align-items-start gap-2">
          <h2 className="h5 mb-1 flex-grow-1">
            <button
              type="button"
              className="btn btn-link p-0 text-start fw-semibold"
              aria-expanded={expanded}
              aria-controls={detailsId}
              onClick={() => setExpanded((open) => !open)}
            >
              {entry.title}
            </button>
          </h2>
          {onDelete && <EntryActions entry={entry} onDelete={() => onDelete(entry)} />}
        </div>
        <p className="mb-2 text-body-secondary">
          {entry.project}
          <span aria-hidden="true"> · </span>
          <DateText value={entry.date} />
          <span aria-hidden="true"> · </span>
          {entry.author}
        </p>
        <ul className="list-inline mb-0" aria-label="Categories">
          {entry.categories.map((category) => (
            <li key={category} className="list-inline-item">
              <Badge bg="secondary">{category}</Badge>
            </li>
          ))}
        </ul>
        <div id={detailsId} hidden={!expanded}>
          {expanded && <EntryDetails entry={entry} />}
        </div>
      </Card.Body>
    </Card>
  );
}
