import { hash, verify } from '@node-rs/argon2';
import os from 'node:os';
import { Slots } from './slots.js';

// OWASP's argon2id baseline (19 MiB, 2 passes); @node-rs/argon2 runs it off the event loop.
// `algorithm: 2` is Algorithm.Argon2id, a const enum that isolated modules cannot read.
const OPTIONS = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

/**
 * Argon2 runs on libuv's thread pool (UV_THREADPOOL_SIZE, 4 threads by default), which also
 * opens and reads every static file the site serves. Fifty logins at once queued fifty hashes
 * there, and a page's script waited seconds behind them: at most this many hashes run at once,
 * leaving two threads for files, and one core fewer than the machine has, so that a burst of
 * logins (or an attacker's) leaves a core to the event loop that serves everything else: with
 * every core hashing, a static file waited up to 178 ms (p99, bench, two cores).
 */
export const HASH_SLOTS = Math.max(1, Math.min(os.availableParallelism() - 1, (Number(process.env.UV_THREADPOOL_SIZE) || 4) - 2));
export const hashSlots = new Slots(HASH_SLOTS);

// Verified against when a username is unknown, so that a miss costs as long as a wrong password.
let dummyHash: Promise<string> | undefined;

export function hashPassword(password: string): Promise<string> {
  return hashSlots.run(() => hash(password, OPTIONS));
}

export async function verifyPassword(storedHash: string | null | undefined, password: string) {
  if (!storedHash) {
    dummyHash ??= hashPassword('no such user, no such password');
    const stand = await dummyHash;
    await hashSlots.run(() => verify(stand, password)).catch(() => false);
    return false;
  }
  return hashSlots.run(() => verify(storedHash, password)).catch(() => false);
}
