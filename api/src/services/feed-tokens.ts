import { createHmac } from 'node:crypto';

/** The name of the server key feed tokens are made with (see repositories/server-keys.ts). */
export const FEED_TOKEN_KEY = 'feed-token';

/**
 * A member's feed token: an HMAC of the member and a per-member salt. The server can hand the
 * same link out again from what it stores (key and salt), while the feed_tokens table alone
 * (salt and the token's SHA-256) does not reveal it; a new salt makes a new token.
 */
export function feedToken(key: string, userId: string, salt: string): string {
  return createHmac('sha256', key).update(`${userId}.${salt}`).digest('base64url');
}
