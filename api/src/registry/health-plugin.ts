import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { addFallbackReasons, addHealthCounts, HEALTH_KEPT_DAYS, pruneHealth } from './repository/health.js';
import { rollBackFailing } from './health/automatic-rollback.js';
import { HealthCounter, type VersionRef } from './health/health-counter.js';
import { DEFAULT_ROLLBACK, type RollbackThreshold } from './health/rollback-threshold.js';
import { PRUNE_EVERY_MS } from '../plugins/audit-retention.js';

export const FLUSH_EVERY_MS = 5_000;

/** What the pages, the server's drawing and visitors' browsers tell of each remote version. */
export interface RemoteHealth {
  pageServed(ref: VersionRef): void;
  /** `failed` false: the site chose the browser (budget, no server build); the reason is kept, nothing counted against the version. */
  serverFallback(ref: VersionRef & { reason: string; failed?: boolean }): void;
  clientFailure(ref: VersionRef & { kind: 'load' | 'render' }): void;
  /** Writes what was counted, then takes back a version failing past the threshold; the timer calls it, and tests. */
  flush(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    remoteHealth: RemoteHealth;
  }
}

export interface RemoteHealthOptions {
  /** REMOTE_ROLLBACK_RATE and REMOTE_ROLLBACK_MIN_LOADS (5 % over 20 loads by default). */
  rollback?: RollbackThreshold | undefined;
  flushEveryMs?: number;
}

/**
 * Health per remote version: counted in memory as pages are served (a page never waits on a
 * write), added to the database's minute rows every FLUSH_EVERY_MS by each instance, and checked
 * there against the rollback threshold after each flush, so the counts of every instance decide.
 * Rows older than HEALTH_KEPT_DAYS go daily (and at start, see prepare-database.ts).
 */
export default fp(
  async function remoteHealthPlugin(app: FastifyInstance, options: RemoteHealthOptions) {
    const counter = new HealthCounter();
    const threshold = options.rollback ?? DEFAULT_ROLLBACK;

    async function write(check: boolean) {
      const { counts, reasons } = counter.take();
      if (counts.length === 0 && reasons.length === 0) return;
      // Counts of a write that fails are lost, not kept for the next: memory stays bounded while the database is away.
      await addHealthCounts(app.db, counts);
      await addFallbackReasons(app.db, reasons);
      // Only after a write: counts change only by one, and the instance that wrote them decides.
      if (check) await rollBackFailing(app, threshold);
    }
    // One flush at a time: the timer's, a test's and the last one at close take turns.
    let flushing = Promise.resolve();
    const flush = (check = true) => {
      const run = flushing.then(() => write(check));
      flushing = run.catch(() => undefined);
      return run;
    };
    const logged = (error: unknown) => app.log.error({ err: error }, "could not record the remotes' health");

    const flusher = setInterval(() => void flush().catch(logged), options.flushEveryMs ?? FLUSH_EVERY_MS);
    flusher.unref();
    const pruner = setInterval(() => void pruneHealth(app.db, HEALTH_KEPT_DAYS).catch(logged), PRUNE_EVERY_MS);
    pruner.unref();
    app.addHook('onClose', async () => {
      clearInterval(flusher);
      clearInterval(pruner);
      // The other instances, or this one's next start, decide on them: the instances' channel may be closed already.
      await flush(false).catch(logged);
    });

    app.decorate('remoteHealth', {
      pageServed: (ref) => counter.pageServed(ref),
      serverFallback: (ref) => counter.serverFallback(ref),
      clientFailure: (ref) => counter.clientFailure(ref),
      flush: () => flush(),
    } satisfies RemoteHealth);
  },
  { name: 'remote-health', dependencies: ['database', 'remote-registry'] },
);
