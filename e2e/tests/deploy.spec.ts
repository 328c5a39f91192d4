import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { ADMIN, apiLogin, expect, test } from '../fixtures';
import { copyRemote, startPortal, timelineWithStatsPage, type Portal, type RemoteCopy } from '../remote-copy';

/**
 * A team ships its remote from its own folder with the deploy command, against a running
 * production portal: the new version is live on the next page load; a broken one shows in the
 * admins' Remotes page with its failures, and a rollback brings the timeline back. The portal is
 * never restarted.
 */
const UNAVAILABLE = 'Sorry, the timeline could not be loaded right now. Please try again in a moment.';

let good: RemoteCopy;
let broken: RemoteCopy;
let portal: Portal;

test.describe.configure({ mode: 'serial', timeout: 240_000 });

test.beforeAll(async () => {
  test.setTimeout(240_000);
  good = timelineWithStatsPage();
  await good.build();
  broken = copyRemote('mfe-timeline');
  broken.edit('src/remote-entry.ts', "import TimelineRoutes from './app/TimelineRoutes';", "import TimelineRoutes from './app/TimelineRoutes';\n\nthrow new Error('This build of the timeline is broken on purpose.');");
  await broken.build();
  portal = await startPortal({});
});

test.afterAll(async () => {
  await portal?.stop();
  good?.remove();
  broken?.remove();
});

/** `npm run deploy -- --portal … --activate` in the remote's folder, the token in the environment. */
async function deploy(copy: RemoteCopy, token: string) {
  const { stdout } = await promisify(execFile)('npm', ['run', '--silent', 'deploy', '--', '--portal', portal.baseURL, '--activate'], {
    cwd: copy.dir,
    env: { ...process.env, LAB_DEPLOY_TOKEN: token },
  });
  return stdout;
}

test('a team deploys, a broken version shows its failures, and a rollback brings the timeline back', async ({ page }) => {
  await apiLogin(page.request, ADMIN, portal.baseURL);
  const made = await page.request.post(`${portal.baseURL}/api/remotes/mfe-timeline/deploy-tokens`, { data: { mayActivate: true } });
  expect(made.status()).toBe(201);
  const { token } = (await made.json()).data as { token: string };

  await test.step('the deploy command uploads and activates version 2', async () => {
    const said = await deploy(good, token);
    expect(said).toContain('Version 2 of mfe-timeline was accepted.');
    expect(said).toContain('Version 2 is now active');
  });
  await test.step('the next page load gets it', async () => {
    await page.goto(`${portal.baseURL}/timeline/stats`);
    await expect(page.getByRole('heading', { level: 1, name: 'Timeline statistics' })).toBeVisible();
  });

  await test.step('a version that throws on load fails in the browser, and reports it', async () => {
    expect(await deploy(broken, token)).toContain('Version 3 is now active');
    const reported = page.waitForResponse((response) => response.url().endsWith('/api/remotes/mfe-timeline/load-errors'));
    await page.goto(`${portal.baseURL}/timeline`);
    await expect(page.getByText(UNAVAILABLE)).toBeVisible();
    expect((await reported).status()).toBe(204);
  });

  await test.step('the Remotes page shows the failures of version 3, and rolls back', async () => {
    await page.goto(`${portal.baseURL}/admin/remotes`);
    const timeline = page.getByRole('region', { name: 'mfe-timeline', exact: true });
    const failures = timeline.getByRole('table', { name: /^Load failures of mfe-timeline/ });
    await expect(failures.getByRole('row').filter({ hasText: 'broken on purpose' })).toHaveCount(1);
    await expect(failures.getByRole('rowheader', { name: '3' })).toBeVisible();
    await timeline.getByRole('button', { name: 'Roll back mfe-timeline' }).click();
    const dialog = page.getByRole('dialog', { name: 'Roll back mfe-timeline?' });
    await dialog.getByRole('button', { name: 'Roll back' }).click();
    await expect(page.getByText('mfe-timeline is rolled back to version 2.')).toBeVisible();
  });

  await test.step('the timeline works again', async () => {
    await page.goto(`${portal.baseURL}/timeline`);
    await expect(page.getByRole('heading', { level: 1, name: 'Timeline' })).toBeVisible();
    await expect(page.getByText(UNAVAILABLE)).toHaveCount(0);
  });
});
