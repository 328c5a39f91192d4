import { Col, Container, Row } from 'shared-ui/bootstrap';
import { Link } from 'shared-ui/router';
import { menuLinks } from 'shared-ui/route-table';
import { LAB } from 'shared-ui/constants';
import { useRouteTable } from '../../../state/route-table-context';
import './navigation.css';

const tel = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/** On every page: the lab's contact details and its director's (spec section 1), and the remotes' quick links. */
export function Footer() {
  const { manifests } = useRouteTable();
  const quickLinks = menuLinks(manifests, 'footer');
  return (
    <footer className="site-footer py-4 mt-auto">
      <Container>
        <Row className="gy-4">
          <Col md={4}>
            <h2>Contact the lab</h2>
            <address className="mb-0">
              Telephone: <a href={tel(LAB.phone)}>{LAB.phone}</a>
              <br />
              Fax: {LAB.fax}
              <br />
              E-mail: <a href={`mailto:${LAB.email}`}>{LAB.email}</a>
              <br />
              {LAB.address.map((line) => (
                <span key={line} className="d-block">
                  {line}
                </span>
              ))}
            </address>
          </Col>
          <Col md={4}>
            <h2>Lab director</h2>
            <address className="mb-0">
              {LAB.director.name}
              <br />
              E-mail: <a href={`mailto:${LAB.director.email}`}>{LAB.director.email}</a>
              <br />
              Telephone: <a href={tel(LAB.director.phone)}>{LAB.director.phone}</a>
            </address>
          </Col>
          <Col md={4}>
            <h2 id="footer-links-title">Quick links</h2>
            <nav aria-labelledby="footer-links-title">
              <ul className="list-unstyled mb-0">
                {quickLinks.map(({ to, label }) => (
                  <li key={to}>
                    <Link to={to}>{label}</Link>
                  </li>
                ))}
              </ul>
            </nav>
          </Col>
        </Row>
        <p className="small mt-4 mb-0">
          {LAB.name} · {LAB.department} · {LAB.university}
        </p>
      </Container>
    </footer>
  );
}
