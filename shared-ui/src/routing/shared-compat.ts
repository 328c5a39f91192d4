import semver from 'semver';

/** A module an app shares, as its mf-manifest.json lists it. */
export interface SharedModule {
  name: string;
  version: string;
  singleton?: boolean;
  requiredVersion?: string | false;
}

/**
 * The shared modules an app's mf-manifest.json lists (`shared`: name, version, singleton,
 * requiredVersion), those without a name and version left out; undefined when it lists none.
 */
export function sharedModulesOf(manifest: unknown): SharedModule[] | undefined {
  const listed = (manifest as { shared?: unknown } | null)?.shared;
  if (!Array.isArray(listed)) return undefined;
  return listed.flatMap((module: Partial<SharedModule> | null) =>
    typeof module?.name === 'string' && typeof module.version === 'string'
      ? [{ name: module.name, version: module.version, singleton: module.singleton === true, ...(typeof module.requiredVersion === 'string' ? { requiredVersion: module.requiredVersion } : {}) }]
      : [],
  );
}

/** `react/jsx-runtime` → react; `@scope/lib/x` → @scope/lib. */
function packageOf(name: string): string {
  const parts = name.split('/');
  return name.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!;
}

/** Same major version (for 0.x, the same minor: semver's caret). */
function sameLine(a: string, b: string): boolean {
  if (semver.major(a) !== semver.major(b)) return false;
  return semver.major(a) !== 0 || semver.minor(a) === semver.minor(b);
}

/**
 * Whether a remote's shared modules work with the shell's, as sentences for each that does not
 * (docs/architecture.md, "Deploying a remote"): the portal's check of an upload and the deploy
 * command's dry run, one rule. For every module of a package the shell shares as
 * a singleton (React, react-dom, shared-ui and its entries), the page must hold one copy, the
 * shell's: the remote must share it as a singleton too, be built on the shell's major version
 * (0.x: minor), and require a range the shell's version satisfies. And it must share React at
 * all, or its components would run on a React of their own.
 */
export function sharedProblems(shell: readonly SharedModule[], remote: readonly SharedModule[]): string[] {
  const problems: string[] = [];
  const singletonPackages = new Set(shell.filter((module) => module.singleton).map((module) => packageOf(module.name)));
  if (singletonPackages.has('react') && !remote.some((module) => module.name === 'react')) {
    problems.push('It does not share react with the shell: its components would run on a React of their own.');
  }
  for (const module of remote) {
    const provided = shell.find((candidate) => candidate.name === module.name);
    if (!provided || !singletonPackages.has(packageOf(module.name))) continue;
    if (provided.singleton && !module.singleton) {
      problems.push(`It shares ${module.name} but not as a singleton: a page holds one copy of it, the shell's.`);
    }
    if (!semver.valid(module.version)) {
      problems.push(`It names ${module.name} version "${module.version}", which is not a version number.`);
      continue;
    }
    if (semver.valid(provided.version) && !sameLine(module.version, provided.version)) {
      problems.push(`It was built with ${module.name} ${module.version}, but the shell provides ${provided.version}: a remote must use the shell's major version.`);
      continue;
    }
    const range = module.requiredVersion;
    if (typeof range === 'string' && semver.validRange(range) && semver.valid(provided.version) && !semver.satisfies(provided.version, range)) {
      problems.push(`It requires ${module.name} ${range}, which the shell's ${provided.version} does not satisfy.`);
    }
  }
  return problems;
}
