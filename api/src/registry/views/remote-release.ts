import type { AutomaticRollbackRow } from '../repository/automatic-rollbacks.js';
import type { RefusalRow } from '../repository/refusals.js';
import type { RolloutRow } from '../repository/rollouts.js';
import type { RemoteVersionRow } from '../repository/versions.js';
import type { readReleaseRecords } from '../releases/release-records.js';
import type { VERSION_STATES } from '../../schemas/remotes.js';

/** What the deploy command said of a version's source; null when it said nothing (an older command, a hosted version). */
export function toGitFacts(row: RemoteVersionRow | undefined) {
  if (!row || (row.gitCommit ?? row.gitBranch ?? row.gitAuthor ?? row.gitDirty) === null) return null;
  return { commit: row.gitCommit, branch: row.gitBranch, author: row.gitAuthor, dirty: row.gitDirty };
}

export function toRollout(row: RolloutRow | undefined) {
  return row ? { version: row.version, percent: row.percent, startedBy: row.startedBy, startedAt: row.startedAt.toISOString() } : null;
}

export function toRefusal(row: RefusalRow) {
  return { at: row.at.toISOString(), by: row.by, problems: row.problems };
}

export function toAutomaticRollback(row: AutomaticRollbackRow) {
  return { at: row.at.toISOString(), from: row.from, to: row.to };
}

export function versionState(version: number, activeVersion: number, rollout: RolloutRow | undefined): (typeof VERSION_STATES)[number] {
  if (version === activeVersion) return 'active';
  return rollout?.version === version ? 'rollout' : 'uploaded';
}

/** What the registry holds of each remote's releases: its rollout, refused uploads, automatic rollbacks, and each version's source. */
export type ReleaseFacts = Awaited<ReturnType<typeof readReleaseRecords>> & { versions: RemoteVersionRow[] };

type WithReleaseFacts<T extends { versions: { version: number }[] }> = Omit<T, 'versions'> & {
  versions: (T['versions'][number] & { git: ReturnType<typeof toGitFacts> })[];
  rollout: ReturnType<typeof toRollout>;
  refusals: ReturnType<typeof toRefusal>[];
  automaticRollbacks: ReturnType<typeof toAutomaticRollback>[];
};

/** The Remotes list with each remote's rollout, refusals and automatic rollbacks, and each version's git facts. */
export function withReleaseFacts<T extends { name: string; versions: { version: number }[] }>(statuses: T[], facts: ReleaseFacts): WithReleaseFacts<T>[] {
  const rowOf = (remote: string, version: number) => facts.versions.find((row) => row.remote === remote && row.version === version);
  return statuses.map((status) => ({
    ...status,
    versions: status.versions.map((version) => ({ ...version, git: toGitFacts(rowOf(status.name, version.version)) })),
    rollout: toRollout(facts.rollouts.get(status.name)),
    refusals: facts.refusals.filter((row) => row.remote === status.name).map(toRefusal),
    automaticRollbacks: facts.automaticRollbacks.filter((row) => row.remote === status.name).map(toAutomaticRollback),
  }));
}
