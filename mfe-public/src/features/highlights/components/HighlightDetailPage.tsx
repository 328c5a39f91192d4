import { Link, useParams } from 'shared-ui/router';
import { ApiError, errorMessage, ErrorState, LoadingState, NotFoundPage, PageShell, type Highlight } from 'shared-ui';
import { useHighlight } from '../api/use-highlight';
import { imageSources } from '../api/image-sources';
import { HighlightMeta } from './HighlightMeta';
import './highlights.css';

function HighlightArticle({ highlight }: { highlight: Highlight }) {
  const { paragraph1, paragraph2, paragraph3, paragraph4 } = highlight.highlights;
  return (
    <PageShell title={highlight.title} description={highlight.description} lead={highlight.description}>
      <HighlightMeta highlight={highlight} />
      {highlight.author && <p className="small">By {highlight.author}</p>}
      {highlight.image && (
        <img {...imageSources(highlight.image, 'full')} alt={highlight.title} className="highlight-article__image rounded mb-4" />
      )}
      {[paragraph1, paragraph2, paragraph3, paragraph4]
        .filter((paragraph) => paragraph.trim() !== '')
        .map((paragraph, index) => (
          <p key={index}>{paragraph}</p>
        ))}
      <p className="mt-4">
        <Link to="/lab_highlights">Back to all lab highlights</Link>
      </p>
    </PageShell>
  );
}

export function HighlightDetailPage() {
  const { highlightId = '' } = useParams();
  const highlight = useHighlight(highlightId);
  if (highlight.status === 'done') return <HighlightArticle highlight={highlight.data} />;
  if (highlight.status === 'error' && highlight.error instanceof ApiError && highlight.error.status === 404) {
    return <NotFoundPage />;
  }
  return (
    <PageShell title="Lab Highlight">
      {highlight.status === 'loading' ? <LoadingState /> : <ErrorState message={errorMessage(highlight.error)} />}
    </PageShell>
  );
}
