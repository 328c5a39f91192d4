import { Link } from 'shared-ui/router';
import { projectPath, type Highlight } from 'shared-ui';
import { formatDay } from 'shared-ui/dates';

/** When a highlight was posted, and the project it belongs to. */
export function HighlightMeta({ highlight }: { highlight: Highlight }) {
  return (
    <p className="text-body-secondary small mb-2">
      <time dateTime={highlight.date}>{formatDay(highlight.date)}</time>
      {' · '}
      <Link to={projectPath(highlight.project)}>{highlight.project}</Link>
    </p>
  );
}
