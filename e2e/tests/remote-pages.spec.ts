import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { apiLogin, createMember, expect, test } from '../fixtures';
import { REPOSITORY, serveFolder, startPortal, timelineWithStatsPage, type Portal, type RemoteCopy, type StaticHost } from '../remote-copy';

/**
 * A team owns its remote's pages: it adds one in its own folder, builds only its remote, deploys
 * it elsewhere, and the running portal's pages, guards, menus and heads follow, with neither the
 * shell nor the API rebuilt.
 */
const BUILT = ['shell/dist/index.html', 'api/dist/server.js'].map((file) => path.join(REPOSITORY, file));
const stamp = () => BUILT.map((file) => `${file} ${fs.statSync(file).mtimeMs} ${fs.readFileSync(file).length}`);

let copy: RemoteCopy;
let host: StaticHost;
const builtBefore = stamp();

test.describe.configure({ mode: 'serial', timeout: 180_000 });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  copy = timelineWithStatsPage();
  await copy.build();
  host = await serveFolder(path.join(copy.dir, 'dist'));
});

test.afterAll(async () => {
  await host?.close();
  copy?.remove();
});

// A remote is configured by its entry, or by its mf-manifest.json, whose metadata names the route manifest.
for (const entry of ['remoteEntry.js', 'mf-manifest.json']) {
  test.describe(`a page a team adds to its remote, configured by its ${entry}`, () => {
    let portal: Portal;
    test.beforeAll(async () => {
      portal = await startPortal({ REMOTE_MFE_TIMELINE_URL: `${host.origin}/${entry}` });
    });
    test.afterAll(async () => portal?.stop());

    test('is reachable, guarded, in the account menu and titled in its first HTML; the shell and the API were not rebuilt', async ({ page, playwright }) => {
      const member = await createMember(playwright, portal.baseURL);
      await test.step('a visitor gets the 404 page', async () => {
        await page.goto(`${portal.baseURL}/timeline/stats`);
        await expect(page.getByRole('heading', { name: '404 Error' })).toBeVisible();
      });
      await test.step('a member finds it in the account menu and reads it', async () => {
        await apiLogin(page.request, member, portal.baseURL);
        await page.goto(`${portal.baseURL}/`);
        await page.getByRole('button', { name: member.username }).click();
        await page.getByRole('link', { name: 'Timeline statistics' }).click();
        await expect(page).toHaveURL(/\/timeline\/stats$/);
        await expect(page.getByRole('heading', { level: 1, name: 'Timeline statistics' })).toBeVisible();
        await expect(page.getByText(/^Entries in the timeline: \d+$/)).toBeVisible();
        await expect(page).toHaveTitle(/^Timeline statistics \| /);
      });
      await test.step('its first HTML carries its title', async () => {
        const html = await (await page.request.get(`${portal.baseURL}/timeline/stats`, { headers: { accept: 'text/html' } })).text();
        expect(html).toMatch(/<title>Timeline statistics \| [^<]+<\/title>/);
      });
      await test.step('the rest of the timeline still works', async () => {
        await page.goto(`${portal.baseURL}/timeline`);
        await expect(page.getByRole('heading', { level: 1, name: 'Timeline' })).toBeVisible();
      });
      expect(stamp()).toEqual(builtBefore);
    });
  });
}

test.describe('a remote whose route manifest cannot be used', () => {
  test('shows its area’s error with Retry, every other page works, and the server says why', async ({ page, playwright }) => {
    const broken = fs.mkdtempSync(path.join(os.tmpdir(), 'lab-broken-remote-'));
    fs.cpSync(path.join(copy.dir, 'dist'), broken, { recursive: true });
    fs.writeFileSync(path.join(broken, 'route-manifest.json'), JSON.stringify({ schemaVersion: 1, remote: 'mfe_timeline' }));
    const brokenHost = await serveFolder(broken);
    const portal = await startPortal({ REMOTE_MFE_TIMELINE_URL: `${brokenHost.origin}/remoteEntry.js` });
    try {
      const member = await createMember(playwright, portal.baseURL);
      await apiLogin(page.request, member, portal.baseURL);
      await page.goto(`${portal.baseURL}/timeline`);
      await expect(page.getByText('Sorry, the timeline could not be loaded right now. Please try again in a moment.')).toBeVisible();
      await expect(page.getByRole('button', { name: /retry/i })).toBeVisible();
      await page.goto(`${portal.baseURL}/People`);
      await expect(page.getByRole('heading', { level: 1, name: 'People' })).toBeVisible();
      expect(portal.log()).toMatch(/remote route manifest refused/);
      expect(portal.log()).toMatch(/must have required property/);
    } finally {
      await portal.stop();
      await brokenHost.close();
      fs.rmSync(broken, { recursive: true, force: true });
    }
  });
});
