import type { RouteManifest } from 'shared-ui/route-manifest';
import { withoutConflicts } from 'shared-ui/route-table';
import { readFederationManifest } from './federation-manifest.js';
import { checkRouteManifest } from './route-manifest-check.js';
import { sharedProblems, type SharedModule } from './shared-compat.js';

/** What the shell loads of every remote. */
export const EXPOSED_ROUTES = './routes';

/** The files of a candidate version, wherever they are: a bundle's, or a host's. */
export interface CandidateFiles {
  /** A file beside the mf-manifest.json; undefined when there is none. Throws a sentence when it cannot be read. */
  read(file: string): Promise<string | undefined>;
  /** Whether a file is there; undefined when that cannot be told without fetching it (a host's). */
  has(file: string): boolean | undefined;
}

export interface SiteNow {
  /** The shell's shared modules, from its build's mf-manifest.json; undefined when the shell is not built. */
  shellShared: readonly SharedModule[] | undefined;
  /** The route manifests of the other remotes as active now. */
  others: readonly RouteManifest[];
}

export interface AcceptedVersion {
  entryFile: string;
  routes: RouteManifest;
}

async function readOrSay(files: CandidateFiles, file: string, problems: string[]): Promise<string | undefined> {
  try {
    const text = await files.read(file);
    if (text === undefined) problems.push(`It has no ${file}.`);
    return text;
  } catch (error) {
    problems.push(`Its ${file} cannot be read: ${(error as Error).message}.`);
    return undefined;
  }
}

/**
 * Every check a version passes before it is stored (docs/architecture.md, "Deploying a remote"):
 * its mf-manifest.json parses and names this remote, its entry is there, it exposes what the
 * shell loads, its shared singletons fit the shell's, its route manifest is sound, and its routes
 * collide with no other active remote's. All problems are gathered, so a team fixes them at once.
 */
export async function checkVersion(remote: string, files: CandidateFiles, site: SiteNow): Promise<AcceptedVersion | { problems: string[] }> {
  const problems: string[] = [];
  const manifestText = await readOrSay(files, 'mf-manifest.json', problems);
  if (manifestText === undefined) return { problems };
  const manifest = readFederationManifest(manifestText);
  if ('problems' in manifest) return manifest;
  if (manifest.name !== remote) problems.push(`Its mf-manifest.json names the remote "${manifest.name}", not "${remote}".`);
  if (files.has(manifest.entryFile) === false) problems.push(`Its entry ${manifest.entryFile} is not in the bundle.`);
  if (!manifest.exposes.includes(EXPOSED_ROUTES)) problems.push(`It does not expose ${EXPOSED_ROUTES}, which the shell loads.`);
  if (site.shellShared) problems.push(...sharedProblems(site.shellShared, manifest.shared));
  else problems.push("The site's shell is not built, so its shared modules cannot be compared: run npm run build on the server.");
  const routesText = await readOrSay(files, manifest.routeManifest, problems);
  if (routesText === undefined) return { problems };
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
