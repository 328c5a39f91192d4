import fs from 'node:fs';
import http, { type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { gunzipSync } from 'node:zlib';
import { extract } from 'tar-stream';

const folders: string[] = [];

/** A new empty folder in the system's temporary folder, until removeTemporaryFolders. */
export function temporaryFolder(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lab-deploy-'));
  folders.push(dir);
  return dir;
}

export function removeTemporaryFolders(): void {
  for (const dir of folders.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
}

/** Sources dated this long before the build, so that the build counts as up to date. */
const AGE_S = 100;

/**
 * A repository in a temporary folder with one remote, `mfe-timeline`, built after its last change,
 * beside shared-ui and config as the real ones sit. Returns the remote's folder.
 */
export function makeRemote(dist: Record<string, string | Buffer> = defaultDist()): string {
  const root = temporaryFolder();
  const dir = path.join(root, 'mfe-timeline');
  const sources: Record<string, string> = {
    'mfe-timeline/package.json': JSON.stringify({ name: 'mfe-timeline', scripts: { build: 'webpack --mode production' } }),
    'mfe-timeline/tsconfig.json': '{}',
    'mfe-timeline/webpack.config.cjs': 'module.exports = {};',
    'mfe-timeline/src/index.ts': "import('./bootstrap');",
    'mfe-timeline/src/app/routes.tsx': 'export const routes = [];',
    'mfe-timeline/src/app/routes.test.tsx': 'test.todo;',
    'shared-ui/src/index.ts': 'export {};',
    'config/federation.cjs': 'module.exports = {};',
  };
  const then = Date.now() / 1000 - AGE_S;
  for (const [file, text] of Object.entries(sources)) {
    write(path.join(root, file), text);
    fs.utimesSync(path.join(root, file), then, then);
  }
  for (const [file, content] of Object.entries(dist)) write(path.join(dir, 'dist', file), content);
  return dir;
}

function defaultDist(): Record<string, string> {
  return {
    'remoteEntry.js': 'var mfe_timeline;',
    'mf-manifest.json': '{"name":"mfe_timeline"}',
    'route-manifest.json': '{"routes":[]}',
  };
}

export function write(file: string, content: string | Buffer): void {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, content);
}

/** Sets a file's times `seconds` away from now. */
export function touch(file: string, seconds: number): void {
  const when = Date.now() / 1000 + seconds;
  fs.utimesSync(file, when, when);
}

export interface ArchiveEntry {
  type: string;
  content: Buffer;
}

/** A .tar.gz's entries by name, read back as the portal would. */
export function readArchive(archive: Buffer): Promise<Map<string, ArchiveEntry>> {
  return new Promise((resolve, reject) => {
    const entries = new Map<string, ArchiveEntry>();
    const reader = extract();
    reader.on('entry', (header, stream, next) => {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: unknown) => chunks.push(chunk as Buffer));
      stream.on('end', () => {
        entries.set(header.name, { type: header.type ?? 'file', content: Buffer.concat(chunks) });
        next();
      });
    });
    reader.on('finish', () => resolve(entries));
    reader.on('error', reject);
    reader.end(gunzipSync(archive));
  });
}

/** A stream standing in for stdout or stderr, keeping what is written. */
export function capture(isTTY = false): Writable & { isTTY: boolean; text: () => string } {
  let text = '';
  const stream = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      text += chunk.toString();
      callback();
    },
  });
  return Object.assign(stream, { isTTY, text: () => text });
}

export interface Received {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

export interface Reply {
  status: number;
  /** JSON, or a string sent as an HTML page. */
  body: unknown;
}

/** The limits the portal tells in its status (the registry's own). */
export const LIMITS = { bundleBytes: 20 * 1024 * 1024, unpackedBytes: 100 * 1024 * 1024, files: 5000, nameLength: 255 };

/** GET /api/remotes/{name}/status as the portal answers it: by default version 1 active, nothing deployed. */
export function statusReply(data: Record<string, unknown> = {}): Reply {
  const build = { version: 1, createdAt: null, by: null, git: null, state: 'active', sha256: null };
  return { status: 200, body: { data: { name: 'mfe-timeline', activeVersion: 1, rollout: null, versions: [build], automaticRollbacks: [], refusals: [], limits: LIMITS, ...data } } };
}

const servers: http.Server[] = [];

/**
 * A stand-in portal on 127.0.0.1 that keeps what it was sent and answers with `reply`; what that
 * leaves unanswered gets the portal's ordinary answers: the status above, no other remote's pages.
 */
export async function fakePortal(reply: (request: Received) => Reply | undefined = () => undefined): Promise<{ url: string; received: Received[] }> {
  const received: Received[] = [];
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const got = { method: request.method ?? '', url: request.url ?? '', headers: request.headers, body: Buffer.concat(chunks) };
      received.push(got);
      const { status, body } = reply(got) ?? ordinaryAnswer(got);
      const text = typeof body === 'string' ? body : JSON.stringify(body);
      response.writeHead(status, { 'content-type': typeof body === 'string' ? 'text/html' : 'application/json' }).end(text);
    });
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, received };
}

/** The shell's shared modules as its build lists them: React 19 and shared-ui, singletons. */
export const SHELL_SHARED = [
  { name: 'react', version: '19.3.1', singleton: true, requiredVersion: '^19.2.0' },
  { name: 'react-dom', version: '19.3.1', singleton: true, requiredVersion: '^19.2.0' },
  { name: 'shared-ui', version: '0.0.0', singleton: true, requiredVersion: '^0.0.0' },
];

function ordinaryAnswer(request: Received): Reply {
  if (request.method === 'GET' && request.url.endsWith('/status')) return statusReply();
  if (request.method === 'GET' && request.url === '/remotes.json') return { status: 200, body: { routes: [] } };
  if (request.method === 'GET' && request.url === '/mf-manifest.json') return { status: 200, body: { name: 'shell', shared: SHELL_SHARED } };
  return { status: 404, body: { statusCode: 404, error: 'Not Found', message: `Nothing here: ${request.method} ${request.url}` } };
}

export function closePortals(): void {
  for (const server of servers.splice(0)) server.close();
}

/** The requests that changed something: the uploads and the registry's POSTs, without the reads. */
export const posts = (received: Received[]) => received.filter((request) => request.method === 'POST');
