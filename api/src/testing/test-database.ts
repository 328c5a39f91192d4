import { sql } from 'drizzle-orm';
import pg from 'pg';
import { randomBytes } from 'node:crypto';
import type { Database } from '../db/database.js';
import { openPglite } from '../db/pglite.js';
import { openPostgres } from '../db/postgres.js';

/**
 * A database of its own for one test file: in-memory PGlite by default, or a new database on the
 * server named by TEST_DATABASE_URL (dropped again on close).
 */
export async function openTestDatabase(): Promise<Database> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) return openPglite(undefined);
  const name = `test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openPostgres(url.toString());
  return {
    ...database,
    close: async () => {
      await database.close();
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}

/** The URL of a fresh empty database on the test server, for tests that start whole processes. */
export async function createServerDatabase(): Promise<{ url: string; drop(): Promise<void> } | undefined> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) return undefined;
  const name = `test_${randomBytes(6).toString('hex')}`;
  const run = async (statement: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    await client.query(statement);
    await client.end();
  };
  await run(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => run(`drop database if exists ${name} with (force)`) };
}

/** Empties every table, so each test starts from nothing. */
export async function resetDatabase(database: Database): Promise<void> {
  await database.db.execute(
    sql`truncate users, sessions, signup_tokens, rate_limits, snapshots, resources, attachments, highlights, images, feed_tokens, server_keys, password_resets, audit_log, remote_deploy_tokens, remote_versions, remote_bundles, remote_activations, remote_load_errors, remote_refusals, remote_rollouts, remote_previews, remote_health, remote_fallback_reasons cascade`,
  );
}
