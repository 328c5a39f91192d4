// Builds the packages whose sources are newer than their build output, in dependency order
// (lerna), with progress on screen: every package (`npm start`) or those named (`npm run dev`
// names the remotes it serves as built).
//
//   node scripts/build-if-stale.mjs [package...]
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import remoteList from '../config/remotes.json' with { type: 'json' };

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const FRONT_END = ['shell', ...remoteList.map((remote) => remote.package)];
// What every build reads besides its sources: an upgraded dependency or compiler setting is a new build.
const SHARED_INPUTS = ['package-lock.json', 'tsconfig.base.json'];
const PACKAGES = {
  // The route manifest's schema and reading, which the API loads in Node.
  'shared-ui': { output: 'shared-ui/dist/node/route-table.js', inputs: ['shared-ui/src/routing', 'shared-ui/tsconfig.node.json', ...SHARED_INPUTS] },
  api: { output: 'api/dist/server.js', inputs: ['api/src', 'api/drizzle', 'api/package.json', 'api/tsconfig.json', 'api/tsconfig.build.json', ...SHARED_INPUTS] },
  ...Object.fromEntries(
    FRONT_END.map((name) => [
      name,
      {
        output: `${name}/dist/${name === 'shell' ? 'index.html' : 'remoteEntry.js'}`,
        inputs: [`${name}/src`, `${name}/package.json`, `${name}/tsconfig.json`, `${name}/webpack.config.cjs`, 'shared-ui/src', 'shared-ui/package.json', 'config', 'tsconfig.web.json', ...SHARED_INPUTS],
      },
    ]),
  ),
};

// Tests change no build output.
const TEST_FILE = /\.test\.[cm]?[jt]sx?$/;

function newest(target) {
  const stat = fs.statSync(target, { throwIfNoEntry: false });
  if (!stat || TEST_FILE.test(target)) return 0;
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...fs.readdirSync(target).map((entry) => newest(path.join(target, entry))));
}

const named = process.argv.slice(2);
const unknown = named.filter((name) => !PACKAGES[name]);
if (unknown.length > 0) {
  console.error(`Unknown package ${unknown.join(', ')}; one of: ${Object.keys(PACKAGES).join(', ')}`);
  process.exit(1);
}

const stale = Object.entries(PACKAGES)
  .filter(([name]) => named.length === 0 || named.includes(name))
  .filter(([, { output, inputs }]) => {
    const built = newest(path.join(root, output));
    return built === 0 || inputs.some((input) => newest(path.join(root, input)) > built);
  })
  .map(([name]) => name);

if (stale.length === 0) {
  console.log('Everything is built and up to date.');
} else {
  console.log(`Building ${stale.join(', ')} (about 20 s each on two cores)...`);
  execFileSync('npx', ['lerna', 'run', 'build', '--stream', ...stale.flatMap((name) => ['--scope', name])], {
    cwd: root,
    stdio: 'inherit',
  });
}
