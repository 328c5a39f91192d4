import { useState } from 'react';
import { errorMessage } from 'shared-ui';
import { attachmentsApi, type ResourceAttachment } from './attachments';
import { resourcesChanged } from '../hooks/use-resources-changed';

/**
 * Deleting a file after the member confirmed: the dialog stays open with the server's refusal
 * (only the resource's creator or an admin may delete) and closes once the file is gone. The
 * file stays known while the dialog fades out, so its text does not change meanwhile.
 */
export function useDeleteAttachment() {
  const [target, setTarget] = useState<ResourceAttachment>();
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const ask = (attachment: ResourceAttachment) => {
    setError(undefined);
    setTarget(attachment);
    setOpen(true);
  };
  const cancel = () => setOpen(false);
  const confirm = async () => {
    if (!target) return;
    setBusy(true);
    try {
      await attachmentsApi.remove(target.resourceId, target._id);
      setOpen(false);
      resourcesChanged();
    } catch (failure) {
      setError(errorMessage(failure));
    } finally {
      setBusy(false);
    }
  };
  return { target, open, error, busy, ask, cancel, confirm };
}
