import { execFile } from 'node:child_process';

/** What the portal keeps of a version's source, as the multipart fields beside its bundle. */
export interface GitFacts {
  gitCommit?: string;
  gitBranch?: string;
  gitAuthor?: string;
  gitDirty?: 'true' | 'false';
}

/** The longest branch or author name the portal takes. */
const MAX_NAME = 200;

function git(cwd: string, args: string[]): Promise<string | undefined> {
  return new Promise((resolve) => {
    execFile('git', args, { cwd, timeout: 10_000 }, (error, stdout) => resolve(error ? undefined : stdout.trim()));
  });
}

const named = (value: string | undefined) => (value && value.length <= MAX_NAME ? value : undefined);

/**
 * The commit, branch and author of the remote's source and whether it had uncommitted changes, so
 * a version says what it was built from. Outside a git repository (or without git), nothing: the
 * upload goes on without them.
 */
export async function readGitFacts(cwd: string): Promise<GitFacts> {
  const commit = await git(cwd, ['rev-parse', 'HEAD']);
  if (!commit || !/^[0-9a-f]{7,64}$/.test(commit)) return {};
  const branch = named(await git(cwd, ['rev-parse', '--abbrev-ref', 'HEAD']));
  const author = named(await git(cwd, ['log', '-1', '--format=%an']));
  const changes = await git(cwd, ['status', '--porcelain']);
  return {
    gitCommit: commit,
    ...(branch ? { gitBranch: branch } : {}),
    ...(author ? { gitAuthor: author } : {}),
    ...(changes === undefined ? {} : { gitDirty: changes === '' ? 'false' : 'true' }),
  };
}
