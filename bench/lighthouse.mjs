// Lighthouse (mobile preset, its default) on each route, in Debian's Chromium, the median of
// BENCH_LIGHTHOUSE_RUNS runs (3). Logged-in routes send the session cookie of an API login as an
// extra header.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { login } from './lib/server.mjs';

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

// Lighthouse's own advice: its simulated timings follow the machine's load, so take the median of
// several runs; a run that failed (its message says to run it again) is run again, up to a limit.
const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS || 3);
const MAX_ATTEMPTS = RUNS * 2;

/** The median run by performance score, and every successful run's score. */
async function medianRun(port, url, extraHeaders) {
  const runs = [];
  let last;
  for (let attempt = 0; attempt < MAX_ATTEMPTS && runs.length < RUNS; attempt += 1) {
    const { lhr } = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES, extraHeaders });
    last = lhr;
    if (!lhr.runtimeError && lhr.categories.performance?.score != null) runs.push(lhr);
  }
  if (runs.length === 0) return { lhr: last, performanceRuns: [] };
  runs.sort((a, b) => a.categories.performance.score - b.categories.performance.score);
  return { lhr: runs[Math.floor((runs.length - 1) / 2)], performanceRuns: runs.map((lhr) => Math.round(lhr.categories.performance.score * 100)) };
}

export async function runLighthouse(origin, routes) {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH || '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
  try {
    const results = [];
    for (const route of routes) {
      const extraHeaders = route.loggedIn ? { Cookie: await login(origin) } : undefined;
      const started = Date.now();
      const { lhr, performanceRuns } = await medianRun(chrome.port, origin + route.path, extraHeaders);
      const score = (id) => (lhr.categories[id]?.score == null ? null : Math.round(lhr.categories[id].score * 100));
      const audit = (id) => lhr.audits[id]?.numericValue;
      const failing = Object.values(lhr.audits)
        .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary')
        .map((a) => a.id);
      results.push({
        route: route.path,
        loggedIn: route.loggedIn,
        finalUrl: lhr.finalDisplayedUrl,
        performance: score('performance'),
        accessibility: score('accessibility'),
        bestPractices: score('best-practices'),
        seo: score('seo'),
        cls: +(audit('cumulative-layout-shift') ?? NaN).toFixed(3),
        fcpMs: Math.round(audit('first-contentful-paint')),
        lcpMs: Math.round(audit('largest-contentful-paint')),
        tbtMs: Math.round(audit('total-blocking-time')),
        failingAudits: failing,
        // What moved, for CLS: the shifted elements Lighthouse names, with each shift's score.
        layoutShifts: (lhr.audits['layout-shifts']?.details?.items ?? []).map((item) => ({
          score: +(item.score ?? 0).toFixed(3),
          node: item.node?.selector ?? item.node?.nodeLabel ?? null,
        })),
        runtimeError: lhr.runtimeError?.message ?? null,
        performanceRuns,
        seconds: (Date.now() - started) / 1000,
      });
    }
    return results;
  } finally {
    await chrome.kill();
  }
}
