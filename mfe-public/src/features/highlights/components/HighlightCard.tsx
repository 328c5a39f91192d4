import { Card } from 'shared-ui/bootstrap';
import { Link } from 'shared-ui/router';
import { PictureAfterPaint, type Highlight } from 'shared-ui';
import { imageSources } from '../api/image-sources';
import { HighlightMeta } from './HighlightMeta';
import './highlights.css';

/**
 * A highlight in the list: the featured one large, the others in the grid. The image is
 * decorative here (alt=""): the title beside it says what the highlight is. The featured one is
 * asked for at once, and first: it is the page's largest paint. The grid's are lazy, at low
 * priority as the page's scripts are (Chromium would raise the one it finds in view, the first
 * card's on a phone, and Lighthouse would then count it toward the largest paint), and asked for
 * only once the app has the page (PictureAfterPaint): bench/README.md.
 */
export function HighlightCard({ highlight, featured = false }: { highlight: Highlight; featured?: boolean }) {
  const image = highlight.image && (
    <Card.Img
      variant="top"
      {...imageSources(highlight.image, featured ? 'full' : 'card')}
      alt=""
      className={featured ? 'highlight-card__image highlight-card__image--featured' : 'highlight-card__image'}
      loading={featured ? undefined : 'lazy'}
      fetchPriority={featured ? 'high' : 'low'}
    />
  );
  return (
    <Card className={featured ? 'mb-5 shadow-sm' : 'h-100'}>
      {image && !featured ? (
        <PictureAfterPaint ratio="16 / 9" className="highlight-card__frame">
          {image}
        </PictureAfterPaint>
      ) : (
        image
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
