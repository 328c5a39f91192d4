// The soak: the production API (PGlite, demo seed) under the bench's load (autocannon, 50
// connections) for 60 seconds (BENCH_SOAK_SECONDS to shorten) over a mix of public reads, a
// logged-in read and writes. Counts every request that is not answered 2xx/3xx, and reads the
// API process's resident memory (VmRSS) after a warm-up and at the end.
// Run alone: `node bench/soak.mjs` (needs the built API: npm run build -w api).
import autocannon from 'autocannon';
import { rssKB } from './lib/process-memory.mjs';
import { ADMIN, login, startSite } from './lib/server.mjs';

const CONNECTIONS = 50;
const SECONDS = Number(process.env.BENCH_SOAK_SECONDS || 60);
// Long enough for the JIT and for the start-up's transient memory (seeding, first images) to settle.
const WARM_UP_SECONDS = 10;
/**
 * RSS may float with V8's heap sizing and the allocator without anything leaking, so "flat" means
 * the end is at most 1.5 × the start after the warm-up. A leak of even 1 KB per request would, at
 * this rate, add more than that within the minute.
 */
const FLAT_RATIO = 1.5;

/**
 * Each connection goes round: the members and highlights lists (public), the timeline (logged
 * in), then posts a timeline entry and deletes it again, so the data stays the same size and any
 * growth in memory is the process's own.
 */
function mix(cookie, origin) {
  const write = { cookie, origin, 'content-type': 'application/json' };
  const entry = JSON.stringify({
    title: 'Soak entry',
    project: 'NOVA',
    categories: ['Progress'],
    descriptions: ['Posted and deleted by the soak.'],
    date: '2026-01-15T10:00:00.000Z',
  });
  return [
    { method: 'GET', path: '/api/members' },
    { method: 'GET', path: '/api/highlights' },
    { method: 'GET', path: '/api/snapshots', headers: { cookie } },
    {
      method: 'POST',
      path: '/api/snapshots',
      headers: write,
      body: entry,
      onResponse(status, body, context) {
        context.created = status === 200 ? JSON.parse(body).data._id : undefined;
      },
    },
    {
      method: 'DELETE',
      setupRequest: (request, context) => ({ ...request, path: `/api/snapshots/${context.created ?? 'none'}`, headers: { cookie, origin } }),
    },
  ];
}

function run(url, requests, duration) {
  return autocannon({ url, connections: CONNECTIONS, duration, requests });
}

/** Soaks the API on PGlite; answers the figures for bench/results.json. */
export async function soak() {
  const site = await startSite();
  try {
    const cookie = await login(site.origin, ADMIN, { 'x-forwarded-for': '10.7.0.1' });
    const requests = mix(cookie, site.origin);
    await run(site.origin, requests, WARM_UP_SECONDS);
    const startRssKB = rssKB(site.pid);
    // Every 5 s, so a slow climb shows even when the end stays under the threshold.
    const samplesKB = [];
    const sampler = setInterval(() => samplesKB.push(rssKB(site.pid)), 5000);
    const result = await run(site.origin, requests, SECONDS);
    clearInterval(sampler);
    const endRssKB = rssKB(site.pid);
    const statuses = Object.fromEntries(Object.entries(result.statusCodeStats ?? {}).map(([code, { count }]) => [code, count]));
    const failedStatuses = Object.entries(statuses).filter(([code]) => Number(code) >= 400).reduce((sum, [, count]) => sum + count, 0);
    return {
      database: 'PGlite',
      connections: CONNECTIONS,
      seconds: SECONDS,
      warmUpSeconds: WARM_UP_SECONDS,
      requests: result.requests.total,
      requestsPerSecond: Math.round(result.requests.average),
      p99Ms: result.latency.p99,
      statuses,
      failedStatuses,
      errors: result.errors,
      timeouts: result.timeouts,
      startRssMB: +(startRssKB / 1024).toFixed(1),
      peakRssMB: +(Math.max(startRssKB, endRssKB, ...samplesKB) / 1024).toFixed(1),
      rssEvery5sMB: samplesKB.map((kb) => +(kb / 1024).toFixed(1)),
      endRssMB: +(endRssKB / 1024).toFixed(1),
      flatRatio: FLAT_RATIO,
      flat: endRssKB <= startRssKB * FLAT_RATIO,
    };
  } finally {
    await site.stop();
  }
}

if (process.argv[1] === new URL(import.meta.url).pathname) {
  console.log(JSON.stringify(await soak(), null, 2));
}
