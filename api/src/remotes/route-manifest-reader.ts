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
 * Where a remote's route manifest is: for a remote configured by its entry, the file beside it;
 * for one configured by its mf-manifest.json, the file that manifest's metadata names (the
 * build writes `metaData.routeManifest`), read from the manifest first.
 */
export function routeManifestReader(readFile: ReadRemoteFile, readMfManifest: ReadRemoteFile, mfManifests: ReadonlySet<string>) {
  return async (url: string): Promise<string> => {
    if (!mfManifests.has(url)) return readFile(url);
    return readFile(besideEntry(url, routeManifestNamed(await readMfManifest(url))));
  };
}
