import { sql } from 'drizzle-orm';
import type { Db } from '../db/database.js';

/**
 * What bad requests may change, left out of the comparison:
 * - `sessions.expires_at`: a logged-in request slides its session's expiry (at most once a day),
 *   a read's effect. The session rows themselves (token hash, user, creation) are compared, so
 *   a login or a logout would show.
 * - `rate_limits`, all of it: the throttle's job is to count attempts, bad ones included (the
 *   sign-up throttle counts every attempt before the body is even looked at; a login with a
 *   well-formed body and a wrong password counts too). Its own tests cover it.
 * - `remote_health` and `remote_fallback_reasons`, all of them: every page served counts for its
 *   remote's version (and a page the server could not draw, with why), whatever its query string.
 *   Their own tests cover them.
 * - `remote_refusals`, all of it: an upload refused to someone allowed to upload is kept for its
 *   team by design. The fuzz test compares it with the refusals it was answered instead.
 */
const LEFT_OUT: Record<string, string[] | 'whole table'> = {
  sessions: ['expires_at'],
  rate_limits: 'whole table',
  remote_health: 'whole table',
  remote_fallback_reasons: 'whole table',
  remote_refusals: 'whole table',
};

/** Row count and a hash of the rows of every table of the app's schema, new tables included. */
export async function fingerprint(db: Db): Promise<Record<string, string>> {
  const tables = (await db.execute(
    sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
  )) as unknown as { rows: { name: string }[] };
  const result: Record<string, string> = {};
  for (const { name } of tables.rows) {
    const leftOut = LEFT_OUT[name];
    if (leftOut === 'whole table') continue;
    const columns = sql.join((leftOut ?? []).map((column) => sql`${column}`), sql`, `);
    const row = sql`(to_jsonb(t) - array[${columns}]::text[])::text`;
    const { rows } = (await db.execute(
      sql`select count(*)::int as n, coalesce(md5(string_agg(md5(${row}), ',' order by md5(${row}))), '') as hash from ${sql.identifier(name)} t`,
    )) as unknown as { rows: { n: number; hash: string }[] };
    result[name] = `${rows[0]!.n} rows, ${rows[0]!.hash}`;
  }
  return result;
}
