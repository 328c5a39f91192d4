import { spawn } from 'node:child_process';
import { DUMP_OPTIONS } from '../db/pglite-dump.js';
import { BackupError } from './backup-file.js';

/** The URL without its password, which goes to pg_dump through its environment instead: not shown by `ps`. */
function connection(databaseUrl: string): { url: string; password?: string } {
  const url = new URL(databaseUrl);
  const password = url.password ? decodeURIComponent(url.password) : undefined;
  url.password = '';
  return { url: url.toString(), ...(password !== undefined ? { password } : {}) };
}

/**
 * A plain SQL dump of the PostgreSQL database, by the machine's pg_dump (PG_DUMP names another):
 * one snapshot of a running database, as every pg_dump is. Rows as INSERT statements, as PGlite's
 * dumps have them, so that a backup restores by running it, on either database.
 */
export function dumpPostgres(databaseUrl: string, pgDump = process.env.PG_DUMP || 'pg_dump'): Promise<string> {
  const { url, password } = connection(databaseUrl);
  const child = spawn(pgDump, [...DUMP_OPTIONS, '--inserts', '--encoding=UTF8', `--dbname=${url}`], {
    env: { ...process.env, ...(password !== undefined ? { PGPASSWORD: password } : {}) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const out: Buffer[] = [];
  let errors = '';
  child.stdout.on('data', (chunk: Buffer) => out.push(chunk));
  child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  return new Promise((resolve, reject) => {
    child.on('error', (error: NodeJS.ErrnoException) => {
      reject(
        error.code === 'ENOENT'
          ? new BackupError(`There is no ${pgDump} here: install PostgreSQL's client programs (on Debian: apt-get install postgresql-client) or set PG_DUMP to pg_dump's path.`)
          : error,
      );
    });
    child.on('close', (code) => {
      if (code === 0) resolve(Buffer.concat(out).toString('utf8'));
      else reject(new BackupError(`pg_dump failed: ${errors.trim().replace(/\s+/g, ' ') || `exit code ${code}`}`));
    });
  });
}
