import type { CSSProperties } from 'react';
import { Col, Row } from 'shared-ui/bootstrap';
import type { Description } from '../utils/content/types';

/** A description in two columns, and its emphasis set apart in the project's colour. */
export function DescriptionColumns({ description, colour }: { description: Description; colour: string }) {
  return (
    <>
      <Row>
        <Col md={6}>
          <p>{description.first}</p>
        </Col>
        <Col md={6}>
          <p>{description.second}</p>
        </Col>
      </Row>
      <p className="lead fw-semibold ps-3 mb-4" style={{ borderLeft: `4px solid ${colour}` } as CSSProperties}>
        {description.emphasis}
      </p>
    </>
  );
}
