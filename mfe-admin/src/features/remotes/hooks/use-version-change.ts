import { useState } from 'react';
import { remotesApi } from 'shared-ui';
import { refusalText } from '../utils/refusal-text';
import { changeDone, type VersionChange } from '../utils/version-changes';

/**
 * Activating a version or rolling back, after a confirmation: the change asked about, progress,
 * and why the server refused it. `onChanged` gets the success notice.
 */
export function useVersionChange(onChanged: (notice: string) => void) {
  const [pending, setPending] = useState<VersionChange>();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string>();

  const confirm = async () => {
    if (!pending) return;
    setBusy(true);
    setFailure(undefined);
    try {
      const activation =
        pending.kind === 'activate'
          ? await remotesApi.activate(pending.remote.name, pending.version)
          : await remotesApi.rollBack(pending.remote.name);
      setPending(undefined);
      onChanged(changeDone(pending, activation));
    } catch (error) {
      setFailure(refusalText(error));
    } finally {
      setBusy(false);
    }
  };

  return {
    pending,
    busy,
    failure,
    ask: (change: VersionChange) => {
      setPending(change);
      setFailure(undefined);
    },
    confirm,
    cancel: () => setPending(undefined),
  };
}
