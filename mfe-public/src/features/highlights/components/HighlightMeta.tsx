import { Link } from 'shared-ui/router';
import { DateText, projectPath, type Highlight } from 'shared-ui';

/** When a highlight was posted, and the project it belongs to. */
export function HighlightMeta({ highlight }: { highlight: Highlight }) {
  return (
    <p className="text-body-secondary small mb-2">
      <DateText value={highlight.date} day />
      {' · '}
      <Link to={projectPath(highlight.project)}>{highlight.project}</Link>
    </p>
  );
}
