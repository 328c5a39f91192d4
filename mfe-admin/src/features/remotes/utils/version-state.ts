import type { RemoteStatus, RemoteVersion } from '../api/remotes';

/**
 * Where a version stands, in words (never by colour alone): pages load it, a share of visitors
 * gets it in a rollout, or it waits (the site's build when it is not active).
 */
export function versionState(remote: RemoteStatus, version: RemoteVersion): string {
  if (version.active) return 'Active';
  if (remote.rollout?.version === version.version) return `In rollout to ${remote.rollout.percent} %`;
  return version.source === 'build' ? 'Not active' : 'Uploaded';
}
