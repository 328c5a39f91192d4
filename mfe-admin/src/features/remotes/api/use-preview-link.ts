import { remotesApi } from './remotes';
import { useSecretOnce } from '../../../hooks/use-secret-once';

/** One version of one remote. */
export interface VersionOf {
  remote: string;
  version: number;
}

/**
 * A preview link of a version (POST /api/remotes/{name}/versions/{version}/preview): whoever opens
 * it sees that version until it expires, so it is shown once, as a token is, and not kept here.
 */
export function usePreviewLink() {
  return useSecretOnce(({ remote, version }: VersionOf) => remotesApi.preview(remote, version));
}
