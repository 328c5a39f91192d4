import { test as base, expect, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';

export const ADMIN = { username: 'e2eadmin', password: 'e2e admin password' };

export interface Account {
  username: string;
  password: string;
}

let counter = 0;
/** A username no other test uses. */
export function uniqueName(prefix = 'member'): string {
  counter += 1;
  return `${prefix}${Date.now().toString(36)}${counter}`;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- replies are checked by the tests that read them
async function ok(response: Awaited<ReturnType<APIRequestContext["get"]>>): Promise<any> {
  expect(response.ok(), `${response.url()} → ${response.status()} ${await response.text()}`).toBeTruthy();
  return response.json();
}

/** Logs in through the API (of the test server, or of the site at `baseURL`); the cookie lands in the browser context the request belongs to. */
export async function apiLogin(request: APIRequestContext, account: Account, baseURL = '') {
  // The two fields the login takes: it refuses any other, and an account may carry its name too.
  return ok(await request.post(`${baseURL}/api/users/login`, { data: { username: account.username, password: account.password } }));
}

/** A fresh sign-up token for a position, rotated by the admin in a context of its own. */
export async function rotatedToken(playwright: { request: { newContext(options: object): Promise<APIRequestContext> } }, baseURL: string, tokenKey = 'co-pilot') {
  const admin = await playwright.request.newContext({ baseURL });
  await apiLogin(admin, ADMIN);
  const { data } = await ok(await admin.post(`/api/signup-tokens/${tokenKey}/rotate`));
  await admin.dispose();
  return data.token as string;
}

/** Creates a member through the API, as sign-up does. */
export async function createMember(
  playwright: { request: { newContext(options: object): Promise<APIRequestContext> } },
  baseURL: string,
  project = 'NOVA',
): Promise<Account> {
  const token = await rotatedToken(playwright, baseURL);
  const account = { username: uniqueName(), password: 'a long e2e password' };
  const context = await playwright.request.newContext({ baseURL });
  await ok(
    await context.post('/api/users/create', {
      data: {
        firstname: 'Erin',
        lastname: 'Tester',
        email: `${account.username}@lab.example.edu`,
        project,
        position: 'Co-pilot',
        username: account.username,
        password: account.password,
        token,
        tokenKey: 'co-pilot',
      },
    }),
  );
  await context.dispose();
  return account;
}

/** Only this machine is reachable: anything else (map tiles, fonts) is refused at once. */
async function blockExternal(page: Page) {
  await page.context().route(
    (url) => !['127.0.0.1', 'localhost'].includes(url.hostname),
    (route) => route.abort('blockedbyclient'),
  );
}

/** A 1 × 1 grey PNG: every map tile, so the map draws without the internet. */
const TILE = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mN4+P/vfwAJhAPk0mdjBwAAAABJRU5ErkJggg==',
  'base64',
);

/** Zoom levels of the map tiles the page asked for, in order. */
export async function serveTiles(page: Page): Promise<number[]> {
  const zooms: number[] = [];
  await page.context().route(/tile\.openstreetmap\.org\/\d+\/\d+\/\d+\.png$/, (route) => {
    zooms.push(Number(new URL(route.request().url()).pathname.split('/')[1]));
    return route.fulfill({ status: 200, contentType: 'image/png', body: TILE });
  });
  return zooms;
}

/**
 * A page the server drew shows its buttons before its scripts run (they start after its first
 * paint): a click then does nothing. `goto` waits, on such a page, until the shell has taken it
 * over, as a person waits for a page to respond; other pages and other answers are not waited on.
 */
function withHydrationWait(page: Page): Page {
  const goto = page.goto.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    if (options?.waitUntil !== 'commit') {
      await page.waitForFunction(() => !document.getElementById('root')?.hasAttribute('data-ssr') || document.documentElement.hasAttribute('data-app-ready'));
    }
    return response;
  };
  return page;
}

/**
 * Opens `path` by the app's own navigation, from a page the server drew: the page then loads its
 * data in the browser, where a test can serve them (`page.route`). Opened by its address, a page
 * arrives drawn with the data the server read, a member's too.
 */
export async function openInApp(page: Page, path: string): Promise<void> {
  await page.goto('/about');
  await page.evaluate((to) => {
    history.pushState(null, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

async function prepared(page: Page): Promise<Page> {
  await blockExternal(page);
  await serveTiles(page);
  return withHydrationWait(page);
}

/** A page in a browser context of the test's own (another person's browser), prepared as `page` is. */
export async function pageIn(context: BrowserContext): Promise<Page> {
  return prepared(await context.newPage());
}

export const test = base.extend<{ member: Account }>({
  page: async ({ page }, use) => {
    await use(await prepared(page));
  },
  member: async ({ playwright, baseURL }, use) => {
    await use(await createMember(playwright, baseURL!));
  },
});

export { expect };
