import { MAX_ROUTE_MANIFEST_BYTES } from 'shared-ui/route-manifest';
import { MAX_BUNDLE_BYTES, MAX_BUNDLE_FILES, MAX_UNPACKED_BYTES } from './bundle-archive.js';
import { readFederationManifest } from '../manifests/federation-manifest.js';
import { MANIFEST_FILE as FIRST_LOAD_FILE, MAX_FIRST_LOAD_BYTES } from '../../remotes/first-load-manifests.js';
import { fetchHosted, HostedFetchError, type FetchPolicy } from './hosted-fetch.js';
import { MAX_MF_MANIFEST_BYTES } from '../manifests/route-manifest-reader.js';

/** How long one file may take to arrive, and the whole version. */
const FILE_TIMEOUT_MS = 10_000;
const VERSION_TIMEOUT_MS = 60_000;
/** Files fetched at once: a build has a few dozen. */
const AT_ONCE = 4;

/** Runs `work` on each item, `workers` at a time, stopping at the first failure. */
async function inTurns<T>(items: readonly T[], workers: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  let failed = false;
  const worker = async () => {
    while (next < items.length && !failed) {
      const item = items[next++]!;
      await work(item).catch((error: unknown) => {
        failed = true;
        throw error;
      });
    }
  };
  await Promise.all(Array.from({ length: Math.min(workers, items.length) }, worker));
}

/**
 * A version hosted elsewhere, fetched whole once, by its mf-manifest.json's URL, to be stored as
 * an uploaded bundle is and never read from the host again: the manifest, the route manifest it
 * names, first-load.json when there is one, its entry and every file its exposed and shared
 * modules list (not its server build: such a version is drawn in the browser). Each file within
 * its limit, all within the bundles' limits. Throws a HostedFetchError when any of it cannot be
 * fetched; answers the manifest's problems when it cannot say which files are the version's.
 */
export async function fetchHostedVersion(manifestUrl: string, policy: FetchPolicy): Promise<Map<string, Buffer> | { problems: string[] }> {
  const deadline = AbortSignal.timeout(VERSION_TIMEOUT_MS);
  const budget = { left: MAX_UNPACKED_BYTES };
  const get = (file: string, maxBytes: number) =>
    fetchHosted(new URL(file, manifestUrl).href, policy, { maxBytes, budget, signal: AbortSignal.any([deadline, AbortSignal.timeout(FILE_TIMEOUT_MS)]) });

  const manifestBytes = await get(manifestUrl, MAX_MF_MANIFEST_BYTES);
  const manifest = readFederationManifest(manifestBytes.toString('utf8'));
  if ('problems' in manifest) return manifest;
  const wanted = new Map<string, number>([[manifest.routeManifest, MAX_ROUTE_MANIFEST_BYTES], [manifest.entryFile, MAX_BUNDLE_BYTES]]);
  for (const asset of manifest.assets) if (!wanted.has(asset)) wanted.set(asset, MAX_BUNDLE_BYTES);
  if (wanted.size + 2 > MAX_BUNDLE_FILES) return { problems: [`Its mf-manifest.json lists more than ${MAX_BUNDLE_FILES} files.`] };

  const files = new Map([['mf-manifest.json', manifestBytes]]);
  const firstLoad = await get(FIRST_LOAD_FILE, MAX_FIRST_LOAD_BYTES).catch((error: unknown) => {
    // Optional: without it, pages preload less.
    if (error instanceof HostedFetchError && error.status === 404) return undefined;
    throw error;
  });
  if (firstLoad) files.set(FIRST_LOAD_FILE, firstLoad);
  await inTurns([...wanted], AT_ONCE, async ([file, maxBytes]) => {
    files.set(file, await get(file, maxBytes));
  });
  return files;
}
