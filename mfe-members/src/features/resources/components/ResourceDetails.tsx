import { DateText } from 'shared-ui';
import type { Resource } from '../api/resources';
import { CategoryTag } from './CategoryTag';
import { ResourceLink } from './ResourceLink';

/** Everything the client knows of one resource; the description keeps its line breaks. */
export function ResourceDetails({ resource }: { resource: Resource }) {
  return (
    <>
      <p className="mb-4" style={{ whiteSpace: 'pre-line' }}>
        {resource.description || 'No description'}
      </p>
      <dl className="row">
        <dt className="col-sm-3">Category</dt>
        <dd className="col-sm-9">
          <CategoryTag category={resource.category.main} />
          {resource.category.sub && <span className="ms-2">{resource.category.sub}</span>}
        </dd>
        <dt className="col-sm-3">Author</dt>
        <dd className="col-sm-9">{resource.author}</dd>
        <dt className="col-sm-3">Created</dt>
        <dd className="col-sm-9">
          <DateText value={resource.createdAt} />
        </dd>
        <dt className="col-sm-3">Link</dt>
        <dd className="col-sm-9">
          <ResourceLink link={resource.resource_link} />
        </dd>
      </dl>
    </>
  );
}
