import { Navigate, useNavigate, useParams } from 'react-router-dom';
import { LoadingState, PageShell, snapshotsApi } from 'shared-ui';
import { useSnapshot } from '../api/use-snapshot';
import { entryFromSnapshot, snapshotBody, type EntryFormValues } from './entry-values';
import { EntryForm } from './EntryForm';

/** /timeline/edit/:timelineId: an entry that cannot be loaded sends to the error page. */
export function EditEntryPage() {
  const { timelineId = '' } = useParams();
  const entry = useSnapshot(timelineId);
  const navigate = useNavigate();
  if (entry.status === 'error') return <Navigate to="/errorPage" replace />;
  return (
    <PageShell title="Edit Timeline Entry">
      {entry.status === 'loading' ? (
        <LoadingState label="Loading the entry..." />
      ) : (
        <EntryForm
          initialValues={entryFromSnapshot(entry.data)}
          submitLabel="Save Changes"
          onSave={async (values: EntryFormValues) => {
            await snapshotsApi.update(timelineId, snapshotBody(values, entry.data));
            navigate('/timeline');
          }}
        />
      )}
    </PageShell>
  );
}
