// A static file fetched one request at a time while the API is under load: how long a visitor's
// file waits behind the API's work (bench/api-load.mjs).
import { Worker } from 'node:worker_threads';

/** The longest a static file may wait behind the API's work (PGlite runs on the main thread). */
const STATIC_BUDGET_MS = 50;

/**
 * Fetches one static file over and over, one request at a time, until told to stop, and answers
 * each request's latency. In a thread of its own, so that autocannon's busy loop does not count.
 */
const PROBE = `
const { parentPort, workerData } = require('node:worker_threads');
const http = require('node:http');
const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
let stopping = false;
parentPort.once('message', () => (stopping = true));
const latencies = [];
const statuses = {};
function once() {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    http.get(workerData.url, { agent }, (response) => {
      response.resume();
      response.on('end', () => {
        latencies.push(performance.now() - started);
        statuses[response.statusCode] = (statuses[response.statusCode] ?? 0) + 1;
        resolve();
      });
    }).on('error', reject);
  });
}
(async () => {
  while (!stopping) {
    await once();
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  agent.destroy();
  parentPort.postMessage({ latencies, statuses });
})();
`;

export function startStaticProbe(url) {
  const worker = new Worker(PROBE, { eval: true, workerData: { url } });
  return async function stop() {
    const done = new Promise((resolve, reject) => {
      worker.once('message', resolve);
      worker.once('error', reject);
    });
    worker.postMessage('stop');
    const answer = await done;
    await worker.terminate();
    return answer;
  };
}

/** Status counts ({ '200': n }) of several runs, added up. */
export function countsOf(runs) {
  const total = {};
  for (const run of runs) for (const [code, count] of Object.entries(run)) total[code] = (total[code] ?? 0) + count;
  return total;
}

/** The static file's waits over every round of an endpoint. */
export function probeSummary(rounds) {
  const sorted = rounds.flatMap((round) => round.latencies).sort((a, b) => a - b);
  const statuses = countsOf(rounds.map((round) => round.statuses));
  const at = (share) => +(sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))] ?? 0).toFixed(1);
  return { requests: sorted.length, statuses, p50Ms: at(0.5), p99Ms: at(0.99), maxMs: +(sorted.at(-1) ?? 0).toFixed(1), budgetMs: STATIC_BUDGET_MS };
}

/**
 * The home page's remote entry, as the page names it: a static file of about 5 KB, served without
 * the database, so its wait measures the queue, not the transfer. (It was the shell's main.js
 * until that grew from 5 to 102 KB gzip with React in it: its p99 then measured sending 100 KB
 * beside 50 busy connections.)
 */
export async function staticFileUrl(origin) {
  const page = await (await fetch(`${origin}/`)).text();
  // Named by a preload (minified: maybe without quotes) or, on a page the server drew, in the
  // list of what starts after its first paint (a JSON string).
  const entry = /"?(\/remotes\/[^"\s>]+\/remoteEntry\.js)/.exec(page)?.[1];
  if (!entry) throw new Error("no remote entry in the site's page: are the shell and the home page's remote built?");
  return `${origin}${entry}`;
}
