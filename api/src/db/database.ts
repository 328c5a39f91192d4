import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from './schema.js';

/** The query interface the repositories use: the database itself or a transaction on it. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  readonly kind: 'pglite' | 'postgres';
  readonly db: Db;
  /**
   * Runs start-up work (migrations, admin, tokens, demo content) so that only one API instance at
   * a time does it on a shared PostgreSQL; PGlite has a single process by construction.
   */
  exclusive<T>(work: (db: Db) => Promise<T>): Promise<T>;
  ping(): Promise<void>;
  close(): Promise<void>;
}
