import type { HealthCounts } from '../repository/health.js';
import { failureRate } from '../views/remote-health.js';

/** When the site rolls a version back by itself (REMOTE_ROLLBACK_RATE, REMOTE_ROLLBACK_MIN_LOADS). */
export interface RollbackThreshold {
  /** A fraction (0.05 for 5 %): a failure rate strictly above it rolls the version back. */
  rate: number;
  /** Fewer page loads than this decide nothing: two failures in three loads is no evidence. */
  minLoads: number;
}

export const DEFAULT_ROLLBACK: RollbackThreshold = { rate: 0.05, minLoads: 20 };

/** Whether a version's counts call for its rollback: enough loads, and a failure rate past (not at) the rate. */
export function pastThreshold(counts: HealthCounts, threshold: RollbackThreshold): boolean {
  return counts.pageLoads >= threshold.minLoads && failureRate(counts) > threshold.rate;
}
