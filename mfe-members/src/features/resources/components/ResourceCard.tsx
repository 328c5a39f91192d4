import { Card } from 'shared-ui/bootstrap';
import { Link } from 'shared-ui/router';
import { DateText } from 'shared-ui';
import type { Resource } from '../api/resources';
import { CategoryTag } from './CategoryTag';
import { EditResourceButton } from './EditResourceButton';
import { ResourceLink } from './ResourceLink';

/** A resource in the list: its title leads to its own page. */
export function ResourceCard({ resource }: { resource: Resource }) {
  return (
    <Card className="h-100">
      <Card.Body className="d-flex flex-column">
        <div className="mb-2 d-flex justify-content-between align-items-start gap-2">
          <CategoryTag category={resource.category.main} />
          <EditResourceButton resource={resource} />
        </div>
        <Card.Title as="h2" className="h5">
          <Link to={`/resources/${encodeURIComponent(resource._id)}`}>{resource.title}</Link>
        </Card.Title>
        <Card.Text className="mb-1">By {resource.author}</Card.Text>
        <Card.Text className="mb-2 text-body-secondary">
          <DateText value={resource.createdAt} />
        </Card.Text>
        <div className="mt-auto">
          <ResourceLink link={resource.resource_link} />
        </div>
      </Card.Body>
    </Card>
  );
}
