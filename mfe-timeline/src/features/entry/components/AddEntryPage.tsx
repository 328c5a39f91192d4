import { useState } from 'react';
import { Navigate } from 'shared-ui/router';
import { PageShell, useAuth } from 'shared-ui';
import { emptyEntry, snapshotBody, type EntryFormValues } from './entry-values';
import { EntryComplete } from './EntryComplete';
import { EntryForm } from './EntryForm';
import { entryApi } from '../api/entry';

/**
 * /timeline/add: a new entry; after saving, the completion view. A visitor who is not logged in
 * (or logs out here) goes to the home page (spec section 2).
 */
export function AddEntryPage() {
  const auth = useAuth();
  const [complete, setComplete] = useState(false);
  if (!auth.isLoggedIn) return <Navigate to="/" replace />;
  const save = async (values: EntryFormValues) => {
    await entryApi.create(snapshotBody(values, auth.username));
    setComplete(true);
  };
  return (
    <PageShell title="Add Timeline Entry">
      {complete ? (
        // The form unmounts meanwhile, so another entry starts from a fresh, empty form.
        <EntryComplete onAnother={() => setComplete(false)} />
      ) : (
        <EntryForm initialValues={emptyEntry()} submitLabel="Add Entry" onSave={save} />
      )}
    </PageShell>
  );
}
