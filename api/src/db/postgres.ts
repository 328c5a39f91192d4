import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { listenForever } from '../instances/pg-listen.js';
import type { Database, Db } from './database.js';
import { MIGRATIONS_FOLDER } from './migrations-folder.js';
import * as schema from './schema.js';

// Any constant works, as long as every instance of this API uses the same one.
const STARTUP_LOCK_ID = 7_283_401;

/** Connects to a PostgreSQL server (15 or newer) and brings its schema up to date. */
export async function openPostgres(connectionString: string): Promise<Database> {
  // connectionTimeoutMillis: when the server cannot take connections (restarting, full, cut off)
  // a request gets its 503 within seconds instead of waiting for ever for a pool slot.
  // keepAlive: a connection the network silently dropped is found out rather than hung on.
  const pool = new pg.Pool({ connectionString, max: 10, idleTimeoutMillis: 30_000, connectionTimeoutMillis: 5_000, keepAlive: true });
  // A server restart drops idle connections; the pool forgets them and opens new ones on demand,
  // and the error must not kill the process.
  pool.on('error', () => {});
  const db = drizzle({ client: pool, schema }) as unknown as Db;

  async function locked<T>(work: (client: pg.PoolClient) => Promise<T>): Promise<T> {
    const client = await pool.connect();
    try {
      await client.query('select pg_advisory_lock($1)', [STARTUP_LOCK_ID]);
      try {
        return await work(client);
      } finally {
        await client.query('select pg_advisory_unlock($1)', [STARTUP_LOCK_ID]);
      }
    } finally {
      client.release();
    }
  }

  const exclusive = <T>(work: (db: Db) => Promise<T>) =>
    locked((client) => work(drizzle({ client, schema }) as unknown as Db));

  try {
    await locked((client) => migrate(drizzle({ client, schema }), { migrationsFolder: MIGRATIONS_FOLDER }));
  } catch (error) {
    await pool.end();
    throw error;
  }
  return {
    kind: 'postgres',
    db,
    exclusive,
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: () => pool.end(),
    listen: (channel, as, handlers) => listenForever({ connectionString, pool, channel, as }, handlers),
  };
}
