import fs from 'node:fs';
import type { Config } from '../config.js';
import { DataDirLockedError } from '../db/data-dir-lock.js';
import { dumpPglite } from '../db/pglite-dump.js';
import { pgliteFolder } from '../db/pglite.js';
import { BackupError } from './backup-file.js';
import { dumpFromServer } from './backup-socket.js';
import { openPgliteFolder } from './pglite-folder.js';
import { dumpPostgres } from './postgres-dump.js';

export interface Dump {
  sql: string;
  /** What was dumped, for the file's first line and the command's answer. */
  source: string;
  /** Taken by the running server (PGlite), rather than by this process. */
  byServer: boolean;
}

/** `postgres://…/lab`: the database's name and host, never the password. */
export function describePostgres(databaseUrl: string): string {
  const url = new URL(databaseUrl);
  return `PostgreSQL database ${decodeURIComponent(url.pathname.slice(1)) || '(default)'} on ${url.host || 'the local socket'}`;
}

async function dumpPgliteFolder(dataDir: string): Promise<Dump> {
  const source = `PGlite in ${dataDir}`;
  if (!fs.existsSync(pgliteFolder(dataDir))) {
    throw new BackupError(`There is no database in ${dataDir}: set DATA_DIR to the server's data folder, or DATABASE_URL to its PostgreSQL database.`);
  }
  let folder;
  try {
    folder = await openPgliteFolder(dataDir);
  } catch (error) {
    if (error instanceof DataDirLockedError) return { sql: await dumpFromServer(dataDir), source, byServer: true };
    throw error;
  }
  try {
    return { sql: await dumpPglite(folder.client), source, byServer: false };
  } finally {
    await folder.close();
  }
}

/** A dump of the database the server is configured with, whether or not the server runs. */
export async function takeDump(config: Pick<Config, 'dataDir' | 'databaseUrl'>): Promise<Dump> {
  if (config.databaseUrl) return { sql: await dumpPostgres(config.databaseUrl), source: describePostgres(config.databaseUrl), byServer: false };
  return dumpPgliteFolder(config.dataDir);
}
