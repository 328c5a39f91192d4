import fs from 'node:fs';
import path from 'node:path';
import type { RouteManifest } from 'shared-ui/route-manifest';
import type { Packed } from './pack';
import { get, Unreachable, type Answer } from './portal-request';
import { formatBytes } from './progress';
import type { Report } from './report';
import type { RemoteStatus, StatusVersion } from './status';

/** The archive against the limits the portal says it takes: what it would refuse before reading a file. */
export function limitProblems(packed: Packed, limits: RemoteStatus['limits']): string[] {
  const problems: string[] = [];
  if (packed.archive.length > limits.bundleBytes) problems.push(`The archive is ${formatBytes(packed.archive.length)}; the portal takes at most ${formatBytes(limits.bundleBytes)}.`);
  if (packed.bytes > limits.unpackedBytes) problems.push(`dist/ holds ${formatBytes(packed.bytes)}; the portal takes at most ${formatBytes(limits.unpackedBytes)} unpacked.`);
  if (packed.names.length > limits.files) problems.push(`dist/ holds ${packed.names.length} files and folders; the portal takes at most ${limits.files}.`);
  for (const name of packed.names.filter((entry) => entry.length > limits.nameLength)) {
    problems.push(`dist/${name.length > 60 ? `${name.slice(0, 60)}…` : name} has a name longer than ${limits.nameLength} characters.`);
  }
  return problems;
}

/** dist/'s route manifest: the file its mf-manifest.json names, as the portal reads it. */
function readRouteManifest(dist: string): RouteManifest {
  const federation = JSON.parse(fs.readFileSync(path.join(dist, 'mf-manifest.json'), 'utf8')) as { metaData?: { routeManifest?: unknown } };
  const file = typeof federation.metaData?.routeManifest === 'string' ? federation.metaData.routeManifest : 'route-manifest.json';
  return JSON.parse(fs.readFileSync(path.join(dist, file), 'utf8')) as RouteManifest;
}

/**
 * dist/'s routes against the pages the portal serves now (its /remotes.json): a path another
 * active remote has is refused, as the portal would refuse the upload. The route table's own
 * rules decide (shared-ui's, the portal's and the shell's), so the command and the portal agree.
 */
export async function routeProblems(dist: string, portal: string): Promise<string[]> {
  let candidate: RouteManifest;
  try {
    candidate = readRouteManifest(dist);
  } catch (error) {
    return [`dist/'s route manifest cannot be read: ${(error as Error).message}.`];
  }
  let answer: Answer;
  try {
    answer = await get(`${portal}/remotes.json`);
  } catch (error) {
    if (!(error instanceof Unreachable)) throw error;
    return [`The portal's pages could not be read from ${portal}/remotes.json: ${error.reason}.`];
  }
  const live = (answer.body as { routes?: unknown } | undefined)?.routes;
  if (answer.status !== 200 || !Array.isArray(live)) return [`The portal's pages could not be read from ${portal}/remotes.json (${answer.status} ${answer.statusText}).`];
  const others = (live as RouteManifest[]).filter((manifest) => manifest.remote !== candidate.remote).map((manifest) => ({ ...manifest, menus: manifest.menus ?? [] }));
  const { withoutConflicts } = await import('shared-ui/route-table');
  return withoutConflicts([...others, { ...candidate, menus: candidate.menus ?? [] }])
    .conflicts.filter((conflict) => conflict.refused === candidate.remote)
    .map((conflict) => `Its route ${conflict.path} is a page of ${conflict.kept} already, which has it first.`);
}

/**
 * dist/'s shared modules against the shell's that the portal serves (its /mf-manifest.json): the
 * singletons (React, react-dom, shared-ui) must be the shell's, by the rule the portal applies to
 * an upload (shared-ui's `sharedProblems`).
 */
export async function sharedModuleProblems(dist: string, portal: string): Promise<string[]> {
  const { sharedModulesOf, sharedProblems } = await import('shared-ui/shared-compat');
  let mine;
  try {
    mine = sharedModulesOf(JSON.parse(fs.readFileSync(path.join(dist, 'mf-manifest.json'), 'utf8')));
  } catch (error) {
    return [`dist/mf-manifest.json cannot be read: ${(error as Error).message}.`];
  }
  if (!mine) return ['dist/mf-manifest.json lists no shared modules.'];
  let answer: Answer;
  try {
    answer = await get(`${portal}/mf-manifest.json`);
  } catch (error) {
    if (!(error instanceof Unreachable)) throw error;
    return [`The portal's shell could not be read from ${portal}/mf-manifest.json: ${error.reason}.`];
  }
  const shell = answer.status === 200 ? sharedModulesOf(answer.body) : undefined;
  if (!shell) return [`The portal's shell could not be read from ${portal}/mf-manifest.json (${answer.status} ${answer.statusText}).`];
  return sharedProblems(shell, mine);
}

/**
 * Every check that can run before uploading, after the token's (the status call): the archive's
 * limits, its routes and its shared modules.
 */
export async function dryRun(portal: string, status: RemoteStatus, packed: Packed, dist: string, known: StatusVersion | undefined): Promise<Report> {
  const problems = [...limitProblems(packed, status.limits), ...(await routeProblems(dist, portal)), ...(await sharedModuleProblems(dist, portal))];
  if (problems.length > 0) return { ok: false, lines: ['Dry run, nothing uploaded: the portal would refuse this dist/:', ...problems.map((problem) => `- ${problem}`)] };
  return {
    ok: true,
    lines: [
      `Dry run, nothing uploaded: dist/ is within the portal's limits (${formatBytes(packed.archive.length)} of ${formatBytes(status.limits.bundleBytes)}), no other remote's page has its routes, and its shared modules fit the portal's shell.`,
      ...(known ? [`dist/ is already version ${known.version} (${known.state}): a deploy would not send it again.`] : []),
    ],
  };
}
