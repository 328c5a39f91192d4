import type { Db } from '../db/database.js';
import { clearRateLimit, hitRateLimit, readRateLimit, takeBackRateLimit } from '../repositories/rate-limits.js';

/**
 * How login attempts are limited, in a fixed window. No rule lets someone lock a member out from
 * elsewhere: a lock is per (username, address), and failures for a username from many addresses
 * only slow further tries for it down.
 */
export interface Limits {
  /** Failed logins (and password checks) of one username from one address; the next attempt of that pair is refused. */
  perPair: number;
  /** Failures of one username from any address beyond which every attempt for it waits first. */
  slowAfter: number;
  /** The wait, in ms, per failure beyond `slowAfter`. */
  slowStepMs: number;
  /** The longest wait, in ms. */
  slowMaxMs: number;
  /** Failed logins from one address (successful ones are taken back); also sign-up and reset attempts, every one. */
  perAddress: number;
  windowSeconds: number;
}

export const DEFAULT_LIMITS: Limits = {
  perPair: 10,
  slowAfter: 20,
  slowStepMs: 250,
  slowMaxMs: 5000,
  perAddress: 100,
  windowSeconds: 15 * 60,
};

/** Waits `ms` milliseconds; the tests hand in one that only records. */
export type Pause = (ms: number) => Promise<void>;

export const sleep: Pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

export class TooManyAttemptsError extends Error {
  readonly statusCode = 429;
  constructor(readonly retryAfterSeconds: number) {
    const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
    super(`Too many attempts. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`);
  }
}

const name = (username: string) => username.trim().toLowerCase();
const pairKey = (address: string, username: string) => `login-pair:${address} ${name(username)}`;
const usernameKey = (username: string) => `login-user:${name(username)}`;
const addressKey = (address: string) => `login-ip:${address}`;

async function count(db: Db, key: string, limit: number, windowSeconds: number) {
  const { count: hits, resetAt } = await hitRateLimit(db, key, windowSeconds);
  if (hits > limit) throw new TooManyAttemptsError(Math.ceil((resetAt.getTime() - Date.now()) / 1000));
}

/** The wait before an attempt for a username that has failed `failures` times in the window. */
export function loginDelay(limits: Limits, failures: number): number {
  return Math.min(limits.slowMaxMs, Math.max(0, failures - limits.slowAfter) * limits.slowStepMs);
}

/**
 * Before a login's password is checked: refuses a locked (username, address) pair or an address
 * past its allowance, then waits as long as the username's failures from anywhere ask, the same
 * for right and wrong passwords. Each attempt is counted first, in one statement, so that a
 * burst cannot slip past a limit; the outcome then settles it (loginSucceeded, loginFailed).
 */
export async function beforeLogin(db: Db, limits: Limits, pause: Pause, address: string, username: string) {
  await count(db, pairKey(address, username), limits.perPair, limits.windowSeconds);
  await count(db, addressKey(address), limits.perAddress, limits.windowSeconds);
  const delay = loginDelay(limits, await readRateLimit(db, usernameKey(username), limits.windowSeconds));
  if (delay > 0) await pause(delay);
}

/** A right password: the pair starts afresh and the address gets its attempt back (a class behind one NAT never runs out). */
export async function loginSucceeded(db: Db, address: string, username: string) {
  await clearRateLimit(db, pairKey(address, username));
  await takeBackRateLimit(db, addressKey(address));
}

/** A wrong password (or no such account): the pair and address keep their count, and the username's failures grow. */
export async function loginFailed(db: Db, limits: Limits, username: string) {
  await hitRateLimit(db, usernameKey(username), limits.windowSeconds);
}

/**
 * Before the current password is checked in a password change: the pair rule alone, shared with
 * logins, so a stolen session cannot guess on and an attacker elsewhere cannot block the member.
 */
export function beforePasswordCheck(db: Db, limits: Limits, address: string, username: string) {
  return count(db, pairKey(address, username), limits.perPair, limits.windowSeconds);
}

export function passwordCheckSucceeded(db: Db, address: string, username: string) {
  return clearRateLimit(db, pairKey(address, username));
}

export function throttleSignup(db: Db, limits: Limits, address: string) {
  return count(db, `signup-ip:${address}`, limits.perAddress, limits.windowSeconds);
}

/** Every use of a reset link from one address counts, as for sign-up: a link's token cannot be guessed at speed. */
export function throttlePasswordReset(db: Db, limits: Limits, address: string) {
  return count(db, `reset-ip:${address}`, limits.perAddress, limits.windowSeconds);
}
