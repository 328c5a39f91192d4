import { useState } from 'react';
import { errorMessage, highlightsApi, type Highlight } from 'shared-ui';

/** Deleting a highlight after a confirmation: the one asked about, progress, and the server's answer. */
export function useHighlightDeletion(onDeleted: (highlight: Highlight, message: string) => void) {
  const [pending, setPending] = useState<Highlight>();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string>();

  const confirm = async () => {
    if (!pending) return;
    setBusy(true);
    setFailure(undefined);
    try {
      const { message } = await highlightsApi.remove(pending._id);
      setPending(undefined);
      onDeleted(pending, message);
    } catch (error) {
      setFailure(`"${pending.title}" could not be deleted: ${errorMessage(error)}`);
    } finally {
      setBusy(false);
    }
  };

  return {
    pending,
    busy,
    failure,
    ask: (highlight: Highlight) => {
      setPending(highlight);
      setFailure(undefined);
    },
    confirm,
    cancel: () => setPending(undefined),
  };
}
