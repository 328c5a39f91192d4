import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { manifestOf, type RemoteRoutes, type RouteManifest } from 'shared-ui/route-manifest';
import { REMOTE_PACKAGES } from '../config.js';

const REPOSITORY = fileURLToPath(new URL('../../..', import.meta.url));

/**
 * The five remotes' own route manifests, evaluated from their routes (`src/routes.ts`) as their
 * builds evaluate them, without the pages' code: read as data, as the API reads what a remote publishes, so the tests answer pages as the
 * site does.
 */
export async function realRouteManifests(): Promise<Record<string, RouteManifest>> {
  const entries = await Promise.all(
    REMOTE_PACKAGES.map(async (pkg) => {
      const file = pathToFileURL(path.join(REPOSITORY, pkg, 'src', 'routes.ts')).href;
      return [pkg, manifestOf(((await import(file)) as { default: RemoteRoutes }).default)] as const;
    }),
  );
  return Object.fromEntries(entries);
}

/** Writes each remote's manifest where its build would, under `webRoot`, as a built site has them. */
export async function writeRouteManifests(webRoot: string, change: (pkg: string, manifest: RouteManifest) => unknown = (_pkg, manifest) => manifest) {
  for (const [pkg, manifest] of Object.entries(await realRouteManifests())) {
    const dist = path.join(webRoot, pkg, 'dist');
    fs.mkdirSync(dist, { recursive: true });
    fs.writeFileSync(path.join(dist, 'route-manifest.json'), JSON.stringify(change(pkg, manifest)));
  }
}

/** Every remote at the address `npm start` serves it from. */
export const ALL_REMOTES: Record<string, string> = Object.fromEntries(
  REMOTE_PACKAGES.map((pkg) => [pkg.replace(/-/g, '_'), `/remotes/${pkg}/remoteEntry.js`]),
);
