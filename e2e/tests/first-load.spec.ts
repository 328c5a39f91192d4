import type { Page } from '@playwright/test';
import type { StartList } from 'shared-ui/page-document';
import { ADMIN, apiLogin, expect, test } from '../fixtures';
import { asPhone } from './early-helpers';
import { scriptsWith } from './first-load-helpers';
import { drawnOnServer, visitorHtml } from './first-html';
import { recordIds, urlsOf } from './route-urls';

/**
 * What a page the server drew starts after its first paint (shell/src/start-after-paint.ts): the
 * shell's entry, and as preloads its start chunks and the page's files; none for others.
 */
function startedAfterPaint(html: string): { preloads: string[]; scripts: string[] } {
  const block = /<script type="application\/json" id="start-after-paint">([^<]*)<\/script>/.exec(html)?.[1];
  if (!block) return { preloads: [], scripts: [] };
  const { scripts, preloads, pageFiles } = JSON.parse(block) as StartList;
  return { preloads: [...preloads, ...pageFiles], scripts };
}

/** Opens `path` on a phone, drawn by the server, and waits until it is hydrated. */
async function openDrawnOnAPhone(page: Page, path: string) {
  await asPhone(page);
  // A page the server did not draw within its budget (this machine is busy) is drawn for the next visitor.
  for (let attempt = 0; attempt < 5; attempt += 1) {
    await page.goto(path, { waitUntil: 'commit' });
    await page.waitForFunction(() => document.documentElement.hasAttribute('data-app-ready'));
    if ((await page.locator('#root[data-ssr]').count()) === 1) break;
  }
  await expect(page.locator('#root[data-ssr]')).toHaveCount(1);
}

/** The files the page's HTML names in `<link>` tags of these rels (minified: quotes are optional). */
function linkedFiles(html: string, rels: string[]): string[] {
  const tag = new RegExp(`<link rel="?(?:${rels.join('|')})"? href="?([^"\\s>]+\\.(?:js|css))[\\s">]`, 'g');
  return [...html.matchAll(tag)].map((match) => match[1]!);
}

/** Every file the page's HTML names for its first load: linked, preloaded, a script, or started after its paint. */
function namedFiles(html: string): Set<string> {
  const started = startedAfterPaint(html);
  const scripts = [...html.matchAll(/<script[^>]* src="?([^"\s>]+)/g)].map((match) => match[1]!);
  return new Set([...linkedFiles(html, ['preload', 'stylesheet']), ...started.preloads, ...started.scripts, ...scripts]);
}

/** The scripts and stylesheets the page asked for before it was hydrated (its page-ready mark), by path. */
async function filesBeforeReady(page: Page): Promise<string[]> {
  await page.waitForFunction(() => document.documentElement.hasAttribute('data-app-ready'));
  return page.evaluate(() => {
    const ready = performance.getEntriesByName('page-ready', 'mark')[0]?.startTime ?? Infinity;
    return (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
      .filter((entry) => entry.startTime < ready && /\.(js|css)$/.test(new URL(entry.name).pathname))
      .map((entry) => new URL(entry.name).pathname);
  });
}

test.describe('first load', () => {
  test('the page brings the remotes config with it, and the first remote arrives preloaded', async ({ page }) => {
    const { requests } = scriptsWith(page);
    const response = await page.goto('/projects/NOVA');
    const html = (await response?.text()) ?? '';
    expect(html).toContain('<script type="application/json" id="runtime-config" data-first-remote="mfe_projects">');
    // Drawn for a visitor, the page starts its scripts after its first paint, the remote's entry among them.
    expect(startedAfterPaint(html).preloads).toContain('/remotes/mfe-projects/remoteEntry.js');
    await expect(page.getByRole('heading', { level: 1, name: 'NOVA' })).toBeVisible();
    expect(requests).not.toContain('/remotes.json');
  });

  test("a member's drawn page carries the member's reads, their session's answer among them: the browser asks for none again", async ({ page, member }) => {
    await apiLogin(page.request, member);
    const { requests } = scriptsWith(page);
    // Until drawn: the first page of a member's render process may miss the server's budget.
    await visitorHtml(page.request, '/People');
    const response = await page.goto('/People');
    const html = (await response?.text()) ?? '';
    expect(drawnOnServer(html)).toBe(true);
    expect(html).toContain(`"username":"${member.username}"`);
    expect(html).toContain('<script type="application/json" id="page-reads">');
    expect(html).not.toContain('<link rel="preload" href="/api/members"');
    await expect(page.getByRole('tab', { name: 'Management' })).toBeVisible();
    await expect(page.getByText('Principal Investigator').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(requests.filter((path) => path === '/api/members')).toHaveLength(0);
    // The shell's session check confirms the session it was drawn with.
    expect(requests.filter((path) => path === '/api/tokens/access_token')).toHaveLength(1);
  });

  test("a visitor's drawn page carries its reads: the browser asks for none of them again", async ({ page }) => {
    const { requests } = scriptsWith(page);
    const response = await page.goto('/People');
    const html = (await response?.text()) ?? '';
    expect(html).toContain('<script type="application/json" id="page-reads">{"/api/members":{"status":200');
    expect(html).not.toContain('<link rel="preload" href="/api/members"');
    await expect(page.getByRole('tab', { name: 'Management' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(requests.filter((path) => path === '/api/members')).toHaveLength(0);
    expect(requests.filter((path) => path === '/api/tokens/access_token')).toHaveLength(1);
  });

  test("a visitor's first paint is the page, styled, before any script runs; hydration adds no stylesheet again", async ({ browser, page }) => {
    const noScript = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 1280, height: 800 } });
    const bare = await noScript.newPage();
    await bare.goto('/');
    const bar = bare.getByRole('banner').first();
    await expect(bar.getByRole('link', { name: 'Visual Cognition Lab' }).first()).toBeVisible();
    // Bootstrap's dark navbar, so the stylesheets applied before any script.
    expect(await bar.evaluate((header) => getComputedStyle(header).display)).toBe('flex');
    await expect(bare.getByRole('heading', { level: 1, name: 'Visual Cognition Lab' })).toBeVisible();
    await noScript.close();

    await page.goto('/');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await expect(page.getByRole('banner')).toHaveCount(1);
    await page.waitForLoadState('networkidle');
    const { sheets, inline } = await page.evaluate(() => ({
      sheets: [...document.querySelectorAll('link[rel="stylesheet"]')].map((link) => (link as HTMLLinkElement).href),
      inline: [...document.querySelectorAll('style[data-href]')].map((style) => style.getAttribute('data-href')!),
    }));
    // The shell's stylesheet linked, the remote's written into the drawn page; none of them twice.
    expect(sheets.length).toBeGreaterThan(0);
    expect(inline.length).toBeGreaterThan(0);
    expect(new Set(sheets).size).toBe(sheets.length);
    expect(sheets.filter((href) => inline.some((file) => href.endsWith(`/${file}`)))).toEqual([]);
  });

  test('the page names the files the shell starts with, each of them used, none missing', async ({ page }) => {
    const { requests } = scriptsWith(page);
    await page.setViewportSize({ width: 1280, height: 800 });
    // The home page: other pages fetch more of the shell's shared modules as they need them
    // (the People page's tabs, shared-ui/widgets), which are not start files.
    const response = await page.goto('/');
    const html = (await response?.text()) ?? '';
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    // Styles as stylesheets, so the page paints styled at once; scripts as preloads, which a drawn
    // page (the visitor's home page) starts after its first paint.
    const preloaded = [...linkedFiles(html, ['preload', 'stylesheet']), ...startedAfterPaint(html).preloads].sort();
    const ownFile = (path: string) => /^\/[^/]+\.(js|css)$/.test(path);
    // The shell's own files (not main.js, which the page lists as its script), before any click.
    const shellFiles = [...new Set(requests.filter((path) => ownFile(path) && !/^\/main\./.test(path)))].sort();
    // Few of them: its start libraries are in main.js, the rest of its start in the bootstrap
    // chunk, its styles in one sheet (over HTTP/1.1 each wave of files is a round trip).
    expect(preloaded.filter(ownFile)).toHaveLength(2);
    expect(preloaded.filter(ownFile)).toEqual(expect.arrayContaining([expect.stringMatching(/^\/bootstrap\.\w+\.css$/), expect.stringMatching(/^\/bootstrap\.\w+\.js$/)]));
    expect(preloaded.filter(ownFile)).toEqual(shellFiles);
    // The page names no script: scripts written into it start them (the entry once its stylesheets
    // have loaded, the rest after its first paint).
    expect(html.match(/<link rel="?preload"?[^>]* as="?script"?[^>]*>/g) ?? []).toEqual([]);
    expect(startedAfterPaint(html)).toEqual({ preloads: expect.arrayContaining([expect.stringMatching(/^\/bootstrap\.\w+\.js$/)]), scripts: [expect.stringMatching(/^\/main\.\w+\.js$/)] });
    expect(html.slice(0, html.indexOf('</head>'))).toMatch(/<script>[\s\S]*start-after-paint[\s\S]*<\/script>/);
    expect(html).not.toMatch(/<script[^>]* src=/);
    expect(requests).not.toContain('/start-after-paint.js');
    // And the entry of the remote that draws the page, which the shell then loads, with its files.
    const remoteFiles = preloaded.filter((path) => !ownFile(path));
    expect(remoteFiles).toContain('/remotes/mfe-public/remoteEntry.js');
    for (const file of remoteFiles) expect(file).toMatch(/^\/remotes\/mfe-public\//);
    expect(requests).toContain('/remotes/mfe-public/remoteEntry.js');
  });

  test("on a phone, a drawn page asks for its entry once its stylesheet has arrived, and for its other scripts after its first paint", async ({ page }) => {
    await openDrawnOnAPhone(page, '/People');
    const { paint, files } = await page.evaluate(() => ({
      paint: performance.getEntriesByName('first-contentful-paint', 'paint')[0]?.startTime ?? 0,
      files: (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
        .filter((entry) => /\.(js|css)$/.test(new URL(entry.name).pathname))
        .map((entry) => ({ path: new URL(entry.name).pathname, start: entry.startTime, end: entry.responseEnd })),
    }));
    const sheet = files.find((file) => /^\/bootstrap\.\w+\.css$/.test(file.path));
    const entry = files.filter((file) => /^\/main\.\w+\.js$/.test(file.path));
    const others = files.filter((file) => file.path.endsWith('.js') && !entry.includes(file));
    expect(sheet).toBeDefined();
    expect(entry).toHaveLength(1);
    expect(others.length).toBeGreaterThan(0);
    expect(paint).toBeGreaterThan(0);
    // Not sharing the line with the stylesheet, which the first paint waits for. Asked for as the
    // page is styled and laid out (on a busy machine a frame may come first), not by the start
    // script after the paint: that one asks for the page's other files, then for the entry.
    expect(entry[0]!.start).toBeGreaterThanOrEqual(sheet!.end);
    for (const file of others) {
      expect(file.start, file.path).toBeGreaterThan(paint);
      expect(file.start, file.path).toBeGreaterThan(entry[0]!.start);
    }
  });

  // /reset-password: only scripts after the paint. Highlights: its grid's pictures, begun at the
  // first layout (as without PictureAfterPaint's hold, which the page is served without here),
  // share the line with the shell's files and lengthen the wait by their weight.
  for (const path of ['/reset-password', '/lab_highlights']) {
    test(`on a phone, ${path} asks for its remote's files once the shell's, and what else came, would have come down the line`, async ({ page }) => {
      if (path === '/lab_highlights') {
        await page.route(
          (url) => url.pathname === path,
          async (route) => {
            const response = await route.fetch();
            const body = (await response.text()).replace('</head>', '<style>.picture-after-paint > img { animation: none !important; }</style></head>');
            await route.fulfill({ response, body });
          },
        );
      }
      await openDrawnOnAPhone(page, path);
      const html = await (await page.request.get(path)).text();
      const block = /<script type="application\/json" id="start-after-paint">([^<]*)<\/script>/.exec(html)?.[1];
      const { startBytes, scripts, preloads, pageFiles } = JSON.parse(block!) as StartList;
      const { asked, downlink, files } = await page.evaluate(() => ({
        // shared-ui/page-document's ENTRY_ASKED_MARK, set when the page asked for the shell's entry.
        asked: performance.getEntriesByName('lab:entry-asked')[0]?.startTime,
        downlink: (navigator as Navigator & { connection?: { downlink: number } }).connection?.downlink ?? 0,
        files: (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).map((entry) => ({
          path: new URL(entry.name).pathname,
          start: entry.startTime,
          end: entry.responseEnd,
          bytes: entry.encodedBodySize,
        })),
      }));
      expect(startBytes).toBeGreaterThan(100_000);
      expect(asked).toBeDefined();
      expect(downlink).toBeGreaterThan(0);
      const remoteFiles = files.filter((file) => pageFiles.includes(file.path));
      expect(remoteFiles.map((file) => file.path).sort()).toEqual([...pageFiles].sort());
      const firstAsked = Math.min(...remoteFiles.map((file) => file.start));
      // What else began once the entry was asked for and had ended before the remote's files were.
      const listed = new Set([...scripts, ...preloads, ...pageFiles]);
      const others = files.filter((file) => !listed.has(file.path) && file.start >= asked! && file.end <= firstAsked);
      if (path === '/lab_highlights') expect(others.length, 'the grid\'s pictures').toBeGreaterThan(0);
      const otherBytes = others.reduce((sum, file) => sum + file.bytes, 0);
      // The line's speed as the phone's browser estimates it (Mbit/s, the emulated 1.6): the shell's
      // files and the others take this long on it. The start script may only take a faster reading of it.
      const lineMs = (startBytes + otherBytes) / ((downlink * 1_000_000) / 8 / 1000);
      for (const file of remoteFiles) expect(file.start - asked!, file.path).toBeGreaterThanOrEqual(lineMs * 0.9);
    });
  }

  // shared-ui's PictureAfterPaint: a grid's or a gallery's lazy pictures near the fold, which
  // Chromium would ask for as the first paint is drawn, wait for the app (at most 1 s) in their frames.
  for (const path of ['/lab_highlights', '/projects/Coding%20Team']) {
    test(`on a phone, ${path} asks for its pictures near the fold, but the largest, once the app has the page, and nothing moves when they come`, async ({ page }) => {
      await page.addInitScript(() => {
        const shifts: number[] = [];
        Object.assign(window, { layoutShifts: shifts });
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) shifts.push((entry as PerformanceEntry & { value: number }).value);
        }).observe({ type: 'layout-shift', buffered: true });
      });
      await openDrawnOnAPhone(page, path);
      const first = page.locator('.picture-after-paint > img').first();
      await expect.poll(() => first.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth), { timeout: 15_000 }).toBeGreaterThan(0);
      const { paint, ready, starts, shifts } = await page.evaluate(() => ({
        paint: performance.getEntriesByName('first-contentful-paint')[0]!.startTime,
        ready: performance.getEntriesByName('page-ready', 'mark')[0]!.startTime,
        starts: Array.from(document.querySelectorAll<HTMLImageElement>('.picture-after-paint > img'))
          .flatMap((img) => performance.getEntriesByName(img.currentSrc))
          .map((entry) => entry.startTime),
        shifts: (window as unknown as { layoutShifts: number[] }).layoutShifts,
      }));
      expect(starts.length).toBeGreaterThan(0);
      // Without the hold they start as the first paint is drawn, before it is on screen.
      for (const start of starts) expect(start).toBeGreaterThanOrEqual(Math.min(ready, paint + 500));
      expect(shifts.reduce((sum, value) => sum + value, 0)).toBeLessThanOrEqual(0.01);
    });
  }

  // The server reads each app's first-load.json (config/first-load-manifest.cjs) to name, with the
  // page, the files of the remote's routes and the shared modules they consume.
  // The timeline on a phone, as Lighthouse sees it: wider, the filters are drawn at once and fetch
  // their dropdowns' code (FilterDropdownSlot) with the first render, which the page does not name.
  for (const { path, heading, member, width } of [
    { path: '/', heading: 'Visual Cognition Lab', member: false, width: 1280 },
    { path: '/timeline', heading: 'Timeline', member: true, width: 390 },
  ]) {
    test(`${path} preloads every file its remote's routes need, each of them used`, async ({ page, member: account }) => {
      if (member) await apiLogin(page.request, account);
      await page.setViewportSize({ width, height: 800 });
      const scripts: string[] = [];
      page.on('request', (request) => {
        if (['script', 'stylesheet'].includes(request.resourceType())) scripts.push(new URL(request.url()).pathname);
      });
      const { found } = scriptsWith(page);
      const response = await page.goto(path);
      const html = (await response?.text()) ?? '';
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      const preloaded = [...linkedFiles(html, ['preload']), ...startedAfterPaint(html).preloads];
      const remote = preloaded.filter((file) => file.startsWith('/remotes/') && !file.endsWith('/remoteEntry.js'));
      expect(remote.length).toBeGreaterThan(0);
      // None missing: every script and sheet the page asked for by its heading was named by the page.
      const scriptsNamed = [...[...html.matchAll(/<script[^>]* src="?([^"\s>]+)/g)].map((match) => match[1]), ...startedAfterPaint(html).scripts];
      const named = new Set([...preloaded, ...linkedFiles(html, ['stylesheet']), ...scriptsNamed]);
      // Bar the dates' code, which a page that shows dates fetches once hydrated (decisions 0050, 0051).
      await page.waitForLoadState('networkidle');
      const dates = new Set([...found.dates, ...found.moment].map((url) => new URL(url).pathname));
      expect(scripts.filter((file) => !named.has(file) && !dates.has(file))).toEqual([]);
      // Each used: asked for once, the preload's download taken over.
      for (const file of preloaded) expect(scripts.filter((requested) => requested === file), file).toHaveLength(1);
    });
  }
  // A file the running code discovers (a shared module another one consumes) costs the page a
  // round trip after main.js has run: on a phone, Get Involved's dialog code waited 0.25 s for
  // shared-ui/widgets that way (config/first-load-manifest.cjs, provideConsumes).
  test('every page names every script it needs before it is hydrated, for a visitor, a member and an admin', async ({ page, request }) => {
    test.setTimeout(300_000);
    // A phone's width, the budget's: wider, the timeline's filters draw a stand-in and fetch their
    // dropdowns' code on purpose (FilterDropdownSlot), which the page does not wait for.
    await page.setViewportSize({ width: 390, height: 800 });
    const check = async (url: string) => {
      await test.step(url, async () => {
        const response = await page.goto(url, { waitUntil: 'commit' });
        const named = namedFiles((await response?.text()) ?? '');
        const unnamed = (await filesBeforeReady(page)).filter((file) => !named.has(file));
        expect.soft(unnamed, `${url}: files asked for before hydration that the page did not name`).toEqual([]);
      });
    };
    for (const url of await urlsOf(request, 'public')) await check(url);
    await apiLogin(page.request, ADMIN);
    const ids = await recordIds(page.request);
    for (const url of [...(await urlsOf(page.request, 'member', ids)), ...(await urlsOf(page.request, 'admin', ids))]) await check(url);
  });
});
