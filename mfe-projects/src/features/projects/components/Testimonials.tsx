import { Col, Row } from 'shared-ui/bootstrap';
import type { Testimonial } from '../utils/content/types';

/** What members say about the project, or that none has said anything yet. */
export function Testimonials({ testimonials }: { testimonials: Testimonial[] }) {
  return (
    <div className="mt-4">
      <h3 className="h5">What Our Members Say</h3>
      {testimonials.length === 0 ? (
        <p>No blurbs from members</p>
      ) : (
        <Row as="ul" className="g-3 list-unstyled">
          {testimonials.map((testimonial) => (
            <Col as="li" key={testimonial.name} md={testimonial.cardType === 'wide' ? 12 : 6}>
              <figure className="card h-100 mb-0">
                <blockquote className="card-body mb-0">
                  <p className="mb-0">“{testimonial.description}”</p>
                </blockquote>
                <figcaption className="card-footer bg-transparent">
                  {testimonial.name}, <span className="text-body-secondary">{testimonial.position}</span>
                </figcaption>
              </figure>
            </Col>
          ))}
        </Row>
      )}
    </div>
  );
}
