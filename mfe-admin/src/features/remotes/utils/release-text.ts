import type { RemoteGit, RemoteHealth } from '../api/remotes';
import { NOT_RECORDED } from './remote-text';

/** A version's commit as the table shows it: short hash, branch, and whether the build had uncommitted changes. */
export function commitText(git: RemoteGit | null | undefined): string {
  if (!git?.commit) return NOT_RECORDED;
  const branch = git.branch ? ` on ${git.branch}` : '';
  return `${git.commit.slice(0, 7)}${branch}${git.dirty ? ', with uncommitted changes' : ''}`;
}

/** A share of 0 to 1 as a percentage to one decimal: 0.0125 → "1.3 %". */
export const percentText = (share: number) => `${(share * 100).toFixed(1)} %`;

/** How a version fared, in one line: page loads and the share that failed. */
export function healthText(health: RemoteHealth | null | undefined): string {
  if (!health) return NOT_RECORDED;
  if (health.pageLoads === 0) return 'No page loads yet';
  return `${health.pageLoads} page ${health.pageLoads === 1 ? 'load' : 'loads'}, ${percentText(health.failureRate)} failed`;
}
