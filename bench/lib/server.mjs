// Starts the production API (which also serves the built site) the way e2e/test-server.sh does:
// a throwaway data folder, the demo seed, its own port and an admin account.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

export const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..');
export const ADMIN = { username: 'benchadmin', password: 'bench admin password' };

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

async function waitFor(url, child, seconds) {
  const deadline = Date.now() + seconds * 1000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${url}: the process exited with ${child.exitCode}`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not answer within ${seconds} s`);
}

function askLoopDelay(child, what) {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => done(new Error(`the API did not answer loop-delay:${what}`)), 5000);
    function done(error, value) {
      clearTimeout(timer);
      child.off('message', answer);
      if (error) reject(error);
      else resolve(value);
    }
    function answer(message) {
      if (message?.loopDelay !== undefined) done(undefined, message.loopDelay);
    }
    child.on('message', answer);
    child.send(`loop-delay:${what}`);
  });
}

/**
 * The production server on a free port. `databaseUrl` switches it from PGlite to PostgreSQL.
 * TRUST_PROXY=1 (the bench being the one proxy) lets the login load test give each attempt its own
 * client address (X-Forwarded-For), since the per-address login limit would otherwise answer 429
 * after 100 attempts.
 */
export async function startSite({ databaseUrl } = {}) {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lab-bench.'));
  const env = {
    ...process.env,
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: '127.0.0.1',
    // Canonical and Open Graph URLs name the address the browser (and Lighthouse) uses.
    SITE_URL: `http://127.0.0.1:${port}`,
    ADMIN_USERNAME: ADMIN.username,
    ADMIN_PASSWORD: ADMIN.password,
    SEED_DEMO: 'true',
    LOG_LEVEL: 'warn',
    TRUST_PROXY: '1',
    // As `npm start` runs it (scripts/start.sh).
    MALLOC_ARENA_MAX: process.env.MALLOC_ARENA_MAX ?? '2',
    // Map tiles never leave the machine: the bench blocks this host.
    TILE_URL: 'http://tiles.invalid/{z}/{x}/{y}.png',
  };
  delete env.DATABASE_URL;
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  const child = spawn(process.execPath, ['--require', path.join(ROOT, 'bench/lib/loop-delay.cjs'), path.join(ROOT, 'api/dist/server.js')], {
    env,
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  const origin = `http://127.0.0.1:${port}`;
  const started = Date.now();
  await waitFor(`${origin}/api/health`, child, 120);
  return {
    origin,
    port,
    pid: child.pid,
    startSeconds: (Date.now() - started) / 1000,
    /** The API's event-loop delay (see loop-delay.cjs): `reset` opens a window, `read` answers its p99 and max in ms. */
    loopDelay: { reset: () => askLoopDelay(child, 'reset'), read: () => askLoopDelay(child, 'read') },
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10000))]);
        if (child.exitCode === null) child.kill('SIGKILL');
      }
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Logs in through the API and returns the session cookie ("name=value"). */
export async function login(origin, account = ADMIN, headers = {}) {
  const response = await fetch(`${origin}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin, ...headers },
    body: JSON.stringify(account),
  });
  if (!response.ok) throw new Error(`login as ${account.username}: ${response.status} ${await response.text()}`);
  const cookie = response.headers.getSetCookie().map((line) => line.split(';')[0]);
  return cookie.join('; ');
}

/** The session of an API login as Playwright cookies for `origin`: a browser context logged in. */
export async function loginCookies(origin, account = ADMIN) {
  return (await login(origin, account)).split('; ').map((pair) => ({ name: pair.slice(0, pair.indexOf('=')), value: pair.slice(pair.indexOf('=') + 1), url: origin }));
}
