import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { sql } from 'drizzle-orm';
import path from 'node:path';
import type { Database, Db } from './database.js';
import { acquireDataDirLock } from './data-dir-lock.js';
import { MIGRATIONS_FOLDER } from './migrations-folder.js';
import { dumpPglite } from './pglite-dump.js';
import { queryHold } from './query-hold.js';
import * as schema from './schema.js';
import { takingTurns } from './taking-turns.js';

/**
 * PostgreSQL's buffer cache inside PGlite's WebAssembly memory, which the process holds for good
 * once touched: a lab's data is a few megabytes, and the files under it are in the machine's own
 * page cache anyway. PGlite's 128 MB default cost the API about 100 MB of resident memory.
 */
export const PGLITE_SETTINGS = ['shared_buffers = 32MB'];

const BYTEA = 17;
/**
 * Binary values cross into PGlite as PostgreSQL's hex text, written and read with Node's own hex
 * codec: PGlite's byte-by-byte one took 5 s to store a 20 MB archive and 1.4 s to read it back
 * (0.6 s and 0.16 s this way), with the event loop held all along.
 */
const BINARY_AS_HEX = {
  serializers: { [BYTEA]: (value: unknown) => `\\x${Buffer.from(value as Uint8Array).toString('hex')}` },
  parsers: { [BYTEA]: (value: string) => Buffer.from(value.slice(2), 'hex') },
};

/** Where PGlite keeps its files in a data folder (DATA_DIR). */
export const pgliteFolder = (dataDir: string) => path.join(dataDir, 'pglite');

/**
 * Opens the embedded database in `dataDir` (created when missing), or in memory when `dataDir` is
 * undefined (tests). A lock file keeps a second process off the same folder: PGlite itself has
 * no such guard and two writers would corrupt it.
 */
export async function openPglite(dataDir: string | undefined): Promise<Database> {
  const release = dataDir ? await acquireDataDirLock(dataDir) : () => {};
  let client: PGlite;
  try {
    client = await PGlite.create({ ...(dataDir ? { dataDir: pgliteFolder(dataDir) } : {}), postgresqlconf: PGLITE_SETTINGS, ...BINARY_AS_HEX });
  } catch (error) {
    release();
    throw error;
  }
  const hold = queryHold(client);
  const db = drizzle({ client: takingTurns(hold.client), schema }) as unknown as Db;
  await migrate(drizzle({ client, schema }), { migrationsFolder: MIGRATIONS_FOLDER });
  return {
    kind: 'pglite',
    db,
    exclusive: (work) => work(db),
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    dump: () => hold.whileHeld(() => dumpPglite(client)),
    close: async () => {
      await client.close();
      release();
    },
  };
}
