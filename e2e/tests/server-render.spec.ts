import type { APIRequestContext, Page } from '@playwright/test';
import { deployCopy } from '../deploy-command';
import { ADMIN, apiLogin, expect, test } from '../fixtures';
import { copyRemote, startPortal, type Portal, type RemoteCopy } from '../remote-copy';
import { drawnOnServer, firstHtml, mainHeading, visitorHtml } from './first-html';
import { watchHydration } from './hydration-watch';
import { recordIds, urlsOf } from './route-urls';

/**
 * Public pages drawn on the server for visitors (no session cookie) and hydrated in the browser:
 * every public route of the running site's route table, and the 404 pages, come with their heading
 * and text in the first HTML, read the same without scripts, and hydrate without a warning; a
 * remote whose server drawing throws still serves its pages, drawn in the browser.
 */
const NOT_FOUND = '/no-such-page-for-server-render';
/** 404s under a remote's pattern: a record the API does not have (its remote draws the 404 page), an unknown project (sent to /404). */
const NOT_FOUND_UNDER_REMOTES = ['/lab_highlights/00000000-0000-4000-8000-000000000000', '/projects/NoSuchProject'];

/** The public routes of the running site, one address each, and the 404 pages. */
async function visitorUrls(request: APIRequestContext): Promise<string[]> {
  return [...(await urlsOf(request, 'public')), NOT_FOUND, ...NOT_FOUND_UNDER_REMOTES];
}

/** Body text in <main>: paragraphs, list items, definitions, addresses or table cells shown, not headings and not a loading status. */
const mainText = (page: Page) =>
  page
    .getByRole('main')
    .locator('p, li, dd, address, td')
    .filter({ visible: true, hasText: /\S/ });

// Nothing changes a page that runs no scripts: waiting longer would not make it right.
const AS_IS = { timeout: 1_000 };

test.describe('pages drawn on the server', () => {
  test('each public page’s first HTML holds its heading and main text, as the page drawn with JavaScript shows them', async ({ request, page, browser, baseURL }) => {
    test.setTimeout(300_000);
    const withoutScripts = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const plain = await withoutScripts.newPage();
    try {
      for (const url of await visitorUrls(request)) {
        await test.step(url, async () => {
          const html = await visitorHtml(request, url);
          expect.soft(drawnOnServer(html), `${url}: #root carries data-ssr`).toBe(true);
          expect.soft(mainHeading(html), `${url}: an <h1> with text inside <main> of the first HTML`).not.toBe('');

          // Once the network settles the scripts own the page: a heading they disagree with is drawn again by now.
          await page.goto(url, { waitUntil: 'networkidle' });
          const drawnByScripts = page.getByRole('main').getByRole('heading', { level: 1 });
          await expect(drawnByScripts).toBeVisible();
          const heading = ((await drawnByScripts.textContent()) ?? '').trim();

          await plain.goto(url);
          const drawnByServer = plain.getByRole('main').getByRole('heading', { level: 1 });
          await expect.soft(drawnByServer, `${url}: the heading shows without scripts`).toBeVisible(AS_IS);
          await expect.soft(drawnByServer, `${url}: the heading is the one the scripts draw`).toHaveText(heading, AS_IS);
          await expect.soft(mainText(plain).first(), `${url}: <main> shows text without scripts`).toBeVisible(AS_IS);
        });
      }
    } finally {
      await withoutScripts.close();
    }
  });
});

/** The loading states a page came drawn with (shared-ui's LoadingState): what the server drew it without. */
function loadingStates(html: string): string[] {
  return [...html.matchAll(/role="status"[^>]*>(?:<[^>]*>)*?<span>([^<]*)<\/span>/g)].map((found) => found[1]);
}

// What the browser alone draws: the affiliations' map (Leaflet needs the DOM).
const STILL_LOADING = ['Loading the map...'];

test.describe('no hydration warnings on any route, each page drawn with its data', () => {
  /**
   * Opens each address, waits for the network to settle and for its heading; answers what went
   * wrong. `drawnOnServer`: how each page must come. A visitor's must come drawn on the server,
   * since only such a page is hydrated and one drawn in the browser would prove nothing.
   */
  async function visit(page: Page, urls: string[], { drawnOnServer: served }: { drawnOnServer: boolean }): Promise<string[]> {
    const problems = watchHydration(page);
    for (const url of urls) {
      await test.step(url, async () => {
        // Asked as whoever the page's request context is (a visitor, or the member it logged in as) until drawn.
        if (served) await visitorHtml(page.request, url);
        const response = await page.goto(url, { waitUntil: 'networkidle' });
        const html = (await response?.text()) ?? '';
        expect.soft(drawnOnServer(html), `${url}: whether it came drawn on the server`).toBe(served);
        if (served) expect.soft(loadingStates(html).filter((label) => !STILL_LOADING.includes(label)), `${url}: drawn with its data`).toEqual([]);
        await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      });
    }
    return problems;
  }

  test('public pages and the 404 page, as a visitor', async ({ page, request }) => {
    test.setTimeout(180_000);
    expect(await visit(page, await visitorUrls(request), { drawnOnServer: true })).toEqual([]);
  });

  // Without a session the server knows the visitor is none: the 404 page, or the route's redirect, drawn as the shell's guard has it.
  test('members’ and admins’ pages, as a visitor', async ({ page, request }) => {
    test.setTimeout(180_000);
    const anyValue = new Proxy({}, { get: () => 'no-such-record' }) as Record<string, string>;
    const urls = [...(await urlsOf(request, 'member', anyValue)), ...(await urlsOf(request, 'admin', anyValue))];
    expect(await visit(page, urls, { drawnOnServer: true })).toEqual([]);
  });

  // A cookie whose session has ended (logged out elsewhere, deactivated) holds no member: drawn as a visitor's, never kept.
  test('public and members’ pages, with a session that has ended', async ({ page, request, baseURL }) => {
    test.setTimeout(120_000);
    await page.context().addCookies([{ name: 'lab_session', value: 'a-session-that-has-ended', url: baseURL! }]);
    const urls = ['/', '/People', '/projects/NOVA', '/timeline', '/editprofile', '/timeline/add'];
    expect(await visit(page, urls, { drawnOnServer: true })).toEqual([]);
    await page.goto('/timeline');
    await expect(page.getByRole('heading', { name: '404 Error' })).toBeVisible();
    expect((await request.get('/People', { headers: { accept: 'text/html', cookie: 'lab_session=x' } })).headers()['cache-control']).toBe('private, no-cache');
  });

  // Drawn on the server for their member too, with the member's own reads (decision 0039).
  test('members’ pages, as a member', async ({ page, member }) => {
    test.setTimeout(120_000);
    await apiLogin(page.request, member);
    const urls = await urlsOf(page.request, 'member', await recordIds(page.request));
    expect(await visit(page, urls, { drawnOnServer: true })).toEqual([]);
  });

  test('admins’ pages, as an admin', async ({ page }) => {
    test.setTimeout(120_000);
    await apiLogin(page.request, ADMIN);
    const urls = await urlsOf(page.request, 'admin', await recordIds(page.request));
    expect(await visit(page, urls, { drawnOnServer: true })).toEqual([]);
  });
});

const BROKEN = 'server render broke on purpose';
const FALLBACK = 'page drawn in the browser: the server could not draw it';

/** Why the portal's server sent this page to be drawn in the browser, each time it did (its JSON log lines). */
function fallbackReasons(portal: Portal, page: string): string[] {
  return portal
    .log()
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as { msg?: string; page?: string; reason?: string })
    .filter((entry) => entry.msg === FALLBACK && entry.page === page)
    .map((entry) => entry.reason ?? '');
}

test.describe('a remote whose server drawing throws', () => {
  let copy: RemoteCopy;
  let portal: Portal;

  test.describe.configure({ mode: 'serial', timeout: 300_000 });

  test.beforeAll(async () => {
    test.setTimeout(300_000);
    copy = copyRemote('mfe-public');
    // Only where there is no window, i.e. only in the server's render process.
    copy.edit('src/features/home/components/HomePage.tsx', 'export function HomePage() {', `export function HomePage() {\n  if (typeof window === 'undefined') throw new Error('${BROKEN}');`);
    await copy.build();
    // A portal of its own, so no other test meets the broken version; a budget no drawing misses,
    // so the page falls back because it throws, not because the clock ran out; logs to read.
    portal = await startPortal({ SERVER_RENDER_BUDGET_MS: '30000', LOG_FORMAT: 'json' });
  });

  test.afterAll(async () => {
    await portal?.stop();
    copy?.remove();
  });

  test('still serves its page, drawn in the browser, and the server says why; a rollback brings the drawn page back', async ({ page, request, playwright }) => {
    const home = `${portal.baseURL}/`;
    const admin = await playwright.request.newContext({ baseURL: portal.baseURL });
    try {
      await apiLogin(admin, ADMIN);
      const made = await admin.post('/api/remotes/mfe-public/deploy-tokens', { data: { mayActivate: true } });
      expect(made.status()).toBe(201);
      const { token } = (await made.json()).data as { token: string };

      await test.step('the site’s own build of the home page is drawn on the server', async () => {
        expect(drawnOnServer(await visitorHtml(request, home))).toBe(true);
      });

      await test.step('a version whose home page throws on the server is deployed', async () => {
        expect(await deployCopy(copy, portal.baseURL, token)).toContain('Version 2 is now active');
      });

      await test.step('its home page comes to be drawn in the browser; its other pages are still drawn on the server', async () => {
        const html = await firstHtml(request, home);
        expect(html).toContain('"mfe_public":2');
        expect(drawnOnServer(html)).toBe(false);
        expect(drawnOnServer(await visitorHtml(request, `${portal.baseURL}/about`))).toBe(true);
      });

      await test.step('the server logged why', async () => {
        await expect.poll(() => fallbackReasons(portal, '/').join('\n')).toContain(BROKEN);
      });

      await test.step('the browser draws the page, without errors', async () => {
        const problems = watchHydration(page);
        await page.goto(home, { waitUntil: 'networkidle' });
        await expect(page.getByRole('heading', { level: 1, name: 'Visual Cognition Lab' })).toBeVisible();
        await expect(page.getByRole('heading', { level: 2, name: 'About the Lab' })).toBeVisible();
        await expect(mainText(page).first()).toBeVisible();
        expect(problems).toEqual([]);
      });

      await test.step('a rollback brings back the home page drawn on the server', async () => {
        const rolledBack = await admin.post('/api/remotes/mfe-public/rollback');
        expect(rolledBack.status(), await rolledBack.text()).toBe(200);
        expect(drawnOnServer(await visitorHtml(request, home))).toBe(true);
      });
    } finally {
      await admin.dispose();
    }
  });
});
