import assert from 'node:assert/strict';
import fs from 'node:fs';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { hashPassword, HASH_SLOTS, verifyPassword } from './passwords.js';

describe('password hashing', () => {
  it('leaves thread-pool threads free, so a file read is not held up behind a burst of logins', async () => {
    assert.ok(HASH_SLOTS >= 1);
    let finished = 0;
    const hashes = Array.from({ length: 8 }, (_, index) => hashPassword(`password number ${index}`).then((hash) => ((finished += 1), hash)));
    // Opening, reading and closing a file take thread-pool threads, as serving a static file does.
    await fs.promises.readFile(fileURLToPath(import.meta.url));
    assert.equal(finished, 0, 'the file was read before any hash was done');
    const [first] = await Promise.all(hashes);
    assert.equal(await verifyPassword(first, 'password number 0'), true);
    assert.equal(await verifyPassword(first, 'another password'), false);
    assert.equal(await verifyPassword(null, 'password number 0'), false);
  });
});
