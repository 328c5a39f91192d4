import { isManifestUrl } from '../../remotes/first-load-manifests.js';
import { besideEntry, type ReadRemoteFile } from './read-remote-file.js';

/** What a remote's build calls its route manifest, beside its entry. */
export const ROUTE_MANIFEST_FILE = 'route-manifest.json';
/** The largest mf-manifest.json read for the name: a remote's lists its chunks and shared modules. */
export const MAX_MF_MANIFEST_BYTES = 512 * 1024;

const FILE_NAME = /^[\w.-]+\.json$/;

/** The route manifest's file name as an mf-manifest.json's metadata gives it, or the usual one. */
export function routeManifestNamed(mfManifestText: string): string {
  const named = (JSON.parse(mfManifestText) as { metaData?: { routeManifest?: unknown } } | null)?.metaData?.routeManifest;
  if (named === undefined) return ROUTE_MANIFEST_FILE;
  if (typeof named !== 'string' || !FILE_NAME.test(named)) throw new Error('its mf-manifest.json names a route manifest that is not a file beside it');
  return named;
}

/**
 * The route manifest of the remote that pages load from `entryUrl`: for a remote configured by
 * its entry, the file beside it; for one configured by its mf-manifest.json, the file that
 * manifest's metadata names (the build writes `metaData.routeManifest`), read from the manifest first.
 */
export function routeManifestReader(readFile: ReadRemoteFile, readMfManifest: ReadRemoteFile) {
  return async (entryUrl: string): Promise<string> => {
    if (!isManifestUrl(entryUrl)) return readFile(besideEntry(entryUrl, ROUTE_MANIFEST_FILE));
    return readFile(besideEntry(entryUrl, routeManifestNamed(await readMfManifest(entryUrl))));
  };
}
