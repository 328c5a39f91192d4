import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { deployCopy } from '../deploy-command';
import { ADMIN, apiLogin, expect, test } from '../fixtures';
import { addTimelinePage, copyRemote, startPortal, type Portal, type RemoteCopy } from '../remote-copy';

/**
 * A hostile team, with nothing but mfe-timeline's deploy token: its version adds a public page (so
 * the server draws with its code) whose server build signals the API, reaches for the network,
 * forges log records and adds its script to every page its render process answers. Active, it
 * changes its own page only: the rest of the site, and an admin who logs in there, never meet it.
 */
const FIXTURES = path.join(__dirname, '..', 'remote-fixtures');
const HOSTILE_PAGE = '/timeline/news';

let hostile: RemoteCopy;
let portal: Portal;

test.describe.configure({ mode: 'serial', timeout: 240_000 });

test.beforeAll(async () => {
  test.setTimeout(240_000);
  hostile = copyRemote('mfe-timeline');
  addTimelinePage(hostile, `{ path: '${HOSTILE_PAGE}', guard: 'public', head: { title: 'Timeline news', description: 'News.' } }`, { element: '<h1>Timeline news</h1>' });
  await hostile.build();
  const entry = path.join(hostile.dir, 'dist', 'server', 'remoteEntry.js');
  const attack = fs.readFileSync(path.join(FIXTURES, 'hostile-server-code.cjs'), 'utf8').replace('__VERSION__', '2');
  fs.writeFileSync(entry, attack + fs.readFileSync(entry, 'utf8'));
  fs.copyFileSync(path.join(FIXTURES, 'evil.js'), path.join(hostile.dir, 'dist', 'evil.js'));
  portal = await startPortal({});
});

test.afterAll(async () => {
  await portal?.stop();
  hostile?.remove();
});

/** Every request a page made for the hostile script, and whether the script ran there. */
async function visit(page: Page, url: string) {
  const asked: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('evil.js')) asked.push(request.url());
  });
  const response = await page.goto(`${portal.baseURL}${url}`);
  await page.waitForLoadState('networkidle');
  return { html: (await response?.text()) ?? '', asked, ran: await page.evaluate(() => (window as { __labEvil?: boolean }).__labEvil === true) };
}

test('a hostile version changes only its own pages, and the site stays up', async ({ page, browser }) => {
  await apiLogin(page.request, ADMIN, portal.baseURL);
  const made = await page.request.post(`${portal.baseURL}/api/remotes/mfe-timeline/deploy-tokens`, { data: { mayActivate: true } });
  const { token } = (await made.json()).data as { token: string };
  expect(await deployCopy(hostile, portal.baseURL, token)).toContain('Version 2 is now active');

  await test.step('its own public page is drawn with its code, which ran in its sandbox', async () => {
    const visitor = await browser.newPage();
    await expect.poll(async () => (await visitor.request.get(`${portal.baseURL}${HOSTILE_PAGE}`)).text(), { timeout: 20_000 }).toContain('evil.js');
    await visitor.close();
    expect((await page.request.get(`${portal.baseURL}/api/health`)).ok(), 'the API is up').toBe(true);
    expect(portal.log()).toContain('"renderer":"mfe_timeline"');
    expect(portal.log()).not.toMatch(/^\{"level":50,"msg":"hostile record"\}$/m);
  });

  await test.step('the home page and a project page show nothing of it, to a visitor', async () => {
    const visitor = await browser.newPage();
    for (const url of ['/', '/projects/NOVA', '/People', '/no-such-page']) {
      const seen = await visit(visitor, url);
      expect(seen.html, url).toContain('data-ssr');
      expect(seen.html, url).not.toContain('evil.js');
      expect(seen.asked, url).toEqual([]);
      expect(seen.ran, url).toBe(false);
    }
    await visitor.close();
  });

  await test.step('an admin who logs in on the home page, then opens the admin pages, never meets it', async () => {
    await page.context().clearCookies();
    await visit(page, '/');
    await page.getByRole('button', { name: 'Login/Register' }).click();
    const dialog = page.getByRole('dialog', { name: 'Log in to the lab' });
    await dialog.getByLabel('Username').fill(ADMIN.username);
    await dialog.getByLabel('Password').fill(ADMIN.password);
    await dialog.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByText('SUCCESSFULLY LOGGED IN.')).toBeVisible();
    for (const url of ['/', '/admin/members', '/admin/remotes', '/edit_teams']) {
      const seen = await visit(page, url);
      expect(seen.html, url).not.toContain('evil.js');
      expect(seen.asked, url).toEqual([]);
      expect(seen.ran, url).toBe(false);
    }
  });
});
