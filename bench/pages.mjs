// First load of each route in Chromium (playwright-core, cold cache): JS and CSS bytes as gzip
// would send them, request count, the longest chain of sequential requests, and whether each
// shared library arrived once.
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { attributeFile, packageOf } from './lib/attribution.mjs';
import { ROOT, login } from './lib/server.mjs';

export const SHARED_LIBRARIES = [
  'react', 'react-dom', 'react-router', 'react-router-dom', 'react-redux', '@reduxjs/toolkit', 'rxjs',
  'shared-ui', 'react-bootstrap', 'formik', 'yup', 'moment',
];
export const CHROMIUM_ARGS = [
  '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update',
  '--disable-sync', '--no-first-run', '--disable-quic',
];

/** Where the server reads a built file from: the shell at `/`, each remote at `/remotes/<name>/`. */
function distFile(url) {
  const { pathname } = new URL(url);
  const remote = /^\/remotes\/([^/]+)\/(.+)$/.exec(pathname);
  return remote ? path.join(ROOT, remote[1], 'dist', remote[2]) : path.join(ROOT, 'shell', 'dist', pathname);
}

/** A source's identity across bundles: its path inside its package. */
function sourceKey(source) {
  const modules = source.lastIndexOf('node_modules/');
  if (modules >= 0) return source.slice(modules + 'node_modules/'.length);
  const shared = source.indexOf('/shared-ui/');
  return shared >= 0 ? source.slice(shared + 1) : source;
}

// What content waits for; the favicon (type Other) and pings are left out.
const CHAIN_TYPES = new Set(['Script', 'Stylesheet', 'Fetch', 'XHR', 'Font', 'Image']);

/**
 * Longest chain of requests, each starting only after the previous one finished (timestamps
 * from the DevTools protocol), among requests that started before the largest contentful paint.
 * An upper bound on true dependencies: two unrelated requests in sequence count as a chain too.
 */
function timingChain(requests, html, paintAt) {
  const candidates = requests
    .filter((r) => r !== html && r.end !== undefined && CHAIN_TYPES.has(r.type) && (paintAt === undefined || r.start <= paintAt))
    .sort((a, b) => a.start - b.start);
  const best = new Map([[html, { depth: 0, via: null }]]);
  for (const request of candidates) {
    let parent = html;
    for (const earlier of candidates) {
      if (earlier.start >= request.start) break;
      if (earlier.end <= request.start && best.get(earlier).depth >= best.get(parent).depth) parent = earlier;
    }
    best.set(request, { depth: best.get(parent).depth + 1, via: parent });
  }
  let last = html;
  for (const [request, { depth }] of best) if (depth > best.get(last).depth) last = request;
  const chain = [];
  for (let at = last; at && at !== html; at = best.get(at).via) chain.unshift(at.url);
  return { depth: chain.length, chain };
}

/** Depth by initiator: a request is one deeper than the script or document that started it. */
function initiatorDepth(requests, html) {
  const byUrl = new Map(requests.map((r) => [r.url, r]));
  const depth = new Map([[html, 0]]);
  const of = (request, seen = new Set()) => {
    if (depth.has(request)) return depth.get(request);
    if (seen.has(request)) return 1;
    seen.add(request);
    const urls = [];
    const { initiator } = request;
    if (initiator?.url) urls.push(initiator.url);
    for (let stack = initiator?.stack; stack; stack = stack.parent) for (const frame of stack.callFrames) urls.push(frame.url);
    const parents = urls.map((url) => byUrl.get(url)).filter((parent) => parent && parent !== request);
    const value = 1 + Math.max(0, ...parents.map((parent) => of(parent, seen)));
    depth.set(request, value);
    return value;
  };
  let deepest = 0;
  for (const request of requests) if (request !== html) deepest = Math.max(deepest, of(request));
  return deepest;
}

async function measureRoute(browser, origin, route) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  if (route.loggedIn) {
    const [name, value] = (await login(origin)).split('=');
    await context.addCookies([{ name, value, url: origin }]);
  }
  // Nothing leaves the machine (map tiles, fonts): such requests are aborted and counted.
  let blocked = 0;
  await context.route((url) => !url.href.startsWith(origin), (handle) => {
    blocked += 1;
    return handle.abort();
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  const byId = new Map();
  cdp.on('Network.requestWillBeSent', (event) => {
    if (event.request.url.startsWith('data:')) return;
    byId.set(event.requestId, { url: event.request.url, type: event.type, start: event.timestamp, initiator: event.initiator });
  });
  cdp.on('Network.loadingFinished', (event) => {
    const request = byId.get(event.requestId);
    if (request) Object.assign(request, { end: event.timestamp, encoded: event.encodedDataLength });
  });
  cdp.on('Network.loadingFailed', (event) => {
    const request = byId.get(event.requestId);
    if (request) Object.assign(request, { end: event.timestamp, failed: true });
  });
  const bodies = new Map();
  page.on('response', async (response) => {
    const type = response.request().resourceType();
    if (type !== 'script' && type !== 'stylesheet') return;
    try {
      bodies.set(response.url(), { type, body: await response.body() });
    } catch {
      // a response the page navigated away from
    }
  });
  await page.addInitScript(() => {
    window.__lcp = undefined;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) window.__lcp = entry.startTime;
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  });

  await page.goto(origin + route.path, { waitUntil: 'networkidle' });
  await page.waitForTimeout(500);
  const { lcp, timeOrigin } = await page.evaluate(() => ({ lcp: window.__lcp, timeOrigin: performance.timeOrigin }));
  // CDP timestamps are seconds on a monotonic clock; the page's navigation start is the first request.
  const requests = [...byId.values()];
  const html = requests.find((r) => r.type === 'Document');
  const paintAt = lcp === undefined ? undefined : html.start + lcp / 1000;
  const title = await page.title();
  const heading = await page.locator('h1').first().textContent({ timeout: 2000 }).catch(() => null);
  await context.close();

  let jsGzip = 0, cssGzip = 0, jsRaw = 0, cssRaw = 0;
  const files = [];
  const packages = new Map();
  const copies = new Map(SHARED_LIBRARIES.map((name) => [name, new Map()]));
  for (const [url, { type, body }] of bodies) {
    const gzip = gzipSync(body).length;
    if (type === 'script') { jsGzip += gzip; jsRaw += body.length; } else { cssGzip += gzip; cssRaw += body.length; }
    const file = { url: url.replace(origin, ''), type, raw: body.length, gzip };
    files.push(file);
    if (type !== 'script') continue;
    const attribution = fs.existsSync(distFile(url)) ? attributeFile(distFile(url)) : null;
    if (!attribution) continue;
    const total = [...attribution.byPackage.values()].reduce((sum, bytes) => sum + bytes, 0);
    file.packages = Object.fromEntries([...attribution.byPackage].sort((a, b) => b[1] - a[1]).slice(0, 4).map(([name, bytes]) => [name, Math.round((gzip * bytes) / total)]));
    for (const [name, bytes] of attribution.byPackage) packages.set(name, (packages.get(name) ?? 0) + (gzip * bytes) / total);
    for (const source of attribution.bySource.keys()) {
      const name = source === '(unmapped)' ? null : packageOf(source);
      if (!copies.has(name)) continue;
      const key = sourceKey(source);
      const holders = copies.get(name);
      holders.set(key, [...(holders.get(key) ?? []), file.url]);
    }
  }
  const libraries = Object.fromEntries(
    SHARED_LIBRARIES.map((name) => {
      const holders = copies.get(name);
      const files = [...new Set([...holders.values()].flat())];
      const duplicated = [...holders.entries()].filter(([, urls]) => urls.length > 1);
      return [
        name,
        { loaded: holders.size > 0, once: duplicated.length === 0, files, duplicatedSources: duplicated.length, sample: duplicated.slice(0, 3).map(([key]) => key) },
      ];
    }),
  );
  const timing = timingChain(requests, html, paintAt);
  return {
    route: route.path,
    pattern: route.pattern,
    loggedIn: route.loggedIn,
    title,
    heading,
    requests: requests.length,
    blockedExternal: blocked,
    jsGzipKB: +(jsGzip / 1024).toFixed(1),
    cssGzipKB: +(cssGzip / 1024).toFixed(1),
    jsRawKB: +(jsRaw / 1024).toFixed(1),
    cssRawKB: +(cssRaw / 1024).toFixed(1),
    jsFiles: files.filter((f) => f.type === 'script').length,
    cssFiles: files.filter((f) => f.type === 'stylesheet').length,
    lcpMs: lcp === undefined ? null : Math.round(lcp),
    chainAfterHtml: timing.depth,
    chain: timing.chain.map((url) => url.replace(origin, '')),
    initiatorDepthAfterHtml: initiatorDepth(requests, html),
    libraries,
    topPackagesGzipKB: Object.fromEntries([...packages].sort((a, b) => b[1] - a[1]).slice(0, 15).map(([name, bytes]) => [name, +(bytes / 1024).toFixed(1)])),
    files: files.sort((a, b) => b.gzip - a.gzip),
    navigationStartedAt: new Date(timeOrigin).toISOString(),
  };
}

/** Each route (public-routes.mjs: `{ path, pattern, loggedIn }`), one after the other. */
export async function measurePages(origin, routes) {
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
  try {
    const results = [];
    for (const route of routes) results.push(await measureRoute(browser, origin, route));
    return results;
  } finally {
    await browser.close();
  }
}
