import { and, desc, eq, gte, lt, lte, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { auditLog } from '../db/schema.js';

export type AuditRow = typeof auditLog.$inferSelect;
export type NewAuditEntry = Omit<typeof auditLog.$inferInsert, 'id' | 'seq' | 'at'>;

export async function insertAuditEntry(db: Db, entry: NewAuditEntry): Promise<void> {
  await db.insert(auditLog).values(entry);
}

export interface AuditFilter {
  /** A username, any case: the actor's name at the time of the entry. */
  actor?: string;
  action?: string;
  /** Entries at or after this instant. */
  from?: Date;
  /** Entries before this instant (`toInclusive`: at or before). */
  to?: Date;
  toInclusive?: boolean;
}

/** One page of entries matching the filter, newest first, and how many match in all. */
export async function listAuditEntries(db: Db, filter: AuditFilter, page: { offset: number; limit: number }) {
  const conditions: SQL[] = [];
  if (filter.actor) conditions.push(eq(sql`lower(${auditLog.actorUsername})`, filter.actor.toLowerCase()));
  if (filter.action) conditions.push(eq(auditLog.action, filter.action));
  if (filter.from) conditions.push(gte(auditLog.at, filter.from));
  if (filter.to) conditions.push(filter.toInclusive ? lte(auditLog.at, filter.to) : lt(auditLog.at, filter.to));
  const where = and(...conditions);
  const rows = await db.select().from(auditLog).where(where).orderBy(desc(auditLog.at), desc(auditLog.seq)).limit(page.limit).offset(page.offset);
  const [counted] = await db.select({ n: sql<number>`count(*)::int` }).from(auditLog).where(where);
  return { rows, total: counted!.n };
}

/** Deletes entries older than `days` days; answers how many went. */
export async function pruneAuditLog(db: Db, days: number): Promise<number> {
  const deleted = await db
    .delete(auditLog)
    .where(lt(auditLog.at, sql`now() - make_interval(days => ${days})`))
    .returning({ id: auditLog.id });
  return deleted.length;
}
