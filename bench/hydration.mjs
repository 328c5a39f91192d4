// "First paint → hydrated": how long a page shows before the app has taken it over, on a phone
// (lib/phone.mjs) in Chromium: the shell's `page-ready` User Timing mark (shell/src/utils/page-ready.ts)
// minus the first contentful paint, the median of BENCH_HYDRATION_LOADS (3) cold loads per route.
// A page the app draws itself (not drawn on the server) counts the same way: from its first paint.
import { chromium } from 'playwright-core';
import { loginCookies } from './lib/server.mjs';
import { phoneContextOptions, throttleLikeAPhone } from './lib/phone.mjs';
import { CHROMIUM_ARGS } from './pages.mjs';

const LOADS = Number(process.env.BENCH_HYDRATION_LOADS || 3);
// A throttled page that has not been taken over by then never will be.
const READY_TIMEOUT_MS = 60_000;
const DRAWN_ROOT = /<div id="root"[^>]*\sdata-ssr\b/i;

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor((sorted.length - 1) / 2)] : null;
};

/**
 * Run in the page: resolves once the app has marked it ready, told by a MutationObserver on the
 * document's element. Not page.waitForFunction, which polls on every animation frame: a task of
 * the bench's in each frame of the page it measures (about 20-30 ms more to "hydrated" on the
 * phone, measured in bench/README.md).
 */
function appReady(timeoutMs) {
  return new Promise((resolve, reject) => {
    const root = document.documentElement;
    const observer = new MutationObserver(() => ready());
    const timer = setTimeout(() => {
      observer.disconnect();
      reject(new Error(`not marked ready within ${timeoutMs} ms`));
    }, timeoutMs);
    function ready() {
      if (!root.hasAttribute('data-app-ready')) return;
      observer.disconnect();
      clearTimeout(timer);
      resolve();
    }
    observer.observe(root, { attributes: true, attributeFilter: ['data-app-ready'] });
    ready();
  });
}

/** Run in the page once it is the app's: the first contentful paint and the page-ready mark, in ms since navigation. */
function timings() {
  const paint = performance.getEntriesByName('first-contentful-paint', 'paint')[0];
  const ready = performance.getEntriesByName('page-ready', 'mark')[0];
  return { fcp: paint?.startTime ?? null, ready: ready?.startTime ?? null };
}

/** One cold load in a context of its own (nothing cached), with the member's session on members' pages. */
async function load(browser, origin, route, cookies) {
  const context = await browser.newContext(phoneContextOptions());
  try {
    if (cookies) await context.addCookies(cookies);
    const page = await context.newPage();
    await throttleLikeAPhone(await context.newCDPSession(page));
    const response = await page.goto(origin + route.path, { waitUntil: 'commit' });
    await page.evaluate(appReady, READY_TIMEOUT_MS);
    const { fcp, ready } = await page.evaluate(timings);
    const drawn = DRAWN_ROOT.test(await response.text());
    if (fcp === null || ready === null) return { error: `no ${fcp === null ? 'first-contentful-paint entry' : 'page-ready mark'}`, drawn };
    return { fcpMs: Math.round(fcp), readyMs: Math.round(ready), hydratedMs: Math.round(ready - fcp), drawn };
  } catch (error) {
    return { error: String(error.message).split('\n')[0] };
  } finally {
    await context.close();
  }
}

/** One route as a row of bench/results.json: the median load's figures and every load's. */
async function measureRoute(browser, origin, route) {
  const cookies = route.loggedIn ? await loginCookies(origin) : undefined;
  const loads = [];
  for (let index = 0; index < LOADS; index += 1) loads.push(await load(browser, origin, route, cookies));
  const measured = loads.filter((one) => one.error === undefined);
  return {
    route: route.path,
    pattern: route.pattern,
    loggedIn: route.loggedIn,
    fcpMs: median(measured.map((one) => one.fcpMs)),
    readyMs: median(measured.map((one) => one.readyMs)),
    hydratedMs: median(measured.map((one) => one.hydratedMs)),
    hydratedRuns: measured.map((one) => one.hydratedMs),
    drawnLoads: loads.filter((one) => one.drawn).length,
    loads: loads.length,
    errors: loads.filter((one) => one.error !== undefined).map((one) => one.error),
  };
}

/** Each route (public-routes.mjs), one load after the other; other hosts than the site's are not resolved. */
export async function measureHydration(origin, routes, { progress = () => {} } = {}) {
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
    args: [...CHROMIUM_ARGS, '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1'],
  });
  try {
    const rows = [];
    for (const route of routes) {
      const row = await measureRoute(browser, origin, route);
      rows.push(row);
      progress(`first paint → hydrated ${route.path}${route.loggedIn ? ' (logged in)' : ''}: ${row.hydratedMs ?? '?'} ms (${row.hydratedRuns.join(', ')}; FCP ${row.fcpMs ?? '?'} ms, drawn ${row.drawnLoads}/${row.loads})${row.errors.length ? `; ${row.errors.join('; ')}` : ''}`);
    }
    return rows;
  } finally {
    await browser.close();
  }
}
