import { Loaded } from '../../../components/Loaded';
import { useVersionDiff } from '../api/use-version-diff';
import { VersionDiff } from './VersionDiff';

/**
 * A version's changes against the active one, loaded when this is drawn: in a version's details,
 * or in a dialog that approves it (`approving`), which may open while those details are shown.
 */
export function LoadedDiff({ remote, version, approving = false }: { remote: string; version: number; approving?: boolean }) {
  const diff = useVersionDiff(remote, version);
  return (
    <Loaded load={diff} loading="Loading the changes...">
      {(loaded) => <VersionDiff remote={remote} diff={loaded} approving={approving} />}
    </Loaded>
  );
}
