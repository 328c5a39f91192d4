import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import type { ProjectContent } from '../content/types';
import { ProjectSection } from './ProjectSection';

export function OverviewSection({ content }: { content: ProjectContent }) {
  return (
    <ProjectSection id="overview" title="Overview">
      <h3 className="h4">{content.title}</h3>
      <Row>
        <Col md={6}>
          <p>{content.description.first}</p>
        </Col>
        <Col md={6}>
          <p>{content.description.second}</p>
        </Col>
      </Row>
      <p className="lead fw-semibold">{content.description.emphasis}</p>
    </ProjectSection>
  );
}
