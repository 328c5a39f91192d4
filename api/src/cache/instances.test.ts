import assert from 'node:assert/strict';
import { Writable } from 'node:stream';
import { after, describe, it } from 'node:test';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Database } from '../db/database.js';
import { openPglite } from '../db/pglite.js';
import databasePlugin from '../plugins/database.js';
import instancesPlugin from '../plugins/instances.js';
import sessionPlugin from '../plugins/session.js';
import { memoryChannel } from '../testing/memory-channel.js';
import cachePlugin from './plugin.js';

const opened: { close(): Promise<unknown> }[] = [];
after(async () => {
  for (const resource of opened.reverse()) await resource.close().catch(() => {});
});

/** API instances on one channel, sharing `version` as instances share their database's rows. */
async function instances(count: number) {
  const database = await openPglite(undefined);
  opened.push(database);
  const channel = memoryChannel();
  const state = { version: 1 };
  const warnings: { msg: string; instances?: string[] }[] = [];
  const logs = new Writable({
    write(line: Buffer, _encoding, done) {
      warnings.push(JSON.parse(line.toString()));
      done();
    },
  });
  const apps: FastifyInstance[] = [];
  for (let index = 0; index < count; index += 1) {
    const app = Fastify({ logger: { level: 'warn', stream: logs } });
    opened.push(app);
    const shared: Database = { ...database, listen: channel.listen };
    await app.register(databasePlugin, { database: shared });
    await app.register(sessionPlugin);
    await app.register(instancesPlugin);
    await app.register(cachePlugin);
    app.get('/api/list', { config: { cache: ['members'] } }, async () => ({ data: [state.version] }));
    app.post('/api/list', { config: { invalidates: ['members'] } }, async () => {
      state.version += 1;
      return { data: [state.version] };
    });
    await app.ready();
    apps.push(app);
  }
  const read = async (app: FastifyInstance) => (await app.inject({ method: 'GET', url: '/api/list' })).json().data[0] as number;
  return { apps, channel, warnings, read };
}

describe('the cache plugin across API instances', () => {
  it("answers a write once every other instance has dropped what it changed, however late they hear of it", async () => {
    const { apps, channel, read } = await instances(3);
    const [one, two, three] = apps;
    assert.equal(await read(two), 1);
    assert.equal(await read(three), 1);
    channel.deliverLate(200);

    assert.equal((await one.inject({ method: 'POST', url: '/api/list' })).statusCode, 200);
    assert.equal(await read(two), 2);
    assert.equal(await read(three), 2);
    assert.equal(await read(one), 2);
  });

  it('answers a write all the same when an instance listed as listening never confirms, and says which', async () => {
    const { apps, channel, warnings, read } = await instances(2);
    const [one, two] = apps;
    assert.equal(await read(two), 1);
    channel.listHungListener('hung instance');

    let guard: NodeJS.Timeout | undefined;
    const answer = await Promise.race([
      one.inject({ method: 'POST', url: '/api/list' }),
      new Promise<never>((_, reject) => (guard = setTimeout(() => reject(new Error('the write never answered')), 10_000))),
    ]).finally(() => clearTimeout(guard));
    assert.equal(answer.statusCode, 200);
    assert.equal(await read(two), 2);
    const warning = warnings.find((line) => line.msg === 'instances did not confirm a cache invalidation');
    assert.deepEqual(warning?.instances, ['hung instance']);
  });
});
