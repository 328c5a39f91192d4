// A zero-JS copy of each page measured, the yardstick of its LCP: the document as Chromium drew it
// once the page had settled (a members' page as the member gets it: logged in), with everything
// that runs or feeds scripts taken out, served gzipped (as the site serves its files) by a server
// of the bench's own at the same path. Every other request passes through to the real site, cookie
// included, so the copy loads the very stylesheets, fonts and images the page does. What the real
// page's LCP costs over this copy is its scripts' doing.
import http from 'node:http';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { phoneContextOptions } from './lib/phone.mjs';
import { freePort, loginCookies } from './lib/server.mjs';
import { CHROMIUM_ARGS } from './pages.mjs';

/**
 * Run in the page: removes every script (JSON data too: nothing is left to read it) and the
 * preloads of scripts and fetches, which would only spend the copy's bandwidth; answers the
 * document and what was removed.
 */
function withoutScripts() {
  const removed = { scripts: 0, dataScripts: 0, preloads: 0 };
  for (const script of document.querySelectorAll('script')) {
    if (/json/i.test(script.type)) removed.dataScripts += 1;
    else removed.scripts += 1;
    script.remove();
  }
  for (const link of document.querySelectorAll('link[rel~="preload"], link[rel~="modulepreload"], link[rel~="prefetch"]')) {
    const as = link.getAttribute('as');
    if (!link.relList.contains('modulepreload') && as !== 'script' && as !== 'fetch') continue;
    removed.preloads += 1;
    link.remove();
  }
  const doctype = document.doctype ? `<!DOCTYPE ${document.doctype.name}>` : '';
  return { html: doctype + document.documentElement.outerHTML, removed };
}

/**
 * The page as a phone draws it: Lighthouse's mobile screen and user agent, since the
 * page may draw differently on a narrow screen, and the copy is measured under that emulation.
 */
async function capture(browser, origin, { path, loggedIn }) {
  const context = await browser.newContext(phoneContextOptions());
  try {
    if (loggedIn) await context.addCookies(await loginCookies(origin));
    // Nothing leaves the machine (map tiles), as in pages.mjs.
    await context.route((url) => !url.href.startsWith(origin), (route) => route.abort());
    const page = await context.newPage();
    const response = await page.goto(origin + path, { waitUntil: 'networkidle' });
    const { html, removed } = await page.evaluate(withoutScripts);
    // The stylesheets webpack adds are named by absolute URL: made root-relative, they come from
    // the copy's origin like the rest, as on the real page, instead of opening a second origin.
    return { status: response.status(), html: html.replaceAll(`${origin}/`, '/'), removed };
  } finally {
    await context.close();
  }
}

/** Answers the copies at their paths, and passes every other request to `origin` as it came. */
function copyServer(origin, copies) {
  const target = new URL(origin);
  // Kept-alive connections to the site, as the browser would keep them: no handshake per file.
  const agent = new http.Agent({ keepAlive: true });
  const server = http.createServer((request, response) => {
    const copy = request.method === 'GET' || request.method === 'HEAD' ? copies.get(request.url.split('?')[0]) : undefined;
    if (copy) {
      const gzip = /\bgzip\b/.test(request.headers['accept-encoding'] ?? '');
      const body = gzip ? copy.gzip : copy.raw;
      response.writeHead(copy.status, {
        'content-type': 'text/html; charset=utf-8',
        'content-length': body.length,
        'cache-control': 'no-cache',
        vary: 'accept-encoding',
        ...(gzip ? { 'content-encoding': 'gzip' } : {}),
      });
      response.end(request.method === 'HEAD' ? undefined : body);
      return;
    }
    const upstream = http.request(
      { hostname: target.hostname, port: target.port, path: request.url, method: request.method, headers: { ...request.headers, host: target.host }, agent },
      (answer) => {
        response.writeHead(answer.statusCode, answer.headers);
        answer.pipe(response);
      },
    );
    upstream.on('error', () => (response.headersSent ? response.destroy() : response.writeHead(502).end()));
    request.pipe(upstream);
  });
  return { server, agent };
}

/**
 * Captures a zero-JS copy of each route (`{ path, loggedIn }`; logged in with the admin's session)
 * from the site at `origin` and serves them; answers the copies' origin, each copy's figures by
 * path, and stop().
 */
export async function startZeroJsSite(origin, routes) {
  const copies = new Map();
  const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH || '/usr/bin/chromium', args: CHROMIUM_ARGS });
  try {
    for (const route of routes) {
      const { status, html, removed } = await capture(browser, origin, route);
      const raw = Buffer.from(html);
      copies.set(route.path, { status, raw, gzip: gzipSync(raw), removed });
    }
  } finally {
    await browser.close();
  }
  const { server, agent } = copyServer(origin, copies);
  const port = await freePort();
  await new Promise((resolve, reject) => server.listen(port, '127.0.0.1', resolve).once('error', reject));
  const documents = new Map(
    [...copies].map(([path, copy]) => [path, { status: copy.status, htmlKB: +(copy.raw.length / 1024).toFixed(1), gzipKB: +(copy.gzip.length / 1024).toFixed(1), removed: copy.removed }]),
  );
  return {
    origin: `http://127.0.0.1:${port}`,
    documents,
    async stop() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      agent.destroy();
    },
  };
}
