// Build times, measured in a clone under /tmp so that deleting build output never breaks the
// working tree's server or anyone's e2e run. The clone is of the last commit and is kept between
// runs (its node_modules too: installing is not building).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from './lib/server.mjs';

const CLONE = process.env.BENCH_CLONE_DIR || '/tmp/lab-bench-build';

function run(command, args, cwd = CLONE) {
  const started = process.hrtime.bigint();
  execFileSync(command, args, { cwd, stdio: ['ignore', 'ignore', 'pipe'], maxBuffer: 64 * 1024 * 1024 });
  return +(Number(process.hrtime.bigint() - started) / 1e9).toFixed(1);
}

/** The clone's remotes, by package: those of its own list (config/remotes.json). */
const remotePackages = () => JSON.parse(fs.readFileSync(path.join(CLONE, 'config', 'remotes.json'), 'utf8')).map((remote) => remote.package);

/** The clone's packages. */
function packages() {
  return ['shared-ui', 'shell', ...remotePackages(), 'api', 'e2e'];
}

function removeBuildOutput() {
  for (const name of packages()) {
    for (const output of ['dist', '.tsbuild', 'tsconfig.tsbuildinfo', 'tsconfig.build.tsbuildinfo']) {
      fs.rmSync(path.join(CLONE, name, output), { recursive: true, force: true });
    }
  }
}

export function measureBuilds() {
  const commit = execFileSync('git', ['rev-parse', 'HEAD'], { cwd: ROOT, encoding: 'utf8' }).trim();
  if (!fs.existsSync(path.join(CLONE, '.git'))) run('git', ['clone', '--quiet', ROOT, CLONE], '/tmp');
  run('git', ['fetch', '--quiet', ROOT, commit]);
  run('git', ['checkout', '--quiet', '--force', commit]);
  const lock = fs.readFileSync(path.join(CLONE, 'package-lock.json'));
  const installedLock = path.join(CLONE, 'node_modules', '.bench-lock.json');
  let installSeconds = null;
  if (!fs.existsSync(installedLock) || !fs.readFileSync(installedLock).equals(lock)) {
    installSeconds = run('npm', ['install', '--prefer-offline', '--no-audit', '--no-fund']);
    fs.writeFileSync(installedLock, lock);
  }
  removeBuildOutput();
  const coldSeconds = run('npx', ['lerna', 'run', 'build', '--stream']);
  // webpack keeps no cache between runs here, so a remote's rebuild after an edit is its full build.
  // The last remote of the list: the one a newly added remote would be.
  const remote = remotePackages().at(-1);
  const edited = path.join(CLONE, remote, 'src', 'remote-entry.ts');
  const now = new Date();
  fs.utimesSync(edited, now, now);
  const incrementalSeconds = run('npm', ['run', 'build', '-w', remote]);
  return {
    commit,
    clone: CLONE,
    installSeconds,
    coldSeconds,
    coldWhat: `lerna run build (api, shared-ui, the shell and ${remotePackages().length} remotes, dependency order) after deleting every dist/.tsbuild`,
    incrementalSeconds,
    incrementalWhat: `touch ${remote}/src/remote-entry.ts, then npm run build -w ${remote}`,
  };
}
