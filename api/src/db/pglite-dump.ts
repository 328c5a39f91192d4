import type { PGlite } from '@electric-sql/pglite';
import { pgDump } from '@electric-sql/pglite-tools/pg_dump';

/** Without owners and grants, so the dump restores under whichever role a PostgreSQL server gives. */
export const DUMP_OPTIONS = ['--no-owner', '--no-privileges'];

/**
 * A plain SQL dump of the whole database, by PostgreSQL's own pg_dump compiled to WebAssembly,
 * run on the one connection PGlite has: nothing else may use it meanwhile (see query-hold.ts).
 * pg_dump leaves that connection inside its read-only transaction and with its own settings
 * (an empty search_path among them): both are undone before the app has it back.
 */
export async function dumpPglite(client: PGlite): Promise<string> {
  try {
    return await (await pgDump({ pg: client, args: DUMP_OPTIONS })).text();
  } finally {
    await client.exec('ROLLBACK; RESET ALL');
  }
}
