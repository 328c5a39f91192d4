import { Link, useParams } from 'shared-ui/router';
import { ApiError, ErrorState, LoadingState, NotFoundPage, PageShell } from 'shared-ui';
import { useResource } from '../api/use-resource';
import { AttachmentList } from './AttachmentList';
import { EditResourceButton } from './EditResourceButton';
import { ResourceDetails } from './ResourceDetails';

/** /resources/:resourceId: one resource and its files; an id the API does not know is the 404 page. */
export function ResourceDetailPage() {
  const { resourceId = '' } = useParams();
  const resource = useResource(resourceId);
  if (resource.status === 'error' && resource.error instanceof ApiError && resource.error.status === 404) {
    return <NotFoundPage />;
  }
  return (
    <PageShell title={resource.status === 'done' ? resource.data.title : 'Resource'}>
      {resource.status === 'loading' && <LoadingState label="Loading resource..." />}
      {resource.status === 'error' && <ErrorState message="Something Went Wrong! Check Your Connection!" onRetry={resource.reload} />}
      {resource.status === 'done' && (
        <>
          <ResourceDetails resource={resource.data} />
          <AttachmentList resourceId={resource.data._id} />
        </>
      )}
      <div className="d-flex flex-wrap gap-2">
        <Link to="/resources" className="btn btn-outline-primary">
          Back to Resources
        </Link>
        {resource.status === 'done' && <EditResourceButton resource={resource.data} label="Edit Resource" />}
      </div>
    </PageShell>
  );
}
