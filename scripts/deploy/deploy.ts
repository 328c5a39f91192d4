import fs from 'node:fs';
import path from 'node:path';
import { activateVersion, rollBack, type Target } from './activate';
import { readOptions, USAGE, UsageError, type Options } from './args';
import type { Output } from './progress';
import { EXIT, reach, reportRollback, reportStatus } from './report';
import { ship, type Say } from './ship';
import { readStatus } from './status';
import { statusLines } from './status-report';

export interface Io {
  /** The outcome when it is good news; everything else (progress, build, refusals) goes to stderr. */
  stdout: Output;
  stderr: Output;
  env: NodeJS.ProcessEnv;
  /** The remote's folder: `npm run -w` runs the script there. */
  cwd: string;
}

/** Runs the command in `io.cwd` (a remote's folder): deploy, status or rollback; resolves to the exit code. */
export async function deploy(argv: readonly string[], io: Io): Promise<number> {
  const write = (output: Output) => (lines: string[]) => output.write(lines.map((line) => `${line}\n`).join(''));
  const say: Say = { out: write(io.stdout), err: write(io.stderr), stderr: io.stderr };
  let options: Options;
  let remote: string;
  try {
    const request = readOptions(argv, io.env);
    if (request.help) {
      say.out([USAGE]);
      return EXIT.done;
    }
    options = request;
    remote = packageName(io.cwd);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    say.err([error.message, 'Run it with --help to see how it is used.']);
    return EXIT.usage;
  }
  const target: Target = { portal: options.portal, remote, token: options.token };
  const { action } = options;
  if (action.command === 'deploy') return ship(target, action, io.cwd, say);
  if (action.command === 'status') return showStatus(target, say);
  const to = action.to;
  const answer = await reach(target.portal, () => (to === undefined ? rollBack(target) : activateVersion(target, to)));
  const report = typeof answer === 'string' ? { ok: false, lines: [answer] } : reportRollback(answer, target, to);
  (report.ok ? say.out : say.err)(report.lines);
  return report.ok ? EXIT.done : EXIT.failed;
}

async function showStatus(target: Target, say: Say): Promise<number> {
  const answer = await reach(target.portal, () => readStatus(target));
  const report = typeof answer === 'string' ? { ok: false, lines: [answer] } : reportStatus(answer, target);
  if (!report.status) {
    say.err(report.lines);
    return EXIT.failed;
  }
  say.out(statusLines(report.status, target));
  return EXIT.done;
}

function packageName(dir: string): string {
  const file = path.join(dir, 'package.json');
  const name = fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as { name?: unknown }).name : undefined;
  if (typeof name !== 'string') {
    throw new UsageError(`${dir} is not a remote's folder: run the command as npm run -s deploy -w <remote> -- ... from the repository.`);
  }
  return name;
}
