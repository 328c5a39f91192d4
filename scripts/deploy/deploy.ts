import fs from 'node:fs';
import path from 'node:path';
import { activateVersion } from './activate';
import { readOptions, USAGE, UsageError, type Options } from './args';
import { packDirectory } from './pack';
import { Unreachable, type Answer } from './portal-request';
import { formatBytes, progressBar, type Output } from './progress';
import { reportActivation, reportUpload, unreachable, whereToLook, type Context } from './report';
import { build, staleReason } from './stale';
import { uploadBundle } from './upload';

export interface Io {
  /** The outcome when it is good news; everything else (progress, build, refusals) goes to stderr. */
  stdout: Output;
  stderr: Output;
  env: NodeJS.ProcessEnv;
  /** The remote's folder: `npm run -w` runs the script there. */
  cwd: string;
}

const EXIT = { done: 0, failed: 1, usage: 2 } as const;

/** Builds the remote in `io.cwd` if needed, uploads its dist/ and reports; resolves to the exit code. */
export async function deploy(argv: readonly string[], io: Io): Promise<number> {
  const say = (output: Output, lines: string[]) => output.write(lines.map((line) => `${line}\n`).join(''));
  let options: Options;
  let remote: string;
  try {
    const request = readOptions(argv, io.env);
    if (request.help) {
      say(io.stdout, [USAGE]);
      return EXIT.done;
    }
    options = request;
    remote = packageName(io.cwd);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    say(io.stderr, [error.message, 'Run it with --help to see how it is used.']);
    return EXIT.usage;
  }
  const context: Context = { portal: options.portal, remote };

  const reason = staleReason(io.cwd);
  if (reason) {
    say(io.stderr, [`Building ${remote} first: ${reason}.`]);
    const code = await build(io.cwd);
    if (code !== 0) {
      say(io.stderr, [`The build of ${remote} failed (npm run build exited with code ${code}), so nothing was uploaded.`]);
      return EXIT.failed;
    }
  }

  const packed = await packDirectory(path.join(io.cwd, 'dist'));
  say(io.stderr, [
    ...packed.skipped.map((name) => `Left out dist/${name}: only files and folders are uploaded, not links.`),
    `Packed ${packed.files} files of dist/ into ${formatBytes(packed.archive.length)}.`,
  ]);

  const bar = progressBar(io.stderr, 'Uploading');
  const uploaded = await reach(context, () =>
    uploadBundle({ ...context, token: options.token, archive: packed.archive, onProgress: bar.update }),
  ).finally(bar.finish);
  if (typeof uploaded === 'string') {
    say(io.stderr, [uploaded]);
    return EXIT.failed;
  }
  const upload = reportUpload(uploaded, context, options.activate);
  const { version } = upload;
  if (version === undefined) {
    say(io.stderr, upload.lines);
    return EXIT.failed;
  }
  say(io.stdout, upload.lines);
  if (!options.activate) {
    say(io.stdout, [whereToLook(options.portal)]);
    return EXIT.done;
  }

  const activated = await reach(context, () => activateVersion({ ...context, token: options.token, version }));
  if (typeof activated === 'string') {
    say(io.stderr, [`Version ${version} was accepted but not activated.`, activated, whereToLook(options.portal)]);
    return EXIT.failed;
  }
  const activation = reportActivation(activated, context, version);
  say(activation.ok ? io.stdout : io.stderr, [...activation.lines, whereToLook(options.portal)]);
  return activation.ok ? EXIT.done : EXIT.failed;
}

/** The portal's answer, or the sentence saying it could not be reached. */
async function reach(context: Context, call: () => Promise<Answer>): Promise<Answer | string> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof Unreachable) return unreachable(context.portal, error.reason);
    throw error;
  }
}

function packageName(dir: string): string {
  const file = path.join(dir, 'package.json');
  const name = fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as { name?: unknown }).name : undefined;
  if (typeof name !== 'string') {
    throw new UsageError(`${dir} is not a remote's folder: run the command as npm run deploy -w <remote> -- ... from the repository.`);
  }
  return name;
}
