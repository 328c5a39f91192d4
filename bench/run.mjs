// `npm run bench`: builds what is stale, then measures the production build in Chromium
// (bytes, requests, chains, shared libraries) on every public route of the route table, the 404
// page and the members' pages, first paint → hydrated on a phone, Lighthouse beside each page's
// zero-JS copy, rendered pages per second and the API's memory, the API under load on PGlite and
// PostgreSQL, and build times. Writes bench/results.json and prints the tables and budgets.
// Options: --skip-hydration, --skip-lighthouse, --skip-render, --skip-api, --skip-postgres,
// --skip-soak, --skip-builds, and --routes=/,/People (routes by URL or pattern) for quicker partial runs.
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { measureApi } from './api-load.mjs';
import { measureBuilds } from './build-times.mjs';
import { measureHydration } from './hydration.mjs';
import { runLighthouse } from './lighthouse.mjs';
import { soak } from './soak.mjs';
import { ROOT, startSite } from './lib/server.mjs';
import { measurePages } from './pages.mjs';
import { routesToMeasure } from './public-routes.mjs';
import { measureRenderRate } from './render-rate.mjs';
import { budgets, markdown } from './report.mjs';
import { startZeroJsSite } from './zero-js.mjs';

const skip = (what) => process.argv.includes(`--skip-${what}`);
const only = process.argv.find((arg) => arg.startsWith('--routes='))?.slice('--routes='.length).split(',').filter(Boolean);
const git = (...args) => execFileSync('git', args, { cwd: ROOT, encoding: 'utf8' }).trim();
const started = Date.now();
const step = (text) => console.log(`[${((Date.now() - started) / 1000).toFixed(0).padStart(4)} s] ${text}`);

process.env.CHROME_PATH ||= '/usr/bin/chromium';
const results = {
  date: new Date().toISOString(),
  commit: git('rev-parse', 'HEAD'),
  dirty: git('status', '--porcelain').length > 0,
  machine: {
    cpus: os.cpus().length,
    cpuModel: os.cpus()[0]?.model.trim(),
    memoryGB: Math.round(os.totalmem() / 2 ** 30),
    os: `${os.type()} ${os.release()}`,
    node: process.version,
    chromium: execFileSync(process.env.CHROME_PATH, ['--version'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim(),
  },
};

step('building what is stale');
try {
  execFileSync(process.execPath, [path.join(ROOT, 'scripts/build-if-stale.mjs')], { cwd: ROOT, stdio: 'inherit' });
} catch {
  // Work in progress elsewhere in the tree may not compile; measure the last good build and say so.
  results.buildWarning = 'build-if-stale failed; measured the build output already on disk';
  step(`warning: ${results.buildWarning}`);
}

const site = await startSite();
try {
  step(`site up on ${site.origin} (PGlite, demo seed) in ${site.startSeconds} s; reading its routes`);
  const { routes, unmeasured } = await routesToMeasure(site.origin, only);
  results.routes = routes;
  results.unmeasuredRoutes = unmeasured;
  if (unmeasured.length) step(`warning: public routes without a URL to measure: ${unmeasured.join(', ')}`);
  step(`${routes.length} routes (${routes.map((route) => route.path).join(', ')}); first load in Chromium`);
  results.pages = await measurePages(site.origin, routes);
  if (!skip('hydration')) {
    step(`first paint → hydrated on a phone (412 px, slow 4G, CPU × 4), median of ${process.env.BENCH_HYDRATION_LOADS || 3} loads`);
    results.hydration = await measureHydration(site.origin, routes, { progress: step });
  }
  if (!skip('lighthouse')) {
    step(`zero-JS copies of ${routes.length} routes`);
    const zeroJs = await startZeroJsSite(site.origin, routes);
    try {
      step(`Lighthouse (mobile preset, median of ${process.env.BENCH_LIGHTHOUSE_RUNS || 3}), each route then its zero-JS copy on ${zeroJs.origin}`);
      const { pages, copies } = await runLighthouse(site.origin, routes, { zeroJs, progress: step });
      results.lighthouse = pages;
      results.zeroJs = copies;
    } finally {
      await zeroJs.stop();
    }
  }
} finally {
  await site.stop();
}

if (!skip('render')) {
  step('rendered pages per second against a static file, and the API\'s memory (a site of its own)');
  results.renderRate = await measureRenderRate({ progress: step });
}

results.api = [];
results.apiErrors = [];
if (!skip('api')) {
  step('API under load on PGlite');
  results.api.push(await measureApi());
  if (!skip('postgres')) {
    step('API under load on PostgreSQL (scripts/with-postgres.sh)');
    const out = path.join(os.tmpdir(), `lab-bench-pg-${process.pid}.json`);
    const run = spawnSync('bash', [path.join(ROOT, 'scripts/with-postgres.sh'), process.execPath, path.join(ROOT, 'bench/api-load.mjs'), '--out', out], {
      cwd: ROOT,
      stdio: ['ignore', 'inherit', 'pipe'],
      encoding: 'utf8',
    });
    if (run.status === 0 && fs.existsSync(out)) {
      results.api.push(JSON.parse(fs.readFileSync(out, 'utf8')));
      fs.rmSync(out);
    } else {
      results.apiErrors.push(`PostgreSQL: ${run.stderr.trim().split('\n').slice(-3).join(' ') || `exit ${run.status}`}`);
    }
  }
}

if (!skip('soak')) {
  step(`soak: ${process.env.BENCH_SOAK_SECONDS || 60} s under load on PGlite, memory watched`);
  results.soak = await soak();
}

if (!skip('builds')) {
  step('build times (in a clone under /tmp)');
  try {
    results.builds = measureBuilds();
  } catch (error) {
    results.buildError = String(error.stderr ?? error.message).trim().split('\n').slice(-5).join('\n');
  }
}

results.budgets = budgets(results);
results.seconds = Math.round((Date.now() - started) / 1000);
fs.writeFileSync(path.join(ROOT, 'bench/results.json'), `${JSON.stringify(results, null, 2)}\n`);
step('done; written to bench/results.json\n');
console.log(markdown(results));
const home = results.pages.find((p) => p.route === '/');
if (home) {
  console.log('\nBiggest contributors to the first load of / (JS gzip KB, by source map):');
  for (const [name, kb] of Object.entries(home.topPackagesGzipKB)) console.log(`  ${name.padEnd(34)} ${kb}`);
}
if (results.buildError) console.log(`\nBuild times not measured: ${results.buildError}`);
