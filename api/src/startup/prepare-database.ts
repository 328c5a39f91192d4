import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.js';
import type { Database } from '../db/database.js';
import { pruneAuditLog } from '../repositories/audit.js';
import { ensureSignupTokens } from '../repositories/signup-tokens.js';
import { seedDemo } from '../seed/seed-demo.js';
import { ensureAdmin } from './ensure-admin.js';

/**
 * What a start does to the database after migrations, under the start-up lock so that several
 * instances starting at once on one PostgreSQL do it once: the admin, the audit entries past
 * their retention, the sign-up tokens (new ones printed once, here), and demo content on an
 * empty database.
 */
export function prepareDatabase(database: Database, config: Pick<Config, 'admin' | 'seedDemo' | 'auditRetentionDays'>, log: FastifyBaseLogger) {
  return database.exclusive(async (db) => {
    if (config.admin) await ensureAdmin(db, config.admin, log);
    const pruned = await pruneAuditLog(db, config.auditRetentionDays);
    if (pruned > 0) log.info(`${pruned} audit entries older than ${config.auditRetentionDays} days removed.`);
    const created = await ensureSignupTokens(db);
    if (created.length > 0) {
      const lines = created.map(({ tokenKey, token }) => `  ${tokenKey.padEnd(20)} ${token}`);
      log.warn(
        ['New sign-up tokens (shown this once; admins can rotate them on the Sign-up Tokens page, /admin/signup-tokens):', ...lines].join('\n'),
      );
    }
    if (config.seedDemo && (await seedDemo(db))) log.info('Demo content added to the empty database.');
  });
}
