import { createHash } from 'node:crypto';
import path from 'node:path';
import { activateVersion, previewVersion, rollOutVersion, type Target } from './activate';
import type { Action } from './args';
import { dryRun } from './dry-run';
import { readGitFacts } from './git-facts';
import { packDirectory } from './pack';
import { formatBytes, progressBar, type Output } from './progress';
import { EXIT, reach, reportActivation, reportPreview, reportRollout, reportStatus, reportUpload, whereToLook, type Report } from './report';
import { build, staleReason } from './stale';
import { readStatus, type StatusVersion } from './status';
import { uploadBundle } from './upload';

/** Where the command writes: good news on stdout, everything else (progress, build, refusals) on stderr. */
export interface Say {
  out(lines: string[]): void;
  err(lines: string[]): void;
  /** For the progress bar, which redraws in place on a terminal. */
  stderr: Output;
}

type Deploy = Extract<Action, { command: 'deploy' }>;

/**
 * Deploys the remote in `cwd`: checks the token (the portal's status, before anything is sent),
 * builds if stale, packs dist/ and uploads it unless the portal has it already (the same archive:
 * so a preview, then a rollout, then an activation are one version); then previews, rolls out or
 * activates it as asked. A dry run stops before the upload, after every check it can make.
 */
export async function ship(target: Target, action: Deploy, cwd: string, say: Say): Promise<number> {
  const context = { portal: target.portal, remote: target.remote };
  const finish = (report: Report, extra: string[] = []) => {
    (report.ok ? say.out : say.err)([...report.lines, ...extra]);
    return report.ok ? EXIT.done : EXIT.failed;
  };
  const answer = await reach(target.portal, () => readStatus(target));
  if (typeof answer === 'string') return finish({ ok: false, lines: [answer] });
  const { status, ...checked } = reportStatus(answer, context);
  if (!status) return finish(checked);

  const reason = staleReason(cwd);
  if (reason) {
    say.err([`Building ${target.remote} first: ${reason}.`]);
    const code = await build(cwd);
    if (code !== 0) return finish({ ok: false, lines: [`The build of ${target.remote} failed (npm run build exited with code ${code}), so nothing was uploaded.`] });
  }
  const dist = path.join(cwd, 'dist');
  const packed = await packDirectory(dist);
  say.err([
    ...packed.skipped.map((name) => `Left out dist/${name}: only files and folders are uploaded, not links.`),
    `Packed ${packed.files} files of dist/ into ${formatBytes(packed.archive.length)}.`,
  ]);
  const sha256 = createHash('sha256').update(packed.archive).digest('hex');
  const known = status.versions.find((version) => version.sha256 === sha256);
  if (action.dryRun) {
    say.out([`The deploy token is valid for ${target.remote} at ${target.portal}: version ${status.activeVersion} is active.`]);
    return finish(await dryRun(target.portal, status, packed, dist, known));
  }

  const then = action.activate || action.rollout !== undefined;
  const version = known ? alreadyThere(known, say) : await upload(target, packed.archive, cwd, then, say);
  if (version === undefined) return EXIT.failed;
  if (action.preview) {
    const preview = await reach(target.portal, () => previewVersion(target, version));
    const report = typeof preview === 'string' ? { ok: false, lines: [preview] } : reportPreview(preview, context, version);
    if (!report.ok || !then) return finish(report, report.ok ? [] : [whereToLook(target.portal)]);
    say.out(report.lines);
  }
  if (!then) {
    say.out([whereToLook(target.portal)]);
    return EXIT.done;
  }
  const percent = action.rollout;
  const reached = await reach(target.portal, () => (percent === undefined ? activateVersion(target, version) : rollOutVersion(target, version, percent)));
  if (typeof reached === 'string') return finish({ ok: false, lines: [`Version ${version} was accepted but did not reach visitors.`, reached] }, [whereToLook(target.portal)]);
  return finish(percent === undefined ? reportActivation(reached, context, version) : reportRollout(reached, context, version, percent), [whereToLook(target.portal)]);
}

function alreadyThere(known: StatusVersion, say: Say): number {
  say.out([`dist/ is already version ${known.version} (${known.state}): it is not sent again.`]);
  return known.version;
}

/** Uploads the archive with its git facts; the new version, or undefined once the refusal is told. */
async function upload(target: Target, archive: Buffer, cwd: string, then: boolean, say: Say): Promise<number | undefined> {
  const fields = { ...(await readGitFacts(cwd)) };
  const bar = progressBar(say.stderr, 'Uploading');
  const uploaded = await reach(target.portal, () => uploadBundle({ ...target, archive, fields, onProgress: bar.update })).finally(bar.finish);
  if (typeof uploaded === 'string') {
    say.err([uploaded]);
    return undefined;
  }
  const report = reportUpload(uploaded, target, then);
  (report.version === undefined ? say.err : say.out)(report.lines);
  return report.version;
}
