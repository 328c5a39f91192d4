import { BUILT_VERSION } from '../repository/versions.js';
import { MAX_BUNDLE_BYTES, MAX_BUNDLE_FILES, MAX_NAME_LENGTH, MAX_UNPACKED_BYTES } from '../bundles/bundle-archive.js';
import { federationNameOf, type RemoteDirectory } from '../remote-directory.js';
import type { RemotePackage } from '../routes/known-remotes.js';
import { toAutomaticRollback, toGitFacts, toRefusal, toRollout, versionState, type ReleaseFacts } from './remote-release.js';

/**
 * One remote as its team's deploy command reads it: what pages load, the rollout under way, its
 * versions newest first (the site's build as version 1) and where each is, the site's automatic
 * rollbacks and the uploads it refused lately; and the limits of an archive, for its checks before uploading.
 */
export function toDeployStatus(directory: RemoteDirectory, name: RemotePackage, facts: ReleaseFacts) {
  const activeVersion = directory.current(federationNameOf(name))?.version ?? BUILT_VERSION;
  const rollout = facts.rollouts.get(name);
  const deployed = facts.versions
    .filter((row) => row.remote === name)
    .map((row) => ({
      version: row.version,
      createdAt: row.createdAt.toISOString(),
      by: row.deployedBy,
      git: toGitFacts(row),
      state: versionState(row.version, activeVersion, rollout),
      sha256: row.bundleSha256,
    }));
  const build = { version: BUILT_VERSION, createdAt: null, by: null, git: null, state: versionState(BUILT_VERSION, activeVersion, rollout), sha256: null };
  return {
    name,
    activeVersion,
    rollout: toRollout(rollout),
    versions: [...deployed, build],
    automaticRollbacks: facts.automaticRollbacks.filter((row) => row.remote === name).map(toAutomaticRollback),
    refusals: facts.refusals.filter((row) => row.remote === name).map(toRefusal),
    limits: { bundleBytes: MAX_BUNDLE_BYTES, unpackedBytes: MAX_UNPACKED_BYTES, files: MAX_BUNDLE_FILES, nameLength: MAX_NAME_LENGTH },
  };
}
