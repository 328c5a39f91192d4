import { Col, Row } from 'shared-ui/bootstrap';
import { LAB, PageShell } from 'shared-ui';
import { PAGE_HEADS } from '../../../routes';

export function ContactPage() {
  return (
    <PageShell
      title={PAGE_HEADS['/contact'].title}
      description={PAGE_HEADS['/contact'].description}
    >
      <Row className="g-4">
        <Col md={6}>
          <h2 className="h4">Reach Us</h2>
          <dl>
            <dt>Phone</dt>
            <dd>
              <a href={`tel:${LAB.phone}`}>{LAB.phone}</a>
            </dd>
            <dt>Fax</dt>
            <dd>{LAB.fax}</dd>
            <dt>E-mail</dt>
            <dd>
              <a href={`mailto:${LAB.email}`}>{LAB.email}</a>
            </dd>
          </dl>
        </Col>
        <Col md={6}>
          <h2 className="h4">Visit Us</h2>
          <address>
            {LAB.department}
            <br />
            {LAB.university}
            {LAB.address.map((line) => (
              <span key={line}>
                <br />
                {line}
              </span>
            ))}
          </address>
          <h3 className="h5">Hours</h3>
          <ul className="list-unstyled">
            <li>Weekdays {LAB.hours.weekdays}</li>
            <li>Weekends {LAB.hours.weekends}</li>
          </ul>
        </Col>
      </Row>
    </PageShell>
  );
}
