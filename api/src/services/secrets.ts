import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** A random secret for cookies and sign-up tokens: 32 bytes, URL-safe. */
export function newSecret(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

export function sha256(value: string | Buffer): string {
  return createHash('sha256').update(value).digest('hex');
}

/** Compares a presented secret with a stored SHA-256 without leaking where they differ. */
export function matchesHash(secret: string, storedHash: string): boolean {
  const presented = Buffer.from(sha256(secret), 'hex');
  const stored = Buffer.from(storedHash, 'hex');
  return presented.length === stored.length && timingSafeEqual(presented, stored);
}
