import { ApiError } from 'shared-ui';

/** Refusals whose own message tells the member what to change: name taken, picture too large or no image. */
const TOLD_AS_IS = [409, 413, 415];

/** Spec section 8: a failed profile save says 'An error occurred on the server'. */
export function saveProfileErrorMessage(error: unknown): string {
  return error instanceof ApiError && TOLD_AS_IS.includes(error.status) ? error.message : 'An error occurred on the server';
}
