import type { Db } from '../db/database.js';
import { clearRateLimit, hitRateLimit } from '../repositories/rate-limits.js';

export interface Limits {
  /** Login attempts per username in a window. */
  perUsername: number;
  /** Login and sign-up attempts per client address in a window. */
  perAddress: number;
  windowSeconds: number;
}

export const DEFAULT_LIMITS: Limits = { perUsername: 10, perAddress: 100, windowSeconds: 15 * 60 };

export class TooManyAttemptsError extends Error {
  readonly statusCode = 429;
  constructor(readonly retryAfterSeconds: number) {
    const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
    super(`Too many attempts. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`);
  }
}

async function count(db: Db, key: string, limit: number, windowSeconds: number) {
  const { count: hits, resetAt } = await hitRateLimit(db, key, windowSeconds);
  if (hits > limit) throw new TooManyAttemptsError(Math.ceil((resetAt.getTime() - Date.now()) / 1000));
}

/** Counts a login attempt against both the address and the username; throws when over either. */
export async function throttleLogin(db: Db, limits: Limits, address: string, username: string) {
  await count(db, `login-ip:${address}`, limits.perAddress, limits.windowSeconds);
  await count(db, `login-user:${username.trim().toLowerCase()}`, limits.perUsername, limits.windowSeconds);
}

export function forgetLoginFailures(db: Db, username: string) {
  return clearRateLimit(db, `login-user:${username.trim().toLowerCase()}`);
}

export function throttleSignup(db: Db, limits: Limits, address: string) {
  return count(db, `signup-ip:${address}`, limits.perAddress, limits.windowSeconds);
}
