import assert from 'node:assert/strict';
import { after, describe, it } from 'node:test';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Database } from '../db/database.js';
import { openPglite } from '../db/pglite.js';
import databasePlugin from '../plugins/database.js';
import instancesPlugin from '../plugins/instances.js';
import { memoryChannel } from '../testing/memory-channel.js';

declare module './channel.js' {
  interface InstanceEvents {
    'test change': { to: number };
  }
}

const opened: { close(): Promise<unknown> }[] = [];
after(async () => {
  for (const resource of opened.reverse()) await resource.close().catch(() => {});
});

/** Two API instances on one channel, each keeping what the last `test change` said, and counting its catch-ups. */
async function twoInstances() {
  const database = await openPglite(undefined);
  opened.push(database);
  const channel = memoryChannel();
  const seen: Array<{ value: number; catchUps: number }> = [];
  const apps: FastifyInstance[] = [];
  for (let index = 0; index < 2; index += 1) {
    const app = Fastify();
    opened.push(app);
    const shared: Database = { ...database, listen: channel.listen };
    await app.register(databasePlugin, { database: shared });
    await app.register(instancesPlugin);
    const state = { value: 0, catchUps: 0 };
    app.instances.on('test change', async ({ to }) => {
      // Slower than the sender: it must wait for this one all the same.
      await new Promise((resolve) => setTimeout(resolve, 50));
      state.value = to;
    });
    app.instances.onMissed(() => void (state.catchUps += 1));
    await app.ready();
    seen.push(state);
    apps.push(app);
  }
  return { apps, seen, channel };
}

describe("the instances' channel", () => {
  it('settles an event once every instance, the sender first, has followed it', async () => {
    const { apps, seen } = await twoInstances();
    await apps[0]!.instances.send('test change', { to: 7 });
    assert.deepEqual(seen.map((state) => state.value), [7, 7]);
  });

  it('makes an instance catch up on a message it cannot read, as on one it may have missed', async () => {
    const { apps, seen } = await twoInstances();
    const listener = apps[0]!.database.listen!('lab_response_cache', 'outsider', { message() {}, connected() {}, disconnected() {} });
    await listener.notify('not json');
    await listener.notify(JSON.stringify({ from: 'an older release', id: 1, tags: ['members'] }));
    await new Promise((resolve) => setImmediate(resolve));
    assert.deepEqual(seen.map((state) => state.catchUps), [2, 2]);
  });
});
