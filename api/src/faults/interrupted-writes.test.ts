import assert from 'node:assert/strict';
import { after, describe, it } from 'node:test';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import { DocumentDeparture, documentedFetch } from '../testing/documented-fetch.js';
import { multipart, pngImage } from '../testing/multipart.js';
import { processStorage, type ProcessStorage } from '../testing/process-storage.js';
import { login, startServer, type ServerProcess } from '../testing/server-process.js';

const ADMIN = { ADMIN_USERNAME: 'labadmin', ADMIN_PASSWORD: 'admin password 1', SEED_DEMO: 'false' };
const UPLOADS = 16;
const HIGHLIGHTS = 10;
const KILL_AFTER = 2;
// Uploads whose bodies stop part way and never end: the kill always cuts these, however fast the
// server answers the rest of the burst (on a quick PostgreSQL it once answered all of it first).
const HELD = 2;
// Big enough that the burst lasts well past the answers before the kill.
const PDF = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(600 * 1024, 'stream data\n'), Buffer.from('%%EOF\n')]);
const NOTES = Buffer.alloc(300 * 1024, 'lab notes, line after line\n');

let server: ServerProcess | undefined;
let storage: ProcessStorage | undefined;
let database: Database | undefined;
after(async () => {
  await server?.stop('SIGKILL');
  await database?.close();
  await storage?.remove();
});

async function rows<T>(db: Database, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db.db.execute(query)) as unknown as { rows: T[] }).rows;
}

/**
 * The API's writes that store more than one row at once, each in one transaction: a resource's
 * files (all of an upload or none) and a highlight with its image (image and entry together).
 */
function burst(url: string, cookie: string, resourceIds: string[], heldIds: string[], image: Buffer) {
  const send = async (path: string, form: Awaited<ReturnType<typeof multipart>>) => {
    const response = await documentedFetch(`${url}${path}`, { method: 'POST', headers: { cookie, ...form.headers }, body: form.payload });
    return response.status;
  };
  const uploads = resourceIds.map(async (id) => ({
    kind: 'upload' as const,
    id,
    status: await send(`/api/resources/${id}/attachments`, await multipart({ files: [{ file: PDF, name: 'paper.pdf' }, { file: NOTES, name: 'notes.txt' }] })),
  }));
  const highlights = Array.from({ length: HIGHLIGHTS }, async (_, i) => ({
    kind: 'highlight' as const,
    id: `Highlight ${i}`,
    status: await send(
      '/api/highlights',
      await multipart({
        title: `Highlight ${i}`,
        project: 'NOVA',
        date: '2026-03-01T00:00:00.000Z',
        description: 'Posted during a crash.',
        author: 'Lab Admin',
        paragraph1: 'First paragraph.',
        image: { file: image, name: 'picture.png' },
      }),
    ),
  }));
  const held = heldIds.map(async (id) => ({ kind: 'held' as const, id, status: await heldUpload(`${url}/api/resources/${id}/attachments`, cookie) }));
  // A write cut by the kill is what the test is after; an answer that departs from the document is a failure.
  return [...uploads, ...highlights, ...held].map((request) =>
    request.catch((error: unknown) => {
      if (error instanceof DocumentDeparture) throw error;
      return { kind: 'cut' as const, id: '', status: 0 };
    }),
  );
}

/**
 * An upload that sends its first file and part of its second, then waits for more: the server holds
 * a parsed file it must not store alone. Plain fetch, as the request is never answered.
 */
async function heldUpload(url: string, cookie: string): Promise<number> {
  const form = await multipart({ files: [{ file: NOTES, name: 'first.txt' }, { file: NOTES, name: 'second.txt' }] });
  const sent = form.payload.subarray(0, Math.floor(form.payload.length * 0.75));
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(new Uint8Array(sent));
    },
  });
  const headers = { cookie, ...form.headers, 'content-length': String(form.payload.length) };
  const response = await fetch(url, { method: 'POST', headers, body, duplex: 'half' } as RequestInit);
  return response.status;
}

describe('a burst of multi-row writes cut by SIGKILL', () => {
  it('leaves only whole entries, keeps every answered one, and the data opens cleanly', async (t) => {
    storage = await processStorage();
    server = await startServer({ ...storage.env, ...ADMIN });
    const cookie = await login(server.url, 'labadmin', 'admin password 1');
    const resourceIds: string[] = [];
    for (let i = 0; i < UPLOADS + HELD; i += 1) {
      const response: Response = await documentedFetch(`${server.url}/api/resources`, {
        method: 'POST',
        headers: { cookie, 'content-type': 'application/json' },
        body: JSON.stringify({ title: `Reading ${i}`, category: { main: 'COGS 402', sub: '' }, author: 'Lab', resource_link: 'https://example.org/' }),
      });
      assert.equal(response.status, 200, await response.clone().text());
      resourceIds.push(((await response.json()) as { data: { _id: string } }).data._id);
    }

    const heldIds = resourceIds.splice(UPLOADS);
    const requests = burst(server.url, cookie, resourceIds, heldIds, await pngImage(400, 300));
    // Killed once a few writes are answered: the others are queued, mid-transaction or mid-upload.
    let answered = 0;
    await new Promise<void>((resolve, reject) => {
      for (const request of requests) void request.then(() => ++answered === KILL_AFTER && resolve(), reject);
    });
    server.child.kill('SIGKILL');
    await server.exited;
    const outcomes = await Promise.all(requests);
    const done = outcomes.filter((outcome) => outcome.status === 201 || outcome.status === 200);
    t.diagnostic(`answered before the kill: ${done.length} of ${outcomes.length} writes`);
    assert.equal(outcomes.filter((outcome) => outcome.kind === 'held').length, 0, 'every held upload was cut');
    assert.ok(outcomes.filter((outcome) => outcome.status === 0).length >= HELD, `the kill cut some writes (answered: ${done.length} of ${outcomes.length})`);

    // Restarted on the same data (a PGlite folder left locked by the dead process, or the same PostgreSQL database).
    server = await startServer({ ...storage.env, ...ADMIN });
    const again = await login(server.url, 'labadmin', 'admin password 1');
    for (const outcome of done.filter((entry) => entry.kind === 'upload')) {
      const files: Response = await documentedFetch(`${server.url}/api/resources/${outcome.id}/attachments`, { headers: { cookie: again } });
      assert.equal(((await files.json()) as { data: unknown[] }).data.length, 2, `answered upload to ${outcome.id} kept both files`);
    }
    for (const id of heldIds) {
      const files: Response = await documentedFetch(`${server.url}/api/resources/${id}/attachments`, { headers: { cookie: again } });
      assert.deepEqual(((await files.json()) as { data: unknown[] }).data, [], `the cut upload to ${id} stored nothing`);
    }
    const highlights = ((await (await documentedFetch(`${server.url}/api/highlights`)).json()) as { data: { title: string; image: string | null }[] }).data;
    for (const outcome of done.filter((entry) => entry.kind === 'highlight')) {
      assert.ok(highlights.some((highlight) => highlight.title === outcome.id), `answered ${outcome.id} is there`);
    }
    assert.ok(highlights.every((highlight) => highlight.image !== null), 'every stored highlight has its image');
    assert.equal(await server.stop('SIGTERM'), 0);

    database = await storage.open();
    const partialUploads = await rows(database, sql`select resource_id from attachments group by resource_id having count(*) <> 2`);
    assert.deepEqual(partialUploads, [], 'no resource holds part of an upload');
    const cutFiles = await rows(database, sql`select id from attachments where size <> octet_length(content)`);
    assert.deepEqual(cutFiles, [], 'no file holds part of its bytes');
    const strayImages = await rows(
      database,
      sql`select id from images i where not exists (select 1 from highlights h where h.image_id = i.id)
          and not exists (select 1 from users u where u.avatar_id = i.id)`,
    );
    assert.deepEqual(strayImages, [], 'no image stored without its highlight');
    const imageless = await rows(database, sql`select id from highlights where image_id is null or image_id not in (select id from images)`);
    assert.deepEqual(imageless, [], 'no highlight stored without its image');
  });
});
