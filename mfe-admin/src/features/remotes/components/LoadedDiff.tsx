import { Loaded } from '../../../components/Loaded';
import { useVersionDiff } from '../api/use-version-diff';
import { VersionDiff } from './VersionDiff';

/** A version's changes against the active one, loaded when this is drawn (a version's details, a dialog that approves it). */
export function LoadedDiff({ remote, version }: { remote: string; version: number }) {
  const diff = useVersionDiff(remote, version);
  return (
    <Loaded load={diff} loading="Loading the changes...">
      {(loaded) => <VersionDiff remote={remote} diff={loaded} />}
    </Loaded>
  );
}
