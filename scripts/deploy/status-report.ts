import { when, type Context } from './report';
import type { RemoteStatus, StatusVersion } from './status';

/** How many of the newest versions `status` lists, beside the active one and the one rolling out. */
const RECENT = 5;

/** A version's source as the deploy command read it: '3f9a1c2 on main by Ada Lovelace, with uncommitted changes'. */
function source(git: StatusVersion['git']): string | undefined {
  if (!git?.commit) return undefined;
  const parts = [git.commit.slice(0, 7), git.branch && `on ${git.branch}`, git.author && `by ${git.author}`].filter(Boolean).join(' ');
  return git.dirty ? `${parts}, with uncommitted changes` : parts;
}

/** Its health, when the portal counts it: page loads and the share that failed. */
function health(version: StatusVersion): string | undefined {
  const { pageLoads, failureRate } = version.health ?? {};
  if (typeof pageLoads !== 'number') return undefined;
  if (pageLoads === 0) return 'no page loads yet';
  const failed = typeof failureRate === 'number' ? `, ${(failureRate * 100).toFixed(1)}% failed` : '';
  return `${pageLoads} page ${pageLoads === 1 ? 'load' : 'loads'}${failed}`;
}

function versionLine(version: StatusVersion): string {
  const facts = version.createdAt === null ? ["the site's own build"] : [when(version.createdAt), version.by ?? undefined, source(version.git)];
  return [`  ${String(version.version).padStart(3)}  ${version.state.padEnd(8)}`, ...facts, health(version)].filter(Boolean).join(' · ');
}

/**
 * The remote as `status` prints it: the active version, the rollout, the newest versions (and
 * whichever visitors get) with who deployed them, their source and health, the site's automatic
 * rollbacks and the last refused upload.
 */
export function statusLines(status: RemoteStatus, { portal, remote }: Context): string[] {
  const lines = [`${remote} at ${portal}: version ${status.activeVersion} is active.`];
  const { rollout } = status;
  if (rollout) lines.push(`Rollout: version ${rollout.version} reaches ${rollout.percent}% of visitors, since ${when(rollout.startedAt)} (${rollout.startedBy}).`);
  const shown = status.versions.filter((version, index) => index < RECENT || version.state !== 'uploaded');
  lines.push('Versions, newest first:', ...shown.map(versionLine));
  if (shown.length < status.versions.length) lines.push(`  … and ${status.versions.length - shown.length} older.`);
  for (const rollback of status.automaticRollbacks) {
    const from = rollback.from === null ? '' : ` from version ${rollback.from}`;
    lines.push(`Rolled back by the portal itself${from} to version ${rollback.to} on ${when(rollback.at)}: its visitors' pages were failing.`);
  }
  const [refused] = status.refusals;
  if (refused) {
    const count = refused.problems.length;
    lines.push(`Last refused upload: ${when(refused.at)}, by ${refused.by}, ${count} ${count === 1 ? 'problem' : 'problems'}: ${refused.problems[0] ?? ''}`);
  }
  return lines;
}
