import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import { Link } from 'react-router-dom';
import { PageShell, PROJECTS, projectPath } from 'shared-ui';
import { PROJECT_CONTENT } from '../content';

/** /projects/overview: a card per project. */
export function ProjectsOverviewPage() {
  return (
    <PageShell title="All Projects">
      <Row as="ul" xs={1} md={2} lg={3} className="g-4 list-unstyled mb-4">
        {PROJECTS.map((project) => (
          <Col as="li" key={project.name}>
            <Card className="h-100" style={{ borderTop: `4px solid ${project.colour}` }}>
              <Card.Body>
                <Card.Title as="h2" className="h4">
                  <Link to={projectPath(project.name)}>{project.name}</Link>
                </Card.Title>
                <Card.Text>{PROJECT_CONTENT[project.name].overview}</Card.Text>
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
