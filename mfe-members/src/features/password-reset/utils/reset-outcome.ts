import { ApiError, errorMessage } from 'shared-ui';

/** What the page says for a missing, bad, used or expired token (the API's 400 says the same). */
export const LINK_NOT_VALID = 'This reset link is not valid any more.';

export type ResetOutcome = { kind: 'done'; message: string } | { kind: 'invalid' } | { kind: 'failed'; message: string };

/**
 * A refused reset: a 400 is the token (the form already holds the password to the API's rule),
 * anything else (too many tries, no connection) is said as the server or client words it, and
 * the form stays for another try.
 */
export function resetFailure(error: unknown): ResetOutcome {
  if (error instanceof ApiError && error.status === 400) return { kind: 'invalid' };
  return { kind: 'failed', message: errorMessage(error) };
}
