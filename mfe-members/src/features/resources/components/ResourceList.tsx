import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import { EmptyState, type Resource } from 'shared-ui';
import { ResourceCard } from './ResourceCard';

export function ResourceList({ resources }: { resources: Resource[] }) {
  if (resources.length === 0) return <EmptyState title="No Resources Found Here, Try Another Category!" />;
  return (
    <Row as="ul" xs={1} md={2} lg={3} className="g-3 list-unstyled">
      {resources.map((resource) => (
        <Col as="li" key={resource._id}>
          <ResourceCard resource={resource} />
        </Col>
      ))}
    </Row>
  );
}
