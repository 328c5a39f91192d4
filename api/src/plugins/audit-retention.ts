import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { pruneAuditLog } from '../repositories/audit.js';

export const PRUNE_EVERY_MS = 24 * 3_600_000;

/**
 * Keeps the audit trail to AUDIT_RETENTION_DAYS while the server runs for months: once a day
 * (start-up prunes too, see prepare-database.ts). The timer does not keep the process alive
 * and stops when the app closes; every instance runs it, which deletes nothing twice.
 */
export default fp(
  async function auditRetentionPlugin(app: FastifyInstance, options: { days: number }) {
    const timer = setInterval(() => {
      pruneAuditLog(app.db, options.days)
        .then((pruned) => {
          if (pruned > 0) app.log.info(`${pruned} audit entries older than ${options.days} days removed.`);
        })
        .catch((error: unknown) => app.log.error({ err: error }, 'could not prune the audit trail'));
    }, PRUNE_EVERY_MS);
    timer.unref();
    app.addHook('onClose', async () => clearInterval(timer));
  },
  { name: 'audit-retention', dependencies: ['database'] },
);
