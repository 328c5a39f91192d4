import pg from 'pg';
import type { Config } from '../config.js';
import { DataDirLockedError } from '../db/data-dir-lock.js';
import { BackupError } from './backup-file.js';
import { openPgliteFolder } from './pglite-folder.js';
import { describePostgres } from './take-backup.js';

/** A database to restore into, PGlite or PostgreSQL, spoken to in SQL. */
interface Target {
  description: string;
  /** What to do when it already has tables, said to the person restoring. */
  notEmpty: string;
  rows<T>(sql: string): Promise<T[]>;
  /** Runs several statements as one simple query: one transaction, all of it or nothing. */
  run(sql: string): Promise<void>;
  close(): Promise<void>;
}

async function postgresTarget(databaseUrl: string): Promise<Target> {
  const client = new pg.Client({ connectionString: databaseUrl });
  try {
    await client.connect();
  } catch (error) {
    throw new BackupError(`${describePostgres(databaseUrl)} cannot be reached: ${(error as Error).message}`);
  }
  return {
    description: describePostgres(databaseUrl),
    notEmpty: `${describePostgres(databaseUrl)} already has tables: restore into an empty database, or add --force to replace what it holds (with every API instance on it stopped).`,
    rows: async (sql) => (await client.query(sql)).rows,
    run: async (sql) => {
      await client.query(sql);
    },
    close: () => client.end(),
  };
}

async function pgliteTarget(dataDir: string): Promise<Target> {
  let folder;
  try {
    folder = await openPgliteFolder(dataDir);
  } catch (error) {
    if (error instanceof DataDirLockedError) throw new BackupError(`A server is using ${dataDir}: stop it, restore, and start it again.`);
    throw error;
  }
  const { client } = folder;
  return {
    description: `PGlite in ${dataDir}`,
    notEmpty: `${dataDir} already holds a database with tables: restore into an empty data folder, or add --force to replace what it holds.`,
    rows: async <T>(sql: string) => (await client.query<T>(sql)).rows,
    run: async (sql) => {
      await client.exec(sql);
    },
    close: folder.close,
  };
}

/** The schemas the API's tables and its record of migrations live in: emptied by --force. */
const REPLACE = 'DROP SCHEMA IF EXISTS drizzle CASCADE;\nDROP SCHEMA IF EXISTS public CASCADE;\nCREATE SCHEMA public;\n';

/**
 * The backup's SQL as this server can run it. pg_dump opens with `SET` lines for the settings of
 * its own version (PGlite's pg_dump is PostgreSQL 18's: `transaction_timeout` came in 17); an
 * older server refuses the ones it does not have, which only ever set them to their defaults.
 */
export function runnableSql(text: string, knownSettings: Set<string>): string {
  const lines = text.split('\n');
  const kept: string[] = [];
  let index = 0;
  for (; index < lines.length; index += 1) {
    const line = lines[index]!;
    const setting = /^SET (\w+) = .*;$/.exec(line)?.[1];
    const prologue = setting !== undefined || line === '' || line.startsWith('--') || line.startsWith('SELECT pg_catalog.set_config(');
    if (!prologue) break;
    if (setting === undefined || knownSettings.has(setting)) kept.push(line);
  }
  return [...kept, ...lines.slice(index)].join('\n');
}

/** Restores a backup's SQL into the database the server is configured with, empty unless `force`. */
export async function restoreDump(config: Pick<Config, 'dataDir' | 'databaseUrl'>, text: string, options: { force: boolean }): Promise<string> {
  const target = config.databaseUrl ? await postgresTarget(config.databaseUrl) : await pgliteTarget(config.dataDir);
  try {
    const [counted] = await target.rows<{ tables: number }>("select count(*)::int as tables from pg_catalog.pg_tables where schemaname in ('public', 'drizzle')");
    const tables = counted?.tables ?? 0;
    if (tables > 0 && !options.force) throw new BackupError(target.notEmpty);
    const settings = new Set((await target.rows<{ name: string }>('select name from pg_catalog.pg_settings')).map((row) => row.name));
    try {
      await target.run((tables > 0 ? REPLACE : '') + runnableSql(text, settings));
    } catch (error) {
      throw new BackupError(`${target.description} refused the backup, and keeps what it held: ${(error as Error).message}`);
    }
    return target.description;
  } finally {
    await target.close();
  }
}
