import { PGlite } from '@electric-sql/pglite';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { after, describe, it } from 'node:test';
import { dumpPglite } from '../db/pglite-dump.js';
import { createServerDatabase } from '../testing/test-database.js';
import { BackupError, backupText } from './backup-file.js';
import { openPgliteFolder } from './pglite-folder.js';
import { restoreDump, runnableSql } from './restore.js';

const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'lab-restore-'));
const cleanups: (() => Promise<void> | void)[] = [() => fs.rmSync(scratch, { recursive: true, force: true })];
after(async () => {
  for (const cleanup of cleanups) await cleanup();
});

/** A backup of a database holding one table with these notes. */
async function backupOf(...notes: string[]): Promise<string> {
  const source = await PGlite.create();
  await source.exec('create table notes (body text not null)');
  for (const note of notes) await source.query('insert into notes values ($1)', [note]);
  const text = backupText(await dumpPglite(source), 'PGlite');
  await source.close();
  return text;
}

/** Restore's answers on one kind of database: `notes` reads what it holds. */
function restoreTests(name: string, target: () => Promise<{ config: { dataDir: string; databaseUrl?: string }; notes(): Promise<string[]> }>) {
  it(`restores into an empty ${name}, refuses one with tables unless forced, and changes nothing when the backup fails`, async () => {
    const { config, notes } = await target();
    assert.match(await restoreDump(config, await backupOf('first'), { force: false }), /^(PGlite in|PostgreSQL database)/);
    assert.deepEqual(await notes(), ['first']);

    const second = await backupOf('second');
    await assert.rejects(restoreDump(config, second, { force: false }), (error: Error) => error instanceof BackupError && /already (has|holds a database with) tables: .* add --force to replace what it holds/.test(error.message));
    assert.deepEqual(await notes(), ['first']);

    const broken = second.replace('-- PostgreSQL database dump complete', 'INSERT INTO public.missing VALUES (1);\n-- PostgreSQL database dump complete');
    await assert.rejects(restoreDump(config, broken, { force: true }), (error: Error) => error instanceof BackupError && /refused the backup, and keeps what it held: relation "public.missing" does not exist/.test(error.message));
    assert.deepEqual(await notes(), ['first']);

    await restoreDump(config, second, { force: true });
    assert.deepEqual(await notes(), ['second']);
  });
}

describe('restoreDump', () => {
  restoreTests('PGlite data folder', async () => {
    const dataDir = path.join(scratch, 'data');
    return {
      config: { dataDir },
      notes: async () => {
        const folder = await openPgliteFolder(dataDir);
        try {
          return (await folder.client.query<{ body: string }>('select body from notes')).rows.map((row) => row.body);
        } finally {
          await folder.close();
        }
      },
    };
  });

  if (process.env.TEST_DATABASE_URL) {
    restoreTests('PostgreSQL database', async () => {
      const database = (await createServerDatabase())!;
      cleanups.push(database.drop);
      return {
        config: { dataDir: scratch, databaseUrl: database.url },
        notes: async () => {
          const client = new pg.Client({ connectionString: database.url });
          await client.connect();
          try {
            return (await client.query<{ body: string }>('select body from notes')).rows.map((row) => row.body);
          } finally {
            await client.end();
          }
        },
      };
    });
  }
});

describe('runnableSql', () => {
  it('drops the opening SET lines of settings the server does not have, and nothing else', () => {
    const dump = ['--', 'SET statement_timeout = 0;', 'SET transaction_timeout = 0;', "SELECT pg_catalog.set_config('search_path', '', false);", '', 'CREATE TABLE public.t (x text);', 'SET transaction_timeout = 0;', ''].join('\n');
    const known = new Set(['statement_timeout']);
    assert.equal(
      runnableSql(dump, known),
      ['--', 'SET statement_timeout = 0;', "SELECT pg_catalog.set_config('search_path', '', false);", '', 'CREATE TABLE public.t (x text);', 'SET transaction_timeout = 0;', ''].join('\n'),
    );
    assert.equal(runnableSql(dump, new Set(['statement_timeout', 'transaction_timeout'])), dump);
  });
});
