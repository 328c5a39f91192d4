import type { RouteManifest } from 'shared-ui/route-manifest';
import { withoutConflicts } from 'shared-ui/route-table';
import { containerProblems } from './container-entry.js';
import { readFederationManifest } from '../manifests/federation-manifest.js';
import { checkRouteManifest } from '../manifests/route-manifest-check.js';
import { sharedProblems, type SharedModule } from 'shared-ui/shared-compat';

/** What the shell loads of every remote. */
export const EXPOSED_ROUTES = './routes';

export interface SiteNow {
  /** The shell's shared modules, from its build's mf-manifest.json; undefined when the shell is not built. */
  shellShared: readonly SharedModule[] | undefined;
  /** The route manifests of the other remotes as the route table has them now. */
  others: readonly RouteManifest[];
}

export interface AcceptedVersion {
  entryFile: string;
  routes: RouteManifest;
}

/**
 * Every check a version passes before it is stored (docs/architecture.md, "Deploying a remote"),
 * on its files (a bundle's, or those fetched from its host): its mf-manifest.json parses and
 * names this remote, its entry is there and is the container the manifest describes, it exposes
 * what the shell loads, its shared singletons fit the shell's, its route manifest is sound, and
 * its routes collide with no other remote's. All problems are gathered, so a team fixes them at once.
 */
export async function checkVersion(remote: string, files: ReadonlyMap<string, Buffer>, site: SiteNow): Promise<AcceptedVersion | { problems: string[] }> {
  const problems: string[] = [];
  const manifestText = files.get('mf-manifest.json')?.toString('utf8');
  if (manifestText === undefined) return { problems: ['It has no mf-manifest.json.'] };
  const manifest = readFederationManifest(manifestText);
  if ('problems' in manifest) return manifest;
  if (manifest.name !== remote) problems.push(`Its mf-manifest.json names the remote "${manifest.name}", not "${remote}".`);
  const entry = files.get(manifest.entryFile)?.toString('utf8');
  if (entry === undefined) problems.push(`Its entry ${manifest.entryFile} is not in the bundle.`);
  else problems.push(...containerProblems(manifest.entryFile, entry, manifest.name, manifest.exposes));
  if (!manifest.exposes.includes(EXPOSED_ROUTES)) problems.push(`It does not expose ${EXPOSED_ROUTES}, which the shell loads.`);
  if (site.shellShared) problems.push(...sharedProblems(site.shellShared, manifest.shared));
  else problems.push("The site's shell is not built, so its shared modules cannot be compared: run npm run build on the server.");
  const routesText = files.get(manifest.routeManifest)?.toString('utf8');
  if (routesText === undefined) return { problems: [...problems, `It has no ${manifest.routeManifest}.`] };
  const reading = checkRouteManifest(routesText, remote);
  if ('problems' in reading) return { problems: [...problems, ...reading.problems.map((problem) => `${manifest.routeManifest}: ${problem}`)] };
  problems.push(...collisions(reading.manifest, site.others));
  return problems.length > 0 ? { problems } : { entryFile: manifest.entryFile, routes: reading.manifest };
}

/** Sentences for each route of `candidate` that a page of another active remote already claims. */
export function collisions(candidate: RouteManifest, others: readonly RouteManifest[]): string[] {
  const rest = others.filter((manifest) => manifest.remote !== candidate.remote);
  const { conflicts } = withoutConflicts([...rest, candidate]);
  return conflicts
    .filter((conflict) => conflict.refused === candidate.remote)
    .map((conflict) => `Its route ${conflict.path} collides with a page of ${conflict.kept}, which is active.`);
}
