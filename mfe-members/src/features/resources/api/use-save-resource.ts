import { useState } from 'react';
import { attachmentsApi } from './attachments';
import { resourcesApi } from './resources';
import { resourcesChanged } from '../hooks/use-resources-changed';
import { editBodyOf, type EditResourceValues } from '../components/edit-resource-schema';
import { updateErrorMessage, uploadErrorMessage } from '../utils/save-error-message';

/**
 * Saving the Edit Resource form: the resource first, then the chosen files as its attachments.
 * Success refreshes the list and calls `onSaved`; a failure of either step opens the Error
 * dialog with its message, and the form keeps what was entered.
 */
export function useSaveResource(resourceId: string, onSaved: () => void) {
  const [error, setError] = useState<string>();
  const save = async (values: EditResourceValues) => {
    let saved = false;
    try {
      await resourcesApi.update(resourceId, editBodyOf(values));
      saved = true;
      if (values.files.length) await attachmentsApi.upload(resourceId, values.files);
      onSaved();
    } catch (failure) {
      setError(saved ? uploadErrorMessage(failure) : updateErrorMessage(failure));
    } finally {
      if (saved) resourcesChanged();
    }
  };
  return { save, error, dismissError: () => setError(undefined) };
}
