import { ApiError, errorMessage } from 'shared-ui';

/** The server's sentence, then each problem it names when it refuses a version (its sentence only counts them). */
export function refusalText(error: unknown): string {
  const problems = error instanceof ApiError ? error.problems : [];
  return [errorMessage(error), ...problems].join(' ');
}
