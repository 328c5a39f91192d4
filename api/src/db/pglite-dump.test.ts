import { PGlite } from '@electric-sql/pglite';
import assert from 'node:assert/strict';
import { after, describe, it } from 'node:test';
import { dumpPglite } from './pglite-dump.js';

const client = await PGlite.create();
after(() => client.close());

const settings = async () => (await client.query<{ name: string; setting: string }>('select name, setting from pg_settings order by name')).rows;

describe('dumpPglite', () => {
  it('dumps schema and rows as plain SQL without owners, and leaves the connection as it found it', async () => {
    await client.exec("create table notes (id int primary key, body bytea); insert into notes values (1, '\\x00ff')");
    const before = await settings();
    const sql = await dumpPglite(client);
    assert.match(sql, /^CREATE TABLE public\.notes \(/m);
    assert.match(sql, /^INSERT INTO public\.notes VALUES \(1, '\\x00ff'\);$/m);
    assert.doesNotMatch(sql, /OWNER TO|GRANT /);
    // pg_dump's read-only transaction is over and its settings (an empty search_path) are gone.
    assert.deepEqual(await settings(), before);
    await client.query('insert into notes values (2, null)');
    assert.equal((await client.query<{ n: number }>('select count(*)::int as n from notes')).rows[0]?.n, 2);
    assert.match(await dumpPglite(client), /^INSERT INTO public\.notes VALUES \(2, NULL\);$/m);
  });
});
