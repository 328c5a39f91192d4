import { useId, useState, type FocusEvent } from 'react';
import Badge from 'react-bootstrap/Badge';
import Card from 'react-bootstrap/Card';
import { formatDate, type Snapshot } from 'shared-ui';
import { EntryDetails } from './EntryDetails';

/**
 * One entry: collapsed by default, expanded by its title button, collapsed again when focus
 * leaves it (spec section 2). The card takes focus itself (tabIndex -1), so a click on its text
 * does not count as leaving.
 */
export function TimelineEntry({ entry }: { entry: Snapshot }) {
  const [expanded, setExpanded] = useState(false);
  const detailsId = useId();
  const collapseOnLeave = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setExpanded(false);
  };
  return (
    <Card as="article" className="mb-3" tabIndex={-1} onBlur={collapseOnLeave}>
      <Card.Body>
        <h2 className="h5 mb-1">
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
        <p className="mb-2 text-body-secondary">
          {entry.project}
          <span aria-hidden="true"> · </span>
          <time dateTime={entry.date}>{formatDate(entry.date)}</time>
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
