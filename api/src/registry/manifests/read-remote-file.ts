import fs from 'node:fs';
import path from 'node:path';

/** A remote served elsewhere that does not answer this soon is counted unreadable for now. */
export const REMOTE_FETCH_TIMEOUT_MS = 2_000;

// A file beside a remote's entry on this site: /remotes/<package>/[<version>/]<file>, no deeper, nothing odd.
const SITE_FILE = /^\/remotes\/([a-z0-9-]+)\/(?:([1-9][0-9]{0,8})\/)?([\w.-]+\.json)$/;

/** The folder of a deployed version's files on this machine (the registry's), or undefined. */
export type VersionFolder = (pkg: string, version: number) => Promise<string | undefined>;

/** `file` beside the entry at `entryUrl`: an absolute URL, or a path on this site. */
export function besideEntry(entryUrl: string, file: string): string {
  if (/^[a-z][a-z0-9+.-]*:/i.test(entryUrl)) return new URL(file, entryUrl).href;
  return new URL(file, new URL(entryUrl, 'http://site.invalid')).pathname;
}

/** Reads one file a remote publishes, by its URL; throws a sentence saying why it could not. */
export type ReadRemoteFile = (url: string) => Promise<string>;

async function fetchText(url: string, maxBytes: number): Promise<string> {
  const response = await fetch(url, { signal: AbortSignal.timeout(REMOTE_FETCH_TIMEOUT_MS), redirect: 'error' });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  if (Number(response.headers.get('content-length') ?? 0) > maxBytes) throw new Error(`${url} is larger than ${maxBytes} bytes`);
  // The length may be absent or false: count what arrives, and stop past the limit.
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of response.body ?? []) {
    size += chunk.byteLength;
    if (size > maxBytes) throw new Error(`${url} is larger than ${maxBytes} bytes`);
    chunks.push(Buffer.from(chunk));
  }
  return Buffer.concat(chunks).toString('utf8');
}

async function readLocal(webRoot: string, packages: readonly string[], url: string, maxBytes: number, versionFolder?: VersionFolder): Promise<string> {
  const [, pkg, version, file] = SITE_FILE.exec(url) ?? [];
  if (!pkg || !file || !packages.includes(pkg)) throw new Error(`${url} is not a file of this site's remotes`);
  const folder = version ? await versionFolder?.(pkg, Number(version)) : path.join(webRoot, pkg, 'dist');
  if (!folder) throw new Error(`${url} is not a deployed version`);
  const filePath = path.join(folder, file);
  const { size } = await fs.promises.stat(filePath).catch(() => {
    throw new Error(`${url} is not built`);
  });
  if (size > maxBytes) throw new Error(`${url} is larger than ${maxBytes} bytes`);
  return fs.promises.readFile(filePath, 'utf8');
}

/**
 * Reads a small text file a remote publishes (its manifests): from this site's build folder for
 * `/remotes/<package>/…` (a deployed version's folder for `/remotes/<package>/<version>/…`), over
 * HTTP for a remote served elsewhere, at most `maxBytes` either way
 * and within REMOTE_FETCH_TIMEOUT_MS. Throws a sentence saying why it could not.
 */
export function remoteFileReader(webRoot: string, packages: readonly string[], maxBytes: number, versionFolder?: VersionFolder): ReadRemoteFile {
  return (url: string): Promise<string> => (/^https?:/i.test(url) ? fetchText(url, maxBytes) : readLocal(webRoot, packages, url, maxBytes, versionFolder));
}
