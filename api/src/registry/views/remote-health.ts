import type { HealthCounts, ReasonRow, VersionHealthCounts, VersionKey } from '../repository/health.js';

/** The span a version's health is answered for: the day the Remotes page shows. */
export const HEALTH_WINDOW_MS = 24 * 3_600_000;

const NONE: HealthCounts = { pageLoads: 0, loadFailures: 0, renderErrors: 0, serverFallbacks: 0 };

/** Failures of every kind per page load; 0 with no loads (it may pass 1: a browser reports a remote it reached without a page load). */
export function failureRate(counts: HealthCounts): number {
  const failures = counts.loadFailures + counts.renderErrors + counts.serverFallbacks;
  return counts.pageLoads === 0 ? 0 : failures / counts.pageLoads;
}

/** One version's health as the API answers it: its counts, their failure rate, and why the server fell back, most frequent first. */
export function toVersionHealth(counts: HealthCounts | undefined, reasons: ReasonRow[]) {
  const { pageLoads, loadFailures, renderErrors, serverFallbacks } = counts ?? NONE;
  return {
    pageLoads,
    loadFailures,
    renderErrors,
    serverFallbacks,
    failureRate: failureRate(counts ?? NONE),
    reasons: reasons.map(({ reason, count }) => ({ reason, count })),
  };
}

export type VersionHealth = ReturnType<typeof toVersionHealth>;

/** Every version's health, read once for the whole list: `of` answers one version's (empty when nothing was counted). */
export function healthOfVersions({ counts, reasons }: { counts: VersionHealthCounts[]; reasons: ReasonRow[] }) {
  const key = ({ remote, version }: VersionKey) => `${remote} ${version}`;
  const countsOf = new Map(counts.map((row) => [key(row), row]));
  return {
    of: (version: VersionKey) => toVersionHealth(countsOf.get(key(version)), reasons.filter((row) => key(row) === key(version))),
  };
}

/** The Remotes list with each version's health beside its other facts. */
export function withVersionHealth<T extends { name: string; versions: { version: number }[] }>(statuses: T[], health: ReturnType<typeof healthOfVersions>) {
  return statuses.map((status) => ({
    ...status,
    versions: status.versions.map((version) => ({ ...version, health: health.of({ remote: status.name, version: version.version }) })),
  }));
}
