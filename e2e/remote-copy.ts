import { execFile, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

/**
 * What a team does outside the portal's own build, for the browser tests: a copy of a remote to
 * change and build alone, a static host for its build, and a second portal pointed at it.
 */
export const REPOSITORY = path.resolve(__dirname, '..');

/** The repository's shared files a remote's build reads, linked beside the copy as they sit beside the remote. */
const SHARED = ['config', 'node_modules', 'scripts', 'shared-ui', 'tsconfig.base.json', 'tsconfig.web.json'];

export interface RemoteCopy {
  dir: string;
  /** Replaces `anchor` in one of the copy's files; fails loudly when the anchor is gone. */
  edit(file: string, anchor: string | RegExp, replacement: string): void;
  /** Adds a file to the copy. */
  add(file: string, text: string): void;
  /** Builds the copy alone, as `npm run build -w <remote>` does; its files land in `dir/dist`. */
  build(): Promise<void>;
  remove(): void;
}

export function copyRemote(pkg: string): RemoteCopy {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'lab-remote-copy-'));
  for (const name of SHARED) fs.symlinkSync(path.join(REPOSITORY, name), path.join(root, name));
  const dir = path.join(root, pkg);
  fs.cpSync(path.join(REPOSITORY, pkg), dir, { recursive: true, filter: (source) => !/[\\/](dist|node_modules|\.tsbuild)$/.test(source) });
  return {
    dir,
    edit(file, anchor, replacement) {
      const target = path.join(dir, file);
      const text = fs.readFileSync(target, 'utf8');
      if (!(typeof anchor === 'string' ? text.includes(anchor) : anchor.test(text))) throw new Error(`${file} no longer has ${anchor}`);
      fs.writeFileSync(target, text.replace(anchor, replacement));
    },
    add(file, text) {
      fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      fs.writeFileSync(path.join(dir, file), text);
    },
    async build() {
      await promisify(execFile)(path.join(REPOSITORY, 'node_modules/.bin/webpack'), ['--mode', 'production'], { cwd: dir, maxBuffer: 32 * 1024 * 1024 });
    },
    remove: () => fs.rmSync(root, { recursive: true, force: true }),
  };
}

/**
 * Adds a page to a copy of mfe-timeline, as its team would: a component in its own folder drawing
 * `element` (with `extra`, code the component's file needs), and its route in `src/routes.ts`.
 */
export function addTimelinePage(copy: RemoteCopy, route: string, { element, extra = '' }: { element: string; extra?: string }): void {
  copy.add('src/features/added/AddedPage.tsx', `${extra}\nexport function AddedPage() {\n  return ${element};\n}\n`);
  copy.edit('src/routes.ts', 'routes: [', `routes: [\n    ${route.replace(/ }$/, '')}, page: () => import(/* webpackMode: "eager" */ './features/added/AddedPage').then((m) => m.AddedPage) },`);
}

const STATS_PAGE = path.join(__dirname, 'remote-fixtures/timeline-stats/StatsPage.tsx');

/**
 * A copy of mfe-timeline with a page a team adds in its own folder: a members-only
 * `/timeline/stats` with a title and an entry in the account menu.
 */
export function timelineWithStatsPage(): RemoteCopy {
  const copy = copyRemote('mfe-timeline');
  copy.add('src/features/stats/StatsPage.tsx', fs.readFileSync(STATS_PAGE, 'utf8'));
  copy.edit(
    'src/routes.ts',
    'routes: [',
    "routes: [\n    { path: '/timeline/stats', guard: 'member', head: { title: 'Timeline statistics' }, page: () => import(/* webpackMode: \"eager\" */ './features/stats/StatsPage').then((m) => m.StatsPage) },",
  );
  copy.edit('src/routes.ts', 'menus: [', "menus: [\n    { menu: 'account', label: 'Timeline statistics', to: '/timeline/stats', order: 31 },");
  return copy;
}

export interface StaticHost {
  origin: string;
  close(): Promise<void>;
}

/** Serves a folder as a CDN would a remote's build: any origin may read it. */
export async function serveFolder(folder: string): Promise<StaticHost> {
  const types: Record<string, string> = { '.js': 'text/javascript', '.json': 'application/json', '.css': 'text/css', '.svg': 'image/svg+xml' };
  const server = http.createServer((request, response) => {
    const file = path.join(folder, decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname));
    response.setHeader('Access-Control-Allow-Origin', '*');
    if (!file.startsWith(folder) || !fs.existsSync(file) || fs.statSync(file).isDirectory()) {
      response.writeHead(404);
      return response.end();
    }
    response.writeHead(200, { 'content-type': types[path.extname(file)] ?? 'application/octet-stream' });
    fs.createReadStream(file).pipe(response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        // A browser or the portal may still hold a connection open: the folder is gone either way.
        server.closeAllConnections();
      }),
  };
}

export interface Portal {
  baseURL: string;
  /** What the server has logged so far. */
  log(): string;
  stop(): Promise<void>;
}

/** Longer than the server's shutdown grace and closing time together (20 s). */
const STOP_WITHIN_MS = 40_000;

/** The production build served as `npm start` serves it, on a data folder and port of its own, with `env` added. */
export async function startPortal(env: Record<string, string>): Promise<Portal> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lab-e2e-portal-'));
  const port = await new Promise<number>((resolve) => {
    const probe = http.createServer().listen(0, '127.0.0.1', () => {
      const { port: free } = probe.address() as AddressInfo;
      probe.close(() => resolve(free));
    });
  });
  let output = '';
  const child: ChildProcess = spawn(process.execPath, ['api/dist/server.js'], {
    cwd: REPOSITORY,
    env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), ADMIN_USERNAME: 'e2eadmin', ADMIN_PASSWORD: 'e2e admin password', LOG_LEVEL: 'info', LOGIN_ATTEMPTS_PER_ADDRESS: '10000', ...env },
  });
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const baseURL = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the portal stopped:\n${output}`);
    if (Date.now() > deadline) throw new Error(`the portal did not start:\n${output}`);
    const up = await fetch(`${baseURL}/api/health`).then((response) => response.ok, () => false);
    if (up) break;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    baseURL,
    log: () => output,
    async stop() {
      const exited = child.exitCode !== null ? Promise.resolve() : new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      // The server gives up on its own after its grace and closing time (startup/shutdown.ts): one
      // that is still running well after is a shutdown that hangs, said here with its log.
      const stopped = await Promise.race([exited.then(() => true), new Promise<boolean>((resolve) => setTimeout(() => resolve(false), STOP_WITHIN_MS))]);
      if (!stopped) child.kill('SIGKILL');
      await exited;
      fs.rmSync(dataDir, { recursive: true, force: true });
      if (!stopped) throw new Error(`the portal did not stop within ${STOP_WITHIN_MS / 1000} s of SIGTERM:\n${output.slice(-4000)}`);
    },
  };
}
