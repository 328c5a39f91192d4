import { REMOTE_PACKAGES } from '../../config.js';
import type { DeployTokenRow } from '../repository/deploy-tokens.js';
import type { LoadErrorSummary } from '../repository/load-errors.js';
import { BUILT_VERSION, type RemoteVersionRow } from '../repository/versions.js';
import { federationNameOf, type RemoteDirectory } from '../remote-directory.js';

export function toDeployToken(row: DeployTokenRow) {
  return {
    id: row.id,
    label: row.label,
    mayActivate: row.mayActivate,
    createdAt: row.createdAt.toISOString(),
    createdBy: row.createdBy,
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
    revokedAt: row.revokedAt?.toISOString() ?? null,
  };
}

/**
 * Each remote as the Remotes page shows it: what pages load now, every version newest first (the
 * site's build as version 1) and the failures visitors' browsers reported, by version.
 */
export function toRemoteStatuses(directory: RemoteDirectory, versions: RemoteVersionRow[], failures: LoadErrorSummary[]) {
  return REMOTE_PACKAGES.map((name) => {
    const federationName = federationNameOf(name);
    const current = directory.current(federationName);
    const activeVersion = current?.version ?? BUILT_VERSION;
    const deployed = versions
      .filter((row) => row.remote === name)
      .map((row) => ({
        version: row.version,
        createdAt: row.createdAt.toISOString(),
        source: row.source as 'bundle' | 'url',
        size: row.size,
        manifestUrl: row.manifestUrl,
        by: row.deployedBy,
        active: row.version === activeVersion,
      }));
    const build = { version: BUILT_VERSION, createdAt: null, source: 'build' as const, size: null, manifestUrl: null, by: null, active: activeVersion === BUILT_VERSION };
    return {
      name,
      federationName,
      activeVersion,
      url: current?.url ?? '',
      overridden: directory.isOverridden(federationName),
      versions: [...deployed, build],
      failures: failures
        .filter((failure) => failure.remote === name)
        .map(({ version, count, lastAt, lastKind, lastMessage }) => ({ version, count, lastAt: lastAt.toISOString(), lastKind: lastKind as 'load' | 'render', lastMessage })),
    };
  });
}
