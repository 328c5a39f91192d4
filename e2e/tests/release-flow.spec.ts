import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { ADMIN, apiLogin, expect, test } from '../fixtures';
import { addTimelinePage, copyRemote, startPortal, type Portal, type RemoteCopy } from '../remote-copy';
import { AccessibilityAudit, WIDTHS } from './accessibility-audit';

/**
 * A team ships a version the way the release flow has it: a preview only its browser sees, an
 * admin's approval on the Remotes page (the diff, a rollout to half the visitors, then
 * activation), and a version whose page throws, rolled back by the portal itself once its
 * visitors' pages fail. The portal is never restarted.
 */
const NEWS = '/timeline/news';

let news: RemoteCopy;
let broken: RemoteCopy;
let portal: Portal;

/** A copy of mfe-timeline with a public page of its own, drawn by `element`. */
function timelineWithNews(element: string, extra = ''): RemoteCopy {
  const copy = copyRemote('mfe-timeline');
  addTimelinePage(copy, `{ path: '${NEWS}', guard: 'public', head: { title: 'Timeline news', description: 'What is new in the timeline.' } }`, { element, extra });
  return copy;
}

test.describe.configure({ mode: 'serial', timeout: 300_000 });

test.beforeAll(async () => {
  test.setTimeout(300_000);
  news = timelineWithNews('<h1>Timeline news</h1>');
  await news.build();
  broken = timelineWithNews('<Broken />', "function Broken(): never {\n  throw new Error('The news page throws on purpose.');\n}");
  await broken.build();
  // Five failing page loads are enough to judge a version here (20 by default).
  portal = await startPortal({ REMOTE_ROLLBACK_MIN_LOADS: '5' });
});

test.afterAll(async () => {
  await portal?.stop();
  news?.remove();
  broken?.remove();
});

/** The deploy command in the copy's folder, as a team runs it; what it printed, and its exit code. */
async function deploy(copy: RemoteCopy, token: string, ...args: string[]): Promise<{ said: string; code: number }> {
  try {
    const { stdout } = await promisify(execFile)('npm', ['run', '-s', 'deploy', '--', ...args, '--portal', portal.baseURL], { cwd: copy.dir, env: { ...process.env, LAB_DEPLOY_TOKEN: token } });
    return { said: stdout, code: 0 };
  } catch (error) {
    const failed = error as { stdout?: string; stderr?: string; code?: number };
    return { said: `${failed.stdout ?? ''}${failed.stderr ?? ''}`, code: failed.code ?? 1 };
  }
}

test('preview, approval, a rollout, activation, and a failing version rolled back by itself', async ({ page, browser }, testInfo) => {
  await apiLogin(page.request, ADMIN, portal.baseURL);
  const made = async (body: object) => ((await (await page.request.post(`${portal.baseURL}/api/remotes/mfe-timeline/deploy-tokens`, { data: body })).json()).data as { token: string }).token;
  const team = await made({ label: 'Timeline team' });

  let link = '';
  await test.step('the team uploads and previews its version: only the browser with the link gets it', async () => {
    const dry = await deploy(news, team, '--dry-run');
    expect(dry.code, dry.said).toBe(0);
    const previewed = await deploy(news, team, '--preview');
    expect(previewed.code, previewed.said).toBe(0);
    expect(previewed.said).toContain('Preview version 2');
    link = /^(http\S+\?preview=lpp_\S+)$/m.exec(previewed.said)?.[1] ?? '';
    expect(link).not.toBe('');

    const teamBrowser = await browser.newContext();
    const mine = await teamBrowser.newPage();
    await mine.goto(link);
    // The link names the site's own address (SITE_URL), where its cookie then belongs.
    await mine.goto(`${new URL(link).origin}${NEWS}`);
    await expect(mine.getByRole('heading', { level: 1, name: 'Timeline news' })).toBeVisible();
    await expect(mine.getByRole('status').filter({ hasText: 'Preview of mfe-timeline version 2' })).toBeVisible();
    const other = await (await browser.newContext()).newPage();
    const answer = await other.goto(`${new URL(link).origin}${NEWS}`);
    expect(answer?.status(), 'another browser has no such page').toBe(404);
    await expect(other.getByText('Preview of mfe-timeline')).toHaveCount(0);
    await teamBrowser.close();
  });

  await test.step('without an admin, the team cannot bring it to visitors', async () => {
    const refused = await deploy(news, team, '--activate');
    expect(refused.code).not.toBe(0);
    expect(refused.said).toContain('An admin approves the versions of mfe-timeline');
    expect(refused.said).not.toMatch(/npm (ERR|error)/);
  });

  await test.step('an admin sees what changes, rolls it out to half the visitors, then activates it', async () => {
    await page.goto(`${portal.baseURL}/admin/remotes`);
    const timeline = page.getByRole('region', { name: 'mfe-timeline', exact: true });
    await timeline.getByRole('button', { name: /^Roll out version 2 of mfe-timeline/ }).click();
    const rollout = page.getByRole('dialog', { name: 'Roll out version 2 of mfe-timeline?' });
    await expect(rollout.getByText(NEWS)).toBeVisible();
    await rollout.getByLabel('50 %').check();
    await rollout.getByRole('button', { name: 'Roll out' }).click();
    await expect(timeline.getByText('Version 2 is rolling out to 50 % of visitors')).toBeVisible();
    const sides = new Set<number>();
    for (let visitor = 0; visitor < 20 && sides.size < 2; visitor += 1) {
      const fresh = await browser.newContext();
      const config = await (await fresh.request.get(`${portal.baseURL}/remotes.json`)).json();
      sides.add(config.versions.mfe_timeline);
      await fresh.close();
    }
    expect([...sides].sort()).toEqual([1, 2]);

    await timeline.getByRole('button', { name: /^Activate version 2 of mfe-timeline/ }).click();
    const confirm = page.getByRole('dialog');
    await expect(confirm.getByText(NEWS)).toBeVisible();
    await confirm.getByRole('button', { name: /^Activate/ }).click();
    await expect(timeline.getByText('Version 2 is rolling out')).toHaveCount(0);
    const visitor = await (await browser.newContext()).newPage();
    await visitor.goto(`${portal.baseURL}${NEWS}`);
    await expect(visitor.getByRole('heading', { level: 1, name: 'Timeline news' })).toBeVisible();
  });

  await test.step('a version whose page throws is rolled back by itself, and the Remotes page and status say so', async () => {
    const trusted = await made({ label: 'Timeline team, trusted', mayActivate: true });
    const shipped = await deploy(broken, trusted, '--activate');
    expect(shipped.said).toContain('Version 3 is now active');
    await expect
      .poll(
        async () => {
          const visitor = await browser.newContext();
          await (await visitor.newPage()).goto(`${portal.baseURL}${NEWS}`);
          await visitor.close();
          return (await (await page.request.get(`${portal.baseURL}/remotes.json`)).json()).versions.mfe_timeline;
        },
        { timeout: 60_000, intervals: [1_000] },
      )
      .toBe(2);
    await page.goto(`${portal.baseURL}/admin/remotes`);
    const rollbacks = page.getByRole('table', { name: /^Automatic rollbacks of mfe-timeline/ });
    await expect(rollbacks.getByRole('row')).toHaveCount(2);
    const status = await deploy(news, team, 'status');
    expect(status.said).toContain('Rolled back by the portal itself');
  });

  await test.step("the Remotes page, a version's details and the rollout dialog pass axe at every width", async () => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const audit = new AccessibilityAudit(page, testInfo);
    for (const width of WIDTHS) {
      await audit.width(width);
      await page.goto(`${portal.baseURL}/admin/remotes`);
      await audit.scan(`/admin/remotes at ${width} px`);
      const timeline = page.getByRole('region', { name: 'mfe-timeline', exact: true });
      await timeline.getByRole('button', { name: /^Details of version 3 of mfe-timeline/ }).click();
      await expect(timeline.getByRole('table', { name: /^Size of version 3 of mfe-timeline against version 2/ })).toBeVisible();
      await audit.scanAsIs(`version 3's details at ${width} px`);
      await timeline.getByRole('button', { name: /^Roll out version 3 of mfe-timeline/ }).click();
      const dialog = page.getByRole('dialog', { name: 'Roll out version 3 of mfe-timeline?' });
      await expect(dialog).toBeVisible();
      await audit.scanAsIs(`the rollout dialog at ${width} px`);
      await dialog.getByRole('button', { name: 'Cancel' }).click();
    }
    await audit.expectNoViolations();
  });
});
