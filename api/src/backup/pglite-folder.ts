import { PGlite } from '@electric-sql/pglite';
import { acquireDataDirLock } from '../db/data-dir-lock.js';
import { PGLITE_SETTINGS, pgliteFolder } from '../db/pglite.js';

export interface PgliteFolder {
  client: PGlite;
  close(): Promise<void>;
}

/**
 * The PGlite database of a data folder, as it is (no migrations run), for this process alone:
 * it takes the folder's lock, so it throws DataDirLockedError while a server uses the folder, and
 * a server started meanwhile is refused.
 */
export async function openPgliteFolder(dataDir: string): Promise<PgliteFolder> {
  const release = await acquireDataDirLock(dataDir);
  try {
    const client = await PGlite.create({ dataDir: pgliteFolder(dataDir), postgresqlconf: PGLITE_SETTINGS });
    return {
      client,
      close: async () => {
        await client.close();
        release();
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}
