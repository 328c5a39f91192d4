// Lighthouse (mobile preset, its default) on each route, in Debian's Chromium, the median of
// BENCH_LIGHTHOUSE_RUNS runs (3). Logged-in routes send the session cookie of an API login to the
// site as an extra header, to their zero-JS copy too. Each route is followed at once by its zero-JS copy
// (zero-js.mjs), so the two LCPs compared come from the same minutes of this shared machine's load.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { login } from './lib/server.mjs';

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

// Lighthouse's own advice: its simulated timings follow the machine's load, so take the median of
// several runs; a run that failed (its message says to run it again) is run again, up to a limit.
const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS || 3);
const MAX_ATTEMPTS = RUNS * 2;

const lcpOf = (lhr) => lhr.audits['largest-contentful-paint']?.numericValue ?? Infinity;

/**
 * The median run by performance score, and every successful run's score and LCP (in the same
 * order). Equal scores are ordered by LCP, worst first: the zero-JS copies score alike in every
 * run, and their median must still be the median LCP rather than whichever run came first.
 */
async function medianRun(port, url, flags) {
  const runs = [];
  let last;
  for (let attempt = 0; attempt < MAX_ATTEMPTS && runs.length < RUNS; attempt += 1) {
    const { lhr } = await lighthouse(url, { port, output: 'json', logLevel: 'error', ...flags });
    last = lhr;
    if (!lhr.runtimeError && lhr.categories.performance?.score != null) runs.push(lhr);
  }
  if (runs.length === 0) return { lhr: last, performanceRuns: [], lcpRuns: [] };
  runs.sort((a, b) => a.categories.performance.score - b.categories.performance.score || lcpOf(b) - lcpOf(a));
  return {
    lhr: runs[Math.floor((runs.length - 1) / 2)],
    performanceRuns: runs.map((lhr) => Math.round(lhr.categories.performance.score * 100)),
    lcpRuns: runs.map((lhr) => Math.round(lcpOf(lhr))),
  };
}

/** One route at one origin, as a row of bench/results.json; `cookie` is a logged-in route's session. */
async function audit(port, origin, route, categories, cookie) {
  const extraHeaders = cookie ? { Cookie: cookie } : undefined;
  const started = Date.now();
  // The 404 page is meant to answer 404, which Lighthouse otherwise refuses to measure.
  const { lhr, performanceRuns, lcpRuns } = await medianRun(port, origin + route.path, { onlyCategories: categories, extraHeaders, ignoreStatusCode: Boolean(route.notFound) });
  const score = (id) => (lhr.categories[id]?.score == null ? null : Math.round(lhr.categories[id].score * 100));
  const figure = (id) => lhr.audits[id]?.numericValue;
  const failing = Object.values(lhr.audits)
    .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary')
    .map((a) => a.id);
  return {
    route: route.path,
    pattern: route.pattern,
    loggedIn: route.loggedIn,
    finalUrl: lhr.finalDisplayedUrl,
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    cls: +(figure('cumulative-layout-shift') ?? NaN).toFixed(3),
    fcpMs: Math.round(figure('first-contentful-paint')),
    lcpMs: Math.round(figure('largest-contentful-paint')),
    tbtMs: Math.round(figure('total-blocking-time')),
    failingAudits: failing,
    // What moved, for CLS: the shifted elements Lighthouse names, with each shift's score.
    layoutShifts: (lhr.audits['layout-shifts']?.details?.items ?? []).map((item) => ({
      score: +(item.score ?? 0).toFixed(3),
      node: item.node?.selector ?? item.node?.nodeLabel ?? null,
    })),
    runtimeError: lhr.runtimeError?.message ?? null,
    performanceRuns,
    lcpRuns,
    seconds: (Date.now() - started) / 1000,
  };
}

/**
 * Every route at `origin`, and, given `zeroJs` (zero-js.mjs), each route's copy right after it
 * (performance only: its other categories say nothing of the site). Answers the real pages' rows
 * and the copies' rows, each copy with the real page's LCP over its own.
 */
export async function runLighthouse(origin, routes, { zeroJs, progress = () => {} } = {}) {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH || '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
  try {
    const pages = [];
    const copies = [];
    for (const [index, route] of routes.entries()) {
      // The site answers a login only from its own origin: the copy's server passes this session on.
      const cookie = route.loggedIn ? await login(origin) : undefined;
      const real = await audit(chrome.port, origin, route, CATEGORIES, cookie);
      pages.push(real);
      let line = `Lighthouse ${index + 1}/${routes.length} ${route.path}${route.loggedIn ? ' (logged in)' : ''}: performance ${real.performance}, LCP ${real.lcpMs} ms`;
      if (zeroJs) {
        const copy = await audit(chrome.port, zeroJs.origin, route, ['performance'], cookie);
        const lcpRatio = real.lcpMs > 0 && copy.lcpMs > 0 ? +(real.lcpMs / copy.lcpMs).toFixed(3) : null;
        const { route: path, pattern, performance, fcpMs, lcpMs, cls, tbtMs, performanceRuns, lcpRuns, runtimeError, seconds } = copy;
        copies.push({ route: path, pattern, performance, fcpMs, lcpMs, cls, tbtMs, performanceRuns, lcpRuns, runtimeError, seconds, realLcpMs: real.lcpMs, lcpRatio, document: zeroJs.documents.get(path) });
        line += `; zero-JS LCP ${copy.lcpMs} ms (real / zero-JS ${lcpRatio ?? '?'})`;
      }
      progress(line);
    }
    return { pages, copies };
  } finally {
    await chrome.kill();
  }
}
