import { Card, Col, Row } from 'shared-ui/bootstrap';
import { Link } from 'shared-ui/router';
import { PageShell, PROJECT_NAMES, ProjectLogo, projectPath } from 'shared-ui';
import { PAGE_HEADS } from '../../../routes';
import { colourOf } from '../utils/content/colour';
import { PROJECT_OVERVIEWS } from '../utils/content/overviews';

/** /projects/overview: a card per project, its title leading to the project's page. */
export function ProjectsOverviewPage() {
  return (
    <PageShell title={PAGE_HEADS['/projects/overview'].title} description={PAGE_HEADS['/projects/overview'].description}>
      <Row as="ul" xs={1} md={2} lg={3} className="g-4 list-unstyled mb-4">
        {PROJECT_NAMES.map((name) => (
          <Col as="li" key={name}>
            <Card className="h-100" style={{ borderTop: `4px solid ${colourOf(name)}` }}>
              <Card.Body>
                <div className="d-flex align-items-center gap-3 mb-3">
                  <ProjectLogo name={name} size={56} />
                  <Card.Title as="h2" className="h4 mb-0">
                    <Link to={projectPath(name)}>{name}</Link>
                  </Card.Title>
                </div>
                <Card.Text>{PROJECT_OVERVIEWS[name]}</Card.Text>
              </Card.Body>
            </Card>
          </Col>
        ))}
      </Row>
      <Link to="/projects" className="btn btn-outline-primary">
        Back to Projects
      </Link>
    </PageShell>
  );
}
