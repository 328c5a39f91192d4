import { errorMessage, highlightsApi, type Highlight } from 'shared-ui';
import { useConfirmedAction } from '../../../hooks/use-confirmed-action';

/** Deleting a highlight after a confirmation; `onDeleted` gets the server's answer. */
export function useHighlightDeletion(onDeleted: (highlight: Highlight, message: string) => void) {
  return useConfirmedAction({
    run: (highlight: Highlight) => highlightsApi.remove(highlight._id),
    onDone: (highlight, { message }) => onDeleted(highlight, message),
    failureText: (error, highlight) => `"${highlight.title}" could not be deleted: ${errorMessage(error)}`,
  });
}
