import { PictureAfterPaint } from 'shared-ui';
import { Col, Row } from 'shared-ui/bootstrap';
import type { GalleryItem } from '../utils/content/types';

/**
 * Captioned figures; the caption says what each shows, so the image itself needs no alt text.
 * The first are near the fold under a project's heading on a phone: they are asked for once the
 * app has the page (PictureAfterPaint), in frames of the figures' proportions (400 × 250).
 */
export function Gallery({ items }: { items: GalleryItem[] }) {
  return (
    <Row as="ul" className="g-4 list-unstyled mb-4">
      {items.map((item) => (
        <Col as="li" key={item.title} md={item.cardType === 'wide' ? 12 : 6}>
          <figure className="card h-100 mb-0">
            <PictureAfterPaint ratio="8 / 5" className="card-img-top overflow-hidden">
              <img src={item.img} alt="" className="p-2 bg-white object-fit-contain" width={400} height={250} loading="lazy" />
            </PictureAfterPaint>
            <figcaption className="card-body">
              <span className="d-block fw-semibold mb-1">{item.title}</span>
              <span className="text-body-secondary">{item.description}</span>
            </figcaption>
          </figure>
        </Col>
      ))}
    </Row>
  );
}
