// Server-rendered pages per second, against a static file of the site, as a visitor asks for them
// (no cookie, Accept: text/html, Accept-Encoding: gzip), with api-load.mjs's load (autocannon, its
// connections, rounds and seconds): in each round the static file, then the page. While a page
// is under load, answers are sampled and looked into, since a page that failed to render (or
// gave up under load) may still answer 200 with the bare shell. And the resident memory of the
// API and of the processes it started (the render process), before the load, at its peak, after.
// Run alone: `node bench/render-rate.mjs` (prints its results as JSON).
import autocannon from 'autocannon';
import fs from 'node:fs';
import path from 'node:path';
import { CONNECTIONS, ROUNDS, ROUND_SECONDS, skipBodies } from './api-load.mjs';
import { treeMemory } from './lib/process-memory.mjs';
import { ROOT, startSite } from './lib/server.mjs';
import { staticFileUrl } from './lib/static-probe.mjs';
import { routesToMeasure } from './public-routes.mjs';

/** The pages the issue names; the highlight by its pattern, as its id is the seed's. */
const PAGES = ['/', '/People', '/projects/NOVA', '/lab_highlights/:highlightId'];
const VISITOR = { accept: 'text/html', 'accept-encoding': 'gzip' };
/** The sampler runs in the load's own thread: with this pause it takes a few dozen answers a second. */
const SAMPLE_PAUSE_MS = 50;
const MEMORY_EVERY_MS = 1000;

function load(url, duration = ROUND_SECONDS) {
  return autocannon({ url, connections: CONNECTIONS, duration, headers: VISITOR, setupClient: skipBodies });
}

function summary(result) {
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    maxMs: result.latency.max,
    // Headers included: the static file's and the page's are alike.
    bytesPerAnswer: result.requests.total ? Math.round(result.throughput.total / result.requests.total) : 0,
    total: result.requests.total,
    statuses: Object.fromEntries(Object.entries(result.statusCodeStats ?? {}).map(([code, { count }]) => [code, count])),
    errors: result.errors,
    timeouts: result.timeouts,
  };
}

/**
 * `<div id="root">`'s opening tag and what it holds. The root is the body's last element (the
 * shell's index.html): it ends at the last `</div>` before `</body>`.
 */
function rootOf(html) {
  const open = /<div\b(?=[^>]*\sid=(?:"root"|'root'|root(?=[\s>])))[^>]*>/i.exec(html);
  if (!open) return undefined;
  const start = open.index + open[0].length;
  const bodyEnd = html.lastIndexOf('</body>');
  const end = html.lastIndexOf('</div>', bodyEnd < 0 ? html.length : bodyEnd);
  return { tag: open[0], inner: html.slice(start, Math.max(start, end)) };
}

/** What the root holds before any rendering: the bar the shell's index.html paints first. */
function placeholder() {
  return rootOf(fs.readFileSync(path.join(ROOT, 'shell/dist/index.html'), 'utf8'))?.inner ?? '';
}

/** Fetches `url` one request at a time, a pause between, until stopped; counts what the answers' roots hold. */
function sampleAnswers(url, bar) {
  const counts = { checked: 0, failed: 0, gzip: 0, marked: 0, withContent: 0 };
  let stopping = false;
  const done = (async () => {
    while (!stopping) {
      counts.checked += 1;
      try {
        const response = await fetch(url, { headers: VISITOR });
        const root = rootOf(await response.text());
        if (response.headers.get('content-encoding') === 'gzip') counts.gzip += 1;
        if (root && /\sdata-ssr\b/i.test(root.tag)) counts.marked += 1;
        if (root && /\S/.test(root.inner.replace(bar, ''))) counts.withContent += 1;
      } catch {
        // A refused or broken answer under load is a finding, not the end of the bench.
        counts.failed += 1;
      }
      await new Promise((resolve) => setTimeout(resolve, SAMPLE_PAUSE_MS));
    }
  })();
  return async () => {
    stopping = true;
    await done;
    return counts;
  };
}

/** One page in ROUNDS rounds, the static file right before it each time: the median round's rates and share, the worst round's latencies. */
async function measurePage(url, staticUrl, bar) {
  // A short warm-up so the first measured second is not the JIT's (nor the render process's first start).
  await load(url, 1);
  const rounds = [];
  const samples = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    const staticRate = summary(await load(staticUrl)).requestsPerSecond;
    const stopSampling = sampleAnswers(url, bar);
    const result = summary(await load(url));
    samples.push(await stopSampling());
    rounds.push({ ...result, staticRequestsPerSecond: staticRate, ratioToStatic: +(result.requestsPerSecond / staticRate).toFixed(3) });
  }
  const median = [...rounds].sort((a, b) => a.ratioToStatic - b.ratioToStatic)[Math.floor(rounds.length / 2)];
  const sum = (list, pick) => list.reduce((total, item) => total + pick(item), 0);
  return {
    requestsPerSecond: median.requestsPerSecond,
    staticRequestsPerSecond: median.staticRequestsPerSecond,
    ratioToStatic: median.ratioToStatic,
    p50Ms: Math.max(...rounds.map((round) => round.p50Ms)),
    p99Ms: Math.max(...rounds.map((round) => round.p99Ms)),
    maxMs: Math.max(...rounds.map((round) => round.maxMs)),
    bytesPerAnswer: median.bytesPerAnswer,
    total: sum(rounds, (round) => round.total),
    statuses: rounds.reduce((total, round) => {
      for (const [code, count] of Object.entries(round.statuses)) total[code] = (total[code] ?? 0) + count;
      return total;
    }, {}),
    errors: sum(rounds, (round) => round.errors),
    timeouts: sum(rounds, (round) => round.timeouts),
    rounds: rounds.map(({ requestsPerSecond, staticRequestsPerSecond, ratioToStatic, p99Ms }) => ({ requestsPerSecond, staticRequestsPerSecond, ratioToStatic, p99Ms })),
    answersSampled: Object.fromEntries(Object.keys(samples[0]).map((key) => [key, sum(samples, (sample) => sample[key])])),
  };
}

/**
 * On a site of its own (PGlite, demo seed), so that "before" is the memory of an API that has
 * rendered nothing under load yet. It is read after the static file's load, not at start: the
 * start (seeding, its images) leaves a few hundred MB that the first busy seconds give back.
 */
export async function measureRenderRate({ progress = () => {} } = {}) {
  const site = await startSite();
  let sampler;
  try {
    const { routes } = await routesToMeasure(site.origin, PAGES);
    const staticUrl = await staticFileUrl(site.origin);
    const bar = placeholder();
    await load(staticUrl, 1);
    const staticFile = { path: new URL(staticUrl).pathname, ...summary(await load(staticUrl)) };
    progress(`static file ${staticFile.path}: ${staticFile.requestsPerSecond} req/s`);
    const before = treeMemory(site.pid);
    let peak = before;
    sampler = setInterval(() => {
      const now = treeMemory(site.pid);
      if (now.totalMB > peak.totalMB) peak = now;
    }, MEMORY_EVERY_MS);
    const pages = [];
    for (const route of routes) {
      const page = { route: route.path, pattern: route.pattern, ...(await measurePage(site.origin + route.path, staticUrl, bar)) };
      pages.push(page);
      progress(`${route.path}: ${page.requestsPerSecond} pages/s (${(page.ratioToStatic * 100).toFixed(1)}% of the static file); root with content in ${page.answersSampled.withContent} of ${page.answersSampled.checked} sampled answers, data-ssr in ${page.answersSampled.marked}`);
    }
    return { connections: CONNECTIONS, rounds: ROUNDS, seconds: ROUND_SECONDS, headers: VISITOR, staticFile, pages, memory: { before, peak, after: treeMemory(site.pid) } };
  } finally {
    clearInterval(sampler);
    await site.stop();
  }
}

if (process.argv[1] === new URL(import.meta.url).pathname) {
  console.log(JSON.stringify(await measureRenderRate({ progress: (line) => console.error(line) }), null, 2));
}
