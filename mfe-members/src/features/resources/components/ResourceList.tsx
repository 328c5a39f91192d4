import { Col, Row } from 'shared-ui/bootstrap';
import { EmptyState } from 'shared-ui';
import type { Resource } from '../api/resources';
import { ResourceCard } from './ResourceCard';

/** The cards, with how many there are (read out when a filter changes it). */
export function ResourceList({ resources }: { resources: Resource[] }) {
  return (
    <>
      <p className="visually-hidden" aria-live="polite">
        {resources.length === 1 ? '1 resource' : `${resources.length} resources`}
      </p>
      {resources.length === 0 ? (
        <EmptyState title="No Resources Found Here, Try Another Category!" />
      ) : (
        <Row as="ul" xs={1} md={2} lg={3} className="g-3 list-unstyled">
          {resources.map((resource) => (
            <Col as="li" key={resource._id}>
              <ResourceCard resource={resource} />
            </Col>
          ))}
        </Row>
      )}
    </>
  );
}
