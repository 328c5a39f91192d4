import { Navigate, useNavigate, useParams } from 'shared-ui/router';
import { bus, errorMessage, LoadingState, PageShell } from 'shared-ui';
import { useSnapshot } from '../api/use-snapshot';
import { entryFromSnapshot, snapshotBody, type EntryFormValues } from './entry-values';
import { EntryForm } from './EntryForm';
import { entryApi } from '../api/entry';

/**
 * /timeline/edit/:timelineId. An entry that cannot be loaded sends to the error page; a save the
 * server refuses (it lets only the entry's creator or an admin change it) raises an alert with its
 * reason, besides the form's warning (spec section 8).
 */
export function EditEntryPage() {
  const { timelineId = '' } = useParams();
  const entry = useSnapshot(timelineId);
  const navigate = useNavigate();
  if (entry.status === 'error') return <Navigate to="/errorPage" replace />;
  const save = async (values: EntryFormValues) => {
    if (entry.status !== 'done') return;
    try {
      await entryApi.update(timelineId, snapshotBody(values, entry.data.author));
    } catch (error) {
      bus.showAlert(errorMessage(error), 'danger');
      throw error;
    }
    navigate('/timeline');
  };
  return (
    <PageShell title="Edit Timeline Entry">
      {entry.status === 'loading' ? (
        <LoadingState label="Loading the entry..." />
      ) : (
        <EntryForm initialValues={entryFromSnapshot(entry.data)} submitLabel="Save Changes" onSave={save} />
      )}
    </PageShell>
  );
}
