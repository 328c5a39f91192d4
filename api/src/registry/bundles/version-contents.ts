import fs from 'node:fs';
import path from 'node:path';
import { MAX_ROUTE_MANIFEST_BYTES, type RouteManifest } from 'shared-ui/route-manifest';
import { readFederationManifest } from '../manifests/federation-manifest.js';
import { MANIFEST_FILE, MAX_FIRST_LOAD_BYTES, parseManifest } from '../../remotes/first-load-manifests.js';
import { checkRouteManifest } from '../manifests/route-manifest-check.js';
import { MAX_MF_MANIFEST_BYTES, ROUTE_MANIFEST_FILE } from '../manifests/route-manifest-reader.js';
import type { SharedModule } from 'shared-ui/shared-compat';

/** What a version is made of, as its own files say; a part left out could not be read. */
export interface VersionContents {
  routes?: RouteManifest;
  shared?: SharedModule[];
  firstLoadBytes?: number;
  files?: number;
  /** What could not be read, as the end of a sentence: "its route manifest". */
  unreadable: string[];
}

/** A file of the folder no larger than `maxBytes`, or undefined. */
async function readSmall(folder: string, file: string, maxBytes: number): Promise<string | undefined> {
  const filePath = path.join(folder, file);
  const stat = await fs.promises.stat(filePath).catch(() => undefined);
  if (!stat?.isFile() || stat.size > maxBytes) return undefined;
  return fs.promises.readFile(filePath, 'utf8');
}

/** Regular files in the folder and below (links are not a version's files). */
async function countFiles(folder: string): Promise<number> {
  const entries = await fs.promises.readdir(folder, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile()).length;
}

/** The JS a first load of the version downloads, by its first-load.json: entry, routes' chunks, its own copies of what they consume. */
async function firstLoadBytes(folder: string): Promise<number | undefined> {
  const text = await readSmall(folder, MANIFEST_FILE, MAX_FIRST_LOAD_BYTES);
  let manifest;
  try {
    manifest = text === undefined ? undefined : parseManifest(JSON.parse(text));
  } catch {
    return undefined;
  }
  if (!manifest) return undefined;
  const files = new Set([...(manifest.entry ? [manifest.entry] : []), ...manifest.routes, ...manifest.consumes.flatMap((key) => manifest.provides[key] ?? [])]);
  const sizes = await Promise.all(
    [...files].filter((file) => file.endsWith('.js')).map(async (file) => (await fs.promises.stat(path.join(folder, file)).catch(() => undefined))?.size ?? 0),
  );
  return sizes.reduce((sum, size) => sum + size, 0);
}

/**
 * Reads a version's folder (a deployed version's unpacked files, or the site's build folder for
 * version 1): its mf-manifest.json's shared modules, the route manifest it names (the usual name
 * without one), its first-load.json and its files. A folder that is not there has nothing readable.
 */
export async function readVersionContents(folder: string | undefined, federationName: string): Promise<VersionContents> {
  if (!folder || !fs.existsSync(folder)) return { unreadable: ['its files'] };
  const unreadable: string[] = [];
  const mfText = await readSmall(folder, 'mf-manifest.json', MAX_MF_MANIFEST_BYTES);
  const federation = mfText === undefined ? undefined : readFederationManifest(mfText);
  const sound = federation && !('problems' in federation) ? federation : undefined;
  if (!sound) unreadable.push('its mf-manifest.json');
  const routesText = await readSmall(folder, sound?.routeManifest ?? ROUTE_MANIFEST_FILE, MAX_ROUTE_MANIFEST_BYTES);
  const reading = routesText === undefined ? undefined : checkRouteManifest(routesText, federationName);
  const routes = reading && 'manifest' in reading ? reading.manifest : undefined;
  if (!routes) unreadable.push('its route manifest');
  const bytes = await firstLoadBytes(folder);
  if (bytes === undefined) unreadable.push(`its ${MANIFEST_FILE}`);
  return {
    ...(routes ? { routes } : {}),
    ...(sound ? { shared: sound.shared } : {}),
    ...(bytes === undefined ? {} : { firstLoadBytes: bytes }),
    files: await countFiles(folder),
    unreadable,
  };
}
