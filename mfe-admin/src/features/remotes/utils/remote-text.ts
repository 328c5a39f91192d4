import type { RemoteFailure, RemoteVersion } from '../api/remotes';

/** For a time, size or author the registry did not record, such as those of the site's own build. */
export const NOT_RECORDED = 'Not recorded';

/** The server variable that, once set, decides what pages load for this remote: REMOTE_MFE_TIMELINE_URL. */
export function overrideVariable(remote: string): string {
  return `REMOTE_${remote.toUpperCase().replace(/-/g, '_')}_URL`;
}

export function sourceText(version: RemoteVersion): string {
  if (version.source === 'build') return 'Site build';
  if (version.source === 'bundle') return 'Uploaded bundle';
  return `Hosted at ${version.manifestUrl ?? NOT_RECORDED}`;
}

const KB = 1024;
const MB = 1024 * KB;

/** An archive's size in KB below a megabyte, in MB from there, to one decimal. */
export function sizeText(bytes: number | null): string {
  if (bytes === null) return NOT_RECORDED;
  return bytes < MB ? `${(bytes / KB).toFixed(1)} KB` : `${(bytes / MB).toFixed(1)} MB`;
}

export const FAILURE_KINDS: Record<RemoteFailure['lastKind'], string> = { load: 'Load', render: 'Render' };
