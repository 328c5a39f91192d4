// The shell's type hints of its remotes (`shell/@mf-types`), with @module-federation/dts-plugin:
// each remote's build writes its exposed modules' types beside its entry (`@mf-types.zip`,
// config/federation.cjs), and the dts plugin's consumer downloads them over HTTP, as it would from
// a remote deployed elsewhere. It cannot read a local path (Node's fetch has no file: URLs), so a
// server on 127.0.0.1 serves the remotes' build folders for the time of the download. A remote not
// built yet, or changed since its build (a fresh clone, a team's edit), has its types generated
// first by the same function its build calls. Beside them it writes the shell's check of its
// contract with every remote (remote-contracts.ts). Run by the shell's `typecheck`.
import http from 'node:http';
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const require = createRequire(import.meta.url);
const { REMOTES, REMOTE_TYPES, federationName, federationOptions } = require('../config/federation.cjs');
const { consumeTypes, generateTypes } = require('@module-federation/dts-plugin/core');

// Into shell/@mf-types, afresh each time; a remote's types that cannot be had fail the typecheck.
const HOST_TYPES = { typesFolder: '@mf-types', deleteTypesFolder: true, abortOnError: true, consumeAPITypes: false, maxRetries: 1, timeout: 10_000 };
const ZIP = '@mf-types.zip';
const API = '@mf-types.d.ts';
// What a remote's types are made of: its own sources and shared-ui's (its routes' props and types).
const INPUTS = ['src', 'package.json', 'tsconfig.json'];

function newest(target) {
  const stat = fs.statSync(target, { throwIfNoEntry: false });
  if (!stat) return 0;
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...fs.readdirSync(target).map((entry) => newest(path.join(target, entry))));
}

function isStale(remote) {
  const built = newest(path.join(root, remote, 'dist', ZIP));
  const inputs = [...INPUTS.map((input) => path.join(root, remote, input)), path.join(root, 'shared-ui', 'src')];
  return built === 0 || inputs.some((input) => newest(input) > built);
}

async function generate(remote) {
  const dir = path.join(root, remote);
  const moduleFederationConfig = federationOptions(dir, remote, { exposes: require(path.join(dir, 'webpack.config.cjs')).exposes });
  await generateTypes({ remote: { ...REMOTE_TYPES, moduleFederationConfig, context: dir, outputDir: path.join(dir, 'dist') } });
}

/**
 * The shell's side of the contract (shared-ui's RemoteRoutesModule), over the types each remote's
 * build published: compiled with the shell's sources (shell/tsconfig.json), so a remote whose
 * `./routes` stopped fitting fails the shell's typecheck too, whatever its own files say.
 */
function writeContractCheck(typesDir) {
  const source = [
    '// Written by scripts/federation-types.mjs for every remote in config/remotes.json.',
    "import type { RemoteRoutesModule } from 'shared-ui';",
    '',
    'type Meets<Exposed extends RemoteRoutesModule> = Exposed;',
    '',
    'export type ExposedRoutes = [',
    ...REMOTES.map((remote) => `  Meets<typeof import('${federationName(remote)}/routes')>,`),
    '];',
    '',
  ];
  fs.writeFileSync(path.join(typesDir, 'remote-contracts.ts'), source.join('\n'));
}

/** Serves the remotes' type archives: /<remote>/@mf-types.zip and .d.ts. */
function serveTypes() {
  const server = http.createServer((request, response) => {
    const [, remote, file] = /^\/([\w-]+)\/(@mf-types\.(?:zip|d\.ts))$/.exec(request.url ?? '') ?? [];
    if (!remote || !REMOTES.includes(remote)) return response.writeHead(404).end();
    fs.createReadStream(path.join(root, remote, 'dist', file))
      .on('error', () => response.writeHead(404).end())
      .pipe(response);
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

const started = Date.now();
const stale = REMOTES.filter(isStale);
for (const remote of stale) await generate(remote);
const server = await serveTypes();
const origin = `http://127.0.0.1:${server.address().port}`;
try {
  const shellDir = path.join(root, 'shell');
  const moduleFederationConfig = federationOptions(shellDir, 'shell', { host: true });
  const remoteTypeUrls = Object.fromEntries(
    REMOTES.map((remote) => {
      const name = federationName(remote);
      return [name, { alias: name, zip: `${origin}/${remote}/${ZIP}`, api: `${origin}/${remote}/${API}` }];
    }),
  );
  await consumeTypes({ host: { ...HOST_TYPES, moduleFederationConfig, context: shellDir, remoteTypeUrls } });
  writeContractCheck(path.join(shellDir, HOST_TYPES.typesFolder));
} finally {
  server.close();
}
console.log(`Remote types in shell/@mf-types (${stale.length ? `generated for ${stale.join(', ')}; ` : ''}${((Date.now() - started) / 1000).toFixed(1)} s)`);
