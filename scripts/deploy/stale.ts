import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/** What the server needs first from a remote's build; the older of the two dates the build. */
const OUTPUTS = ['dist/remoteEntry.js', 'dist/mf-manifest.json'];

/** Inputs of a remote's build beside its own sources: the shared code and the shared webpack setup. */
const SHARED_INPUTS = ['../shared-ui/src', '../config'];

const BUILD_SETTINGS = /^(package\.json|tsconfig.*\.json|webpack\.config\..+)$/;

// Tests change no build output, so editing one does not call for a build.
const TEST_FILE = /\.test\.tsx?$/;

interface Newest {
  file: string;
  mtimeMs: number;
}

/** Why the remote in `dir` needs a build before it is deployed, or null when dist/ is up to date. */
export function staleReason(dir: string): string | null {
  const built = OUTPUTS.map((output) => fs.statSync(path.join(dir, output), { throwIfNoEntry: false }));
  const missing = OUTPUTS.find((_, index) => !built[index]);
  if (missing) return `${missing} is missing`;
  const builtAt = Math.min(...built.map((stat) => stat?.mtimeMs ?? 0));
  const settings = fs.readdirSync(dir).filter((name) => BUILD_SETTINGS.test(name));
  const inputs = ['src', ...settings, ...SHARED_INPUTS].map((input) => newest(path.join(dir, input)));
  const changed = inputs.find((input) => input && input.mtimeMs > builtAt);
  return changed ? `${path.relative(dir, changed.file)} changed after the last build` : null;
}

function newest(target: string): Newest | null {
  // stat, not lstat: the shared folders may be links, as in the copies the browser tests build.
  const stat = fs.statSync(target, { throwIfNoEntry: false });
  if (!stat || TEST_FILE.test(target)) return null;
  if (!stat.isDirectory()) return { file: target, mtimeMs: stat.mtimeMs };
  return fs
    .readdirSync(target)
    .map((entry) => newest(path.join(target, entry)))
    .reduce<Newest | null>((found, entry) => (entry && (!found || entry.mtimeMs > found.mtimeMs) ? entry : found), null);
}

/** Runs the remote's own build with its output on screen; resolves to its exit code. */
export function build(dir: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const child = spawn('npm', ['run', 'build'], { cwd: dir, stdio: 'inherit' });
    child.on('error', reject);
    child.on('close', (code) => resolve(code ?? 1));
  });
}
