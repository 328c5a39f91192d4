import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Database } from '../db/database.js';
import { openDatabase } from '../db/open-database.js';
import { createServerDatabase } from './test-database.js';

export interface ProcessStorage {
  /** DATA_DIR (PGlite) or DATABASE_URL (PostgreSQL) for a server process. */
  env: Record<string, string>;
  /** Opens the same data in this process, as the server would (run it with no server running on PGlite). */
  open(): Promise<Database>;
  remove(): Promise<void>;
}

/** Fresh storage for server processes: a new data folder on PGlite, a new database on the test PostgreSQL. */
export async function processStorage(): Promise<ProcessStorage> {
  const database = await createServerDatabase();
  if (database) {
    return { env: { DATABASE_URL: database.url }, open: () => openDatabase({ databaseUrl: database.url }), remove: database.drop };
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lab-api-'));
  return {
    env: { DATA_DIR: dataDir },
    open: () => openDatabase({ dataDir }),
    remove: async () => fs.rmSync(dataDir, { recursive: true, force: true }),
  };
}
