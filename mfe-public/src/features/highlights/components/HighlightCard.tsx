import { Card } from 'shared-ui/bootstrap';
import { Link } from 'shared-ui/router';
import type { Highlight } from 'shared-ui';
import { imageSources } from '../api/image-sources';
import { HighlightMeta } from './HighlightMeta';
import './highlights.css';

/**
 * A highlight in the list: the featured one large, the others in the grid. The image is
 * decorative here (alt=""): the title beside it says what the highlight is. The grid's images
 * are below the fold, so they load as the visitor nears them; the featured one at once, and
 * first: it is the page's largest paint, which the grid's would otherwise share a phone's
 * bandwidth with (Chromium starts lazy images near the fold before the first paint). The
 * grid's stay at low priority, as the page's scripts do: Chromium raises a picture it finds in
 * view (the first card's, on a phone) to high, and Lighthouse then counts it toward the page's
 * largest paint, which it never is (bench/README.md).
 */
export function HighlightCard({ highlight, featured = false }: { highlight: Highlight; featured?: boolean }) {
  return (
    <Card className={featured ? 'mb-5 shadow-sm' : 'h-100'}>
      {highlight.image && (
        <Card.Img
          variant="top"
          {...imageSources(highlight.image, featured ? 'full' : 'card')}
          alt=""
          className={featured ? 'highlight-card__image highlight-card__image--featured' : 'highlight-card__image'}
          loading={featured ? undefined : 'lazy'}
          fetchPriority={featured ? 'high' : 'low'}
        />
      )}
      <Card.Body>
        <Card.Title as={featured ? 'h2' : 'h3'} className={featured ? 'h3' : 'h5'}>
          <Link to={`/lab_highlights/${encodeURIComponent(highlight._id)}`}>{highlight.title}</Link>
        </Card.Title>
        <HighlightMeta highlight={highlight} />
        <Card.Text>{highlight.description}</Card.Text>
      </Card.Body>
    </Card>
  );
}
