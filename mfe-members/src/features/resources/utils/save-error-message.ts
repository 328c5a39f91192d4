import { ApiError, NO_CONNECTION } from 'shared-ui';

/** Spec section 8: what the Error dialog says when `PATCH /api/resources/{id}` fails. */
export function updateErrorMessage(error: unknown): string {
  if (!(error instanceof ApiError) || error.status === 0) return NO_CONNECTION;
  switch (error.status) {
    case 403:
      return 'You do not have permission to update this resource';
    case 404:
      return 'Resource not found';
    case 400:
      return 'Request body is not valid against validation schema. Make sure all fields are filled out correctly. Example: a full web address';
    default:
      return error.message;
  }
}

/** What the Error dialog says when the files could not be saved: the server's own words. */
export function uploadErrorMessage(error: unknown): string {
  return error instanceof ApiError && error.status !== 0 ? error.message : NO_CONNECTION;
}
