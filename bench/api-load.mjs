// The API under load (autocannon, 50 connections, 127.0.0.1), each endpoint as a share of a bare
// Fastify JSON route measured in the same run: in rounds, the bare route right before the endpoint
// each time, and the median round's share reported. Every request, the bare route's
// included, sends the Accept-Encoding a browser sends (`gzip, deflate, br`), so the API answers as it does visitors:
// its cached reads send their brotli copy; the bare route, which compresses nothing, is unchanged.
// autocannon is kept from decoding the bodies it receives (see skipBodies), for every target alike.
// Run alone (`node bench/api-load.mjs --out FILE`) it measures on the PostgreSQL in
// TEST_DATABASE_URL, as scripts/with-postgres.sh provides.
import autocannon from 'autocannon';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ADMIN, ROOT, login, startSite } from './lib/server.mjs';
import { countsOf, probeSummary, startStaticProbe, staticFileUrl } from './lib/static-probe.mjs';

export const CONNECTIONS = 50;
const BROWSER_HEADERS = { 'accept-encoding': 'gzip, deflate, br' };
/**
 * On this shared two-core machine one pair of runs put the same cached read (the same code path,
 * nothing queried) at 40% of the bare route in one bench run and 65% in the next: the share is
 * the median of ROUNDS pairs, the bare route and the endpoint one after the other, each pair
 * ROUND_SECONDS long a side.
 */
export const ROUNDS = Number(process.env.BENCH_LOAD_ROUNDS || 3);
export const ROUND_SECONDS = Number(process.env.BENCH_LOAD_SECONDS || 4);
const LOGIN_USERS = 50;
const PASSWORD = 'bench user password';
/**
 * autocannon keeps each response's body as a string (`body += chunk`) for `onResponse`, which no
 * target here uses. Compressed bytes are not UTF-8: decoding them costs it about 4 µs per KB
 * against 0.15 for ASCII JSON, which on two cores made the client the bottleneck (the members
 * list's 5 KB of brotli: 15,300 requests/s so, 26,400 without, the server idle 44% of the time).
 * This reaches into its client, so a version that changes it stops the bench rather than mislead.
 */
export function skipBodies(client) {
  if (typeof client.pipelinedRequests?.addBody !== 'function') throw new Error('autocannon changed: see skipBodies in bench/api-load.mjs');
  client.pipelinedRequests.addBody = () => {};
}

function load({ headers, ...options }) {
  return autocannon({
    connections: CONNECTIONS,
    duration: ROUND_SECONDS,
    headers: { ...BROWSER_HEADERS, ...headers },
    setupClient: skipBodies,
    ...options,
  });
}

function summary(result) {
  const statuses = Object.fromEntries(Object.entries(result.statusCodeStats ?? {}).map(([code, { count }]) => [code, count]));
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    maxMs: result.latency.max,
    total: result.requests.total,
    statuses,
    errors: result.errors,
    timeouts: result.timeouts,
  };
}

async function startBare() {
  const child = spawn(process.execPath, [path.join(ROOT, 'bench/bare-server.mjs')], { stdio: ['ignore', 'pipe', 'inherit'] });
  const port = await new Promise((resolve, reject) => {
    child.stdout.once('data', (chunk) => resolve(Number(String(chunk).trim())));
    child.once('exit', (code) => reject(new Error(`bare server exited with ${code}`)));
  });
  return { origin: `http://127.0.0.1:${port}`, stop: () => child.kill('SIGTERM') };
}

/**
 * Users for the login test: with one account, 50 simultaneous logins pass its limit of 10
 * attempts per username (a success clears it, but not before the others counted) and answer 429.
 * Each connection logs in as its own user, and each attempt comes from its own address
 * (X-Forwarded-For, the server trusting the proxy), so every attempt does the full work.
 */
async function makeLoginUsers(origin, cookie) {
  const rotate = await fetch(`${origin}/api/signup-tokens/volunteer/rotate`, { method: 'POST', headers: { cookie, origin } });
  if (!rotate.ok) throw new Error(`rotate sign-up token: ${rotate.status}`);
  const { data } = await rotate.json();
  const users = Array.from({ length: LOGIN_USERS }, (_, index) => `benchuser${index}`);
  for (let start = 0; start < users.length; start += 5) {
    await Promise.all(
      users.slice(start, start + 5).map(async (username, offset) => {
        const response = await fetch(`${origin}/api/users/create`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.9.0.${start + offset + 1}` },
          body: JSON.stringify({
            firstname: 'Bench', lastname: 'User', email: `${username}@example.edu`, project: 'Ideo', position: 'Volunteer',
            username, password: PASSWORD, token: data.token, tokenKey: 'volunteer',
          }),
        });
        if (!response.ok) throw new Error(`sign up ${username}: ${response.status} ${await response.text()}`);
      }),
    );
  }
  return users;
}

function loginRequests(users) {
  let nextUser = 0;
  let attempt = 0;
  return [
    {
      method: 'POST',
      path: '/api/users/login',
      setupRequest(request, context) {
        context.username ??= users[nextUser++ % users.length];
        attempt += 1;
        return {
          ...request,
          headers: { ...request.headers, 'content-type': 'application/json', 'x-forwarded-for': `10.${(attempt >> 16) & 255}.${(attempt >> 8) & 255}.${attempt & 255}` },
          body: JSON.stringify({ username: context.username, password: PASSWORD }),
        };
      },
    },
  ];
}

function sumOf(rounds, pick) {
  return rounds.reduce((sum, round) => sum + pick(round), 0);
}

/**
 * One endpoint in ROUNDS rounds, each the bare route then the endpoint, a static file fetched and
 * the API's event loop watched while the endpoint is under load. Answers the median round's rates
 * and share, the worst round's latencies, and every round's requests, statuses and waits.
 */
async function measureEndpoint(target, { bareUrl, site, staticUrl }) {
  const endpoint = { url: target.url, headers: target.headers, requests: target.requests };
  // A short warm-up so the first measured second is not the JIT's.
  await load({ ...endpoint, duration: 1 });
  const rounds = [];
  const probes = [];
  const loopDelays = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    const bareRate = summary(await load({ url: bareUrl })).requestsPerSecond;
    const stopProbe = startStaticProbe(staticUrl);
    await site.loopDelay.reset();
    const result = summary(await load(endpoint));
    loopDelays.push(await site.loopDelay.read());
    probes.push(await stopProbe());
    rounds.push({ ...result, bareRequestsPerSecond: bareRate, ratioToBare: +(result.requestsPerSecond / bareRate).toFixed(3) });
  }
  const median = [...rounds].sort((a, b) => a.ratioToBare - b.ratioToBare)[Math.floor(rounds.length / 2)];
  return {
    name: target.name,
    requestsPerSecond: median.requestsPerSecond,
    bareRequestsPerSecond: median.bareRequestsPerSecond,
    ratioToBare: median.ratioToBare,
    p50Ms: Math.max(...rounds.map((round) => round.p50Ms)),
    p99Ms: Math.max(...rounds.map((round) => round.p99Ms)),
    maxMs: Math.max(...rounds.map((round) => round.maxMs)),
    total: sumOf(rounds, (round) => round.total),
    statuses: countsOf(rounds.map((round) => round.statuses)),
    errors: sumOf(rounds, (round) => round.errors),
    timeouts: sumOf(rounds, (round) => round.timeouts),
    rounds: rounds.map(({ requestsPerSecond, bareRequestsPerSecond, ratioToBare, p99Ms }) => ({ requestsPerSecond, bareRequestsPerSecond, ratioToBare, p99Ms })),
    staticFileDuringLoad: probeSummary(probes),
    apiLoopDelay: { p99Ms: Math.max(...loopDelays.map((delay) => delay.p99Ms)), maxMs: Math.max(...loopDelays.map((delay) => delay.maxMs)) },
  };
}

/** Load on the bare route and the API's endpoints, against a site started on `databaseUrl` (PGlite when absent). */
export async function measureApi({ databaseUrl } = {}) {
  const bare = await startBare();
  const site = await startSite({ databaseUrl });
  try {
    const cookie = await login(site.origin, ADMIN, { 'x-forwarded-for': '10.8.0.1' });
    const users = await makeLoginUsers(site.origin, cookie);
    const bareUrl = `${bare.origin}/bare`;
    const endpoints = [
      { name: 'GET /api/members', url: `${site.origin}/api/members` },
      { name: 'GET /api/highlights', url: `${site.origin}/api/highlights` },
      { name: 'GET /api/snapshots (logged in)', url: `${site.origin}/api/snapshots`, headers: { cookie } },
      { name: 'POST /api/users/login', url: site.origin, requests: loginRequests(users) },
    ];
    const staticUrl = await staticFileUrl(site.origin);
    const bareRun = summary(await load({ url: bareUrl }));
    const results = [{ name: 'bare Fastify GET /bare', ...bareRun, bareRequestsPerSecond: bareRun.requestsPerSecond, ratioToBare: 1 }];
    for (const endpoint of endpoints) results.push(await measureEndpoint(endpoint, { bareUrl, site, staticUrl }));
    return {
      database: databaseUrl ? 'PostgreSQL' : 'PGlite',
      connections: CONNECTIONS,
      rounds: ROUNDS,
      seconds: ROUND_SECONDS,
      siteStartSeconds: site.startSeconds,
      staticFile: new URL(staticUrl).pathname,
      results,
    };
  } finally {
    await site.stop();
    bare.stop();
  }
}

if (process.argv[1] === new URL(import.meta.url).pathname) {
  const out = process.argv[process.argv.indexOf('--out') + 1];
  const databaseUrl = process.env.TEST_DATABASE_URL;
  if (!databaseUrl) throw new Error('TEST_DATABASE_URL is not set: run under scripts/with-postgres.sh');
  fs.writeFileSync(out, JSON.stringify(await measureApi({ databaseUrl }), null, 2));
}
