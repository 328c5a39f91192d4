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
  /**
   * Hears what any process on this database sends with pg_notify on `channel`, over a connection
   * of its own that comes back after a server restart, and names that connection `as` so the
   * others can tell who listens. PostgreSQL only: PGlite has a single process per data folder,
   * so there is nobody else to hear from.
   */
  listen?(channel: string, as: string, handlers: ListenHandlers): Listener;
  /**
   * PGlite only: a plain SQL dump of the database, taken between the app's transactions, which
   * wait meanwhile. PostgreSQL is dumped by its own pg_dump from outside (backup/postgres-dump.ts).
   */
  dump?(): Promise<string>;
}

export interface ListenHandlers {
  message(payload: string): void;
  /** LISTEN is in place (again): anything sent while it was not has been missed. */
  connected(): void;
  /** The connection is gone; notifications are missed until `connected`. */
  disconnected(): void;
}

export interface Listener {
  /** Settles once the first connection attempt has succeeded or failed. */
  ready: Promise<void>;
  /** The `as` of every listener on the channel now, this one included while connected. */
  listeners(): Promise<string[]>;
  /** Sends `payload` to every listener on the channel, this one included. */
  notify(payload: string): Promise<void>;
  close(): Promise<void>;
}
