import { REMOTE_PACKAGES } from '../../config.js';
import { KEPT_REASONS, minuteOf, type HealthCounts, type HealthRow, type ReasonRow } from '../repository/health.js';
import { packageOf } from '../remote-directory.js';

/** A reason is cut to this many characters: the start of an error's message says what it is. */
export const MAX_REASON = 200;

/** A remote by its federation name (mfe_<name>, as pages name it) or its package name (mfe-<name>). */
export interface VersionRef {
  remote: string;
  version: number;
}

const PACKAGES: ReadonlySet<string> = new Set(REMOTE_PACKAGES);

/** One line, cut: a message with a stack or a long value stays a short label. */
export function reasonText(reason: string): string {
  return reason.replace(/\s+/g, ' ').trim().slice(0, MAX_REASON) || 'no reason given';
}

/**
 * What happened to each version's pages since the last flush, held in memory so a page never
 * waits on a write: counts by minute, and why the server fell back. Bounded by what it counts:
 * the site's remotes, their real versions, the minutes between two flushes, and KEPT_REASONS
 * reasons per version (a fallback past them is counted, its reason not kept).
 */
export class HealthCounter {
  private counts = new Map<string, HealthRow>();
  private reasons = new Map<string, ReasonRow>();

  constructor(private readonly now: () => Date = () => new Date()) {}

  pageServed(ref: VersionRef): void {
    this.add(ref, 'pageLoads');
  }

  /**
   * A page of the version the browser drew instead of the server, and why. Only a failure of the
   * version's own (it threw, hung, died) counts against its health; the site's own choice (over
   * the budget, no server build) is kept as a reason only, which the team sees.
   */
  serverFallback(ref: VersionRef & { reason: string; failed?: boolean }): void {
    if (!(ref.failed === false ? this.known(ref) : this.add(ref, 'serverFallbacks'))) return;
    const remote = packageOf(ref.remote);
    const reason = reasonText(ref.reason);
    const key = `${remote} ${ref.version} ${reason}`;
    const kept = this.reasons.get(key);
    if (kept) {
      kept.count += 1;
      kept.lastAt = this.now();
      return;
    }
    const ofVersion = [...this.reasons.values()].filter((row) => row.remote === remote && row.version === ref.version).length;
    if (ofVersion < KEPT_REASONS) this.reasons.set(key, { remote, version: ref.version, reason, count: 1, lastAt: this.now() });
  }

  clientFailure(ref: VersionRef & { kind: 'load' | 'render' }): void {
    this.add(ref, ref.kind === 'load' ? 'loadFailures' : 'renderErrors');
  }

  /** Everything counted since the last call, which starts afresh. */
  take(): { counts: HealthRow[]; reasons: ReasonRow[] } {
    const taken = { counts: [...this.counts.values()], reasons: [...this.reasons.values()] };
    this.counts = new Map();
    this.reasons = new Map();
    return taken;
  }

  /** Whether `ref` is a version of the site's remotes (a remote an environment variable moved has none). */
  private known(ref: VersionRef): boolean {
    return PACKAGES.has(packageOf(ref.remote)) && Number.isInteger(ref.version) && ref.version >= 1;
  }

  /** Counts one event; false for what is no version of the site's remotes. */
  private add(ref: VersionRef, field: keyof HealthCounts): boolean {
    if (!this.known(ref)) return false;
    const remote = packageOf(ref.remote);
    const minute = minuteOf(this.now());
    const key = `${remote} ${ref.version} ${minute.getTime()}`;
    let row = this.counts.get(key);
    if (!row) {
      row = { remote, version: ref.version, minute, pageLoads: 0, loadFailures: 0, renderErrors: 0, serverFallbacks: 0 };
      this.counts.set(key, row);
    }
    row[field] += 1;
    return true;
  }
}
