import { apiLogin, expect, test } from '../fixtures';

test.describe('remotes loaded at run time', () => {
  test('one remote down: its area says so, the rest of the site works, and Retry recovers', async ({ page, member }) => {
    await apiLogin(page.request, member);
    await page.route('**/remotes/mfe-timeline/**', (route) => route.abort('connectionrefused'));
    await page.goto('/timeline');
    await expect(page.getByText('Sorry, the timeline could not be loaded right now.')).toBeVisible();

    await page.goto('/contact');
    await expect(page.getByRole('heading', { level: 1, name: 'Contact' })).toBeVisible();
    await page.goto('/resources');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText(/could not be loaded right now/)).toHaveCount(0);

    await page.goto('/timeline');
    await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
    await page.unroute('**/remotes/mfe-timeline/**');
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Timeline' })).toBeVisible();
  });

  test('a remote that never answers stops spinning, the rest of the site works, and Retry recovers once it answers', async ({ page }) => {
    test.setTimeout(90_000);
    // Its requests hang for good, as behind a dead proxy: they are never answered, not even with an error.
    await page.route('**/remotes/mfe-projects/**', () => {});
    // Not until the load event: a script that never arrives holds it back, as any script would.
    await page.goto('/projects/overview', { waitUntil: 'domcontentloaded' });
    await expect(page.getByText('Sorry, the project pages could not be loaded right now.')).toBeVisible({ timeout: 25_000 });
    const retry = page.getByRole('button', { name: 'Retry' });
    await expect(retry).toBeVisible();
    await expect(page.locator('footer')).toBeVisible();

    await page.getByRole('contentinfo').getByRole('link', { name: 'People' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'People' })).toBeVisible();
    // Coming back tries the remote again, and gives up again after the same wait.
    await page.goBack({ waitUntil: 'commit' });
    await expect(retry).toBeVisible({ timeout: 25_000 });

    // The remote answers again; the requests that hung stay hung, so Retry must ask afresh.
    await page.unrouteAll();
    await retry.click();
    await expect(page.getByRole('heading', { level: 1, name: 'All Projects' })).toBeVisible({ timeout: 25_000 });
  });

  test('React is loaded once, however many remotes the visit uses', async ({ page }) => {
    const reactDoms: string[] = [];
    page.on('response', async (response) => {
      if (!response.url().endsWith('.js')) return;
      const body = await response.text().catch(() => '');
      // A marker only react-dom's client renderer contains.
      if (body.includes('__reactContainer$')) reactDoms.push(response.url());
    });
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // Client-side navigation through three more remotes' pages.
    await page.getByRole('contentinfo').getByRole('link', { name: 'Projects' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'All Projects' })).toBeVisible();
    await page.getByRole('main').getByRole('link', { name: 'NOVA', exact: true }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'NOVA' })).toBeVisible();
    await page.getByRole('contentinfo').getByRole('link', { name: 'People' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'People' })).toBeVisible();
    expect(reactDoms).toHaveLength(1);
  });

  test("the federation runtime loads the remotes: one runtime-core, the shell's, one instance a remote, each shared library from one copy", async ({ page, member }) => {
    await apiLogin(page.request, member);
    const sharedScripts: Record<string, string[]> = {};
    // Strings only one shared library's built code contains (the People page's tabs bring
    // shared-ui/widgets; the timeline brings Formik, moment and shared-ui/form-controls, its entry
    // form shared-ui/alerts).
    const markers = {
      formik: 'validateOnBlur',
      moment: 'Invalid date',
      widgets: 'ListGroupItem',
      formControls: 'form-check-input',
      alerts: 'alert-heading',
      reactDom: '__reactContainer$',
    };
    page.on('response', async (response) => {
      if (!response.url().endsWith('.js')) return;
      const body = await response.text().catch(() => '');
      for (const [name, marker] of Object.entries(markers)) if (body.includes(marker)) (sharedScripts[name] ??= []).push(response.url());
    });
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/timeline');
    await expect(page.getByRole('heading', { level: 1, name: 'Timeline' })).toBeVisible();
    await page.getByRole('link', { name: 'Add New Entry' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Add Timeline Entry' })).toBeVisible();
    await page.getByRole('contentinfo').getByRole('link', { name: 'People' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'People' })).toBeVisible();
    await page.getByRole('contentinfo').getByRole('link', { name: 'Projects' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'All Projects' })).toBeVisible();
    const federation = await page.evaluate(() => {
      const global = globalThis as unknown as {
        __FEDERATION__?: { __INSTANCES__: Array<{ name: string; options: { remotes: Array<{ name: string }> } }> };
        _FEDERATION_RUNTIME_CORE_FROM?: { name: string };
      };
      const instances = global.__FEDERATION__?.__INSTANCES__ ?? [];
      return {
        instances: instances.map((instance) => instance.name).sort(),
        remotes: instances.find((instance) => instance.name === 'shell')?.options.remotes.map((remote) => remote.name).sort(),
        runtimeFrom: global._FEDERATION_RUNTIME_CORE_FROM?.name,
      };
    });
    expect(federation.runtimeFrom).toBe('shell');
    expect(federation.remotes).toEqual(['mfe_admin', 'mfe_members', 'mfe_projects', 'mfe_public', 'mfe_timeline']);
    expect(federation.instances).toEqual(['mfe_projects', 'mfe_public', 'mfe_timeline', 'shell']);
    const copies = Object.fromEntries(Object.keys(markers).map((name) => [name, sharedScripts[name]?.length ?? 0]));
    expect(copies).toEqual({ formik: 1, moment: 1, widgets: 1, formControls: 1, alerts: 1, reactDom: 1 });
  });
});
