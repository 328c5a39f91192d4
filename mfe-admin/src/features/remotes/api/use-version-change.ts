import { remotesApi } from './remotes';
import { useConfirmedAction } from '../../../hooks/use-confirmed-action';
import { refusalText } from '../utils/refusal-text';
import { changeDone, type VersionChange } from '../utils/version-changes';

/**
 * Activating a version or rolling back, after a confirmation; a refusal names every problem the
 * server found. `onChanged` gets the success notice.
 */
export function useVersionChange(onChanged: (notice: string) => void) {
  return useConfirmedAction({
    run: (change: VersionChange) =>
      change.kind === 'activate'
        ? remotesApi.activate(change.remote.name, change.version)
        : remotesApi.rollBack(change.remote.name),
    onDone: (change, activation) => onChanged(changeDone(change, activation)),
    failureText: refusalText,
  });
}
