import assert from 'node:assert/strict';
import os from 'node:os';
import { describe, it } from 'node:test';
import { hashPassword, HASH_SLOTS, hashSlots, verifyPassword } from './passwords.js';

describe('password hashing', () => {
  it('runs at most HASH_SLOTS hashes at once, so thread-pool threads and a core stay free for everything else', async () => {
    const pool = Number(process.env.UV_THREADPOOL_SIZE) || 4;
    assert.ok(HASH_SLOTS === 1 || HASH_SLOTS < os.availableParallelism(), `${HASH_SLOTS} hashes at once on ${os.availableParallelism()} cores`);
    assert.ok(HASH_SLOTS === 1 || HASH_SLOTS <= pool - 2, `${HASH_SLOTS} hashes at once in a pool of ${pool}`);
    const hashes = Array.from({ length: 8 }, (_, index) => hashPassword(`password number ${index}`));
    // A burst of logins: the thread pool gets HASH_SLOTS of them, the rest wait in line here.
    assert.deepEqual(hashSlots.load, { running: HASH_SLOTS, waiting: 8 - HASH_SLOTS });
    const [first] = await Promise.all(hashes);
    assert.deepEqual(hashSlots.load, { running: 0, waiting: 0 });
    assert.equal(await verifyPassword(first, 'password number 0'), true);
    assert.equal(await verifyPassword(first, 'another password'), false);
    assert.equal(await verifyPassword(null, 'password number 0'), false);
  });
});
