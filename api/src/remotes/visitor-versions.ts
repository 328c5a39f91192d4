import { createHash } from 'node:crypto';

/** What a page request says of the versions its visitor gets: cookies of the site's own, nothing personal. */
export interface Visitor {
  /** The SHA-256 of the preview link's token this browser holds (`lab_preview`). */
  previewHash?: string;
  /** The random id that keeps this browser on one side of every rollout (`lab_rollout`). */
  rolloutId?: string;
}

/** A version reaching a share of visitors, by federation name. */
export interface Rollout {
  version: number;
  percent: number;
}

/** A preview link's version, by the SHA-256 of its token. */
export interface Preview {
  remote: string;
  version: number;
  expiresAt: number;
}

/**
 * Where a visitor falls in a rollout, 0–99: the same for one browser, remote and version, so a
 * visitor stays on one side while the share only grows (10 % → 50 % keeps the first 10 % in), and
 * a new rollout draws its share afresh rather than from the same browsers every time.
 */
export function rolloutBucket(rolloutId: string, remote: string, version: number): number {
  return createHash('sha256').update(`${rolloutId}\n${remote}\n${version}`).digest().readUInt32BE(0) % 100;
}

/** The version a visitor gets of a remote: its preview's, else the rollout's for its share, else undefined (the active one). */
export function visitorVersion(remote: string, visitor: Visitor, rollout: Rollout | undefined, preview: Preview | undefined): { version: number; why: 'preview' | 'rollout' } | undefined {
  if (preview && preview.remote === remote) return { version: preview.version, why: 'preview' };
  if (rollout && visitor.rolloutId && rolloutBucket(visitor.rolloutId, remote, rollout.version) < rollout.percent) return { version: rollout.version, why: 'rollout' };
  return undefined;
}
