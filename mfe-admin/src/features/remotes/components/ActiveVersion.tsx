import type { RemoteStatus } from '../api/remotes';
import { overrideVariable } from '../utils/remote-text';

/** Which version pages load and from where, the rollout under way, and when a server variable decides that instead. */
export function ActiveVersion({ remote }: { remote: RemoteStatus }) {
  return (
    <>
      <p className="mb-1">Active version: {remote.activeVersion}</p>
      <p className="text-break">
        Pages load it from <code>{remote.url}</code>
      </p>
      {remote.rollout && (
        <p>
          Version {remote.rollout.version} is rolling out to {remote.rollout.percent} % of visitors; the others get version {remote.activeVersion}.
        </p>
      )}
      {remote.overridden && (
        <p className="alert alert-warning">
          Set by {overrideVariable(remote.name)} on the server: versions here take effect once it is removed.
        </p>
      )}
    </>
  );
}
