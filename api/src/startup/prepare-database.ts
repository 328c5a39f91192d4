import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.js';
import type { Database } from '../db/database.js';
import { pruneAuditLog } from '../repositories/audit.js';
import { HEALTH_KEPT_DAYS, pruneHealth } from '../registry/repository/health.js';
import { ensureSignupTokens } from '../repositories/signup-tokens.js';
import { seedDemo } from '../seed/seed-demo.js';
import { ensureAdmin } from './ensure-admin.js';

/** What a start made that the person who started it must see, once. */
export interface Prepared {
  /** Sign-up tokens made on a fresh database: nowhere else to read them but from a hash. */
  newSignupTokens: { tokenKey: string; token: string }[];
}

/**
 * What a start does to the database after migrations, under the start-up lock so that several
 * instances starting at once on one PostgreSQL do it once: the admin, the audit entries past
 * their retention and the remotes' health past a week, the sign-up tokens (new ones handed
 * back, for the server to print once), and demo content on an empty database.
 */
export function prepareDatabase(database: Database, config: Pick<Config, 'admin' | 'seedDemo' | 'auditRetentionDays'>, log: FastifyBaseLogger): Promise<Prepared> {
  return database.exclusive(async (db) => {
    if (config.admin) await ensureAdmin(db, config.admin, log);
    const pruned = await pruneAuditLog(db, config.auditRetentionDays);
    if (pruned > 0) log.info(`${pruned} audit entries older than ${config.auditRetentionDays} days removed.`);
    await pruneHealth(db, HEALTH_KEPT_DAYS);
    const newSignupTokens = await ensureSignupTokens(db);
    if (newSignupTokens.length > 0) log.info(`${newSignupTokens.length} new sign-up tokens made (printed once at start).`);
    if (config.seedDemo && (await seedDemo(db))) log.info('Demo content added to the empty database.');
    return { newSignupTokens };
  });
}
