import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { expectProjectPage, path, PROJECTS, SECTIONS } from './projects-helpers';

/** Collects console errors, so a test can say the page logged none. */
function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`${page.url()}: ${message.text()}`);
  });
  return errors;
}

interface SwitchFrame {
  path: string;
  busy: boolean;
  opacity: number;
}

/**
 * Samples the project content's state every frame, from now on. The switch lasts 600 ms: on a busy
 * machine a polling assertion can start after it ended, so the page keeps the record itself.
 */
async function recordSwitchFrames(page: Page): Promise<() => Promise<SwitchFrame[]>> {
  await page.evaluate(() => {
    const frames: { path: string; busy: boolean; opacity: number }[] = [];
    (window as unknown as { switchFrames: typeof frames }).switchFrames = frames;
    const sample = () => {
      const content = document.querySelector('.project-switch');
      if (content) {
        frames.push({
          path: window.location.pathname,
          busy: content.getAttribute('aria-busy') === 'true',
          opacity: Number(getComputedStyle(content).opacity),
        });
      }
      if (frames.length < 5000) requestAnimationFrame(sample);
    };
    requestAnimationFrame(sample);
  });
  return () => page.evaluate(() => (window as unknown as { switchFrames: SwitchFrame[] }).switchFrames);
}

test.describe('project pages at 1280 px', () => {
  test.beforeEach(({ page }) => page.setViewportSize({ width: 1280, height: 900 }));

  test('every project has its page, sidebar and four sections, without console errors', async ({ page }) => {
    const errors = consoleErrors(page);
    for (const project of PROJECTS) {
      await page.goto(path(project));
      await expectProjectPage(page, project);
      const sidebar = page.getByRole('complementary', { name: 'Projects sidebar' });
      await expect(sidebar.getByRole('navigation', { name: 'Projects' }).getByRole('link')).toHaveText(PROJECTS);
      await expect(sidebar.getByRole('link', { name: project, exact: true })).toHaveAttribute('aria-current', 'page');
      await expect(sidebar.getByRole('navigation', { name: 'Sections' }).getByRole('link')).toHaveText(SECTIONS);
      await expect(page.getByRole('button', { name: 'View All Projects' })).toHaveCount(0);
    }
    expect(errors).toEqual([]);
  });

  test('names match in any case', async ({ page }) => {
    await page.goto('/projects/image%20TRANSITIONS');
    await expect(page.getByRole('heading', { level: 1, name: 'Image Transitions' })).toBeVisible();
    await expect(page.getByText(/appears for 100, 400 or 1600 ms, then a 200 ms mask/)).toBeVisible();
  });

  test('switching projects fades out, then in, and ignores a second choice made meanwhile', async ({ page }) => {
    await page.goto(path('NCIS'));
    await expect(page.getByRole('heading', { level: 1, name: 'NCIS' })).toBeVisible();
    const projects = page.getByRole('navigation', { name: 'Projects' });
    const samples = await recordSwitchFrames(page);
    await projects.getByRole('link', { name: 'NOVA' }).click();
    await projects.getByRole('link', { name: 'SHIVA' }).click();
    const content = page.locator('.project-switch');
    await expect(page.getByRole('heading', { level: 1, name: 'NOVA' })).toBeVisible();
    await expect(content).not.toHaveAttribute('aria-busy');
    await expect.poll(() => content.evaluate((element) => getComputedStyle(element).opacity)).toBe('1');
    await page.waitForTimeout(700);
    await expect(page).toHaveURL(/\/projects\/NOVA$/);
    const frames = await samples();
    // The closing phase: the old project stays, busy, fading out; then the new one fades in.
    expect(frames.some((s) => s.path.endsWith('/NCIS') && s.busy && s.opacity < 1)).toBe(true);
    expect(frames.some((s) => s.path.endsWith('/NOVA') && s.busy && s.opacity < 1)).toBe(true);
    expect(frames.some((s) => s.path.endsWith('/SHIVA'))).toBe(false);
  });

  test('with reduced motion, a project opens at once, without the fade', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto(path('NCIS'));
    await expect(page.getByRole('heading', { level: 1, name: 'NCIS' })).toBeVisible();
    const samples = await recordSwitchFrames(page);
    await page.getByRole('navigation', { name: 'Projects' }).getByRole('link', { name: 'SHIVA' }).click();
    await expect(page).toHaveURL(/\/projects\/SHIVA$/);
    await expect(page.getByRole('heading', { level: 1, name: 'SHIVA' })).toBeVisible();
    // At once: no frame was ever busy or faded, whatever the machine's speed.
    const frames = await samples();
    expect(frames.length).toBeGreaterThan(0);
    expect(frames.every((s) => !s.busy && s.opacity === 1)).toBe(true);
  });

  test('the section being read follows scrolling, and a section link takes the focus there', async ({ page }) => {
    await page.goto(path('Correlation'));
    await expect(page.getByRole('region', { name: 'Team' }).getByRole('heading', { level: 3 }).first()).toBeVisible();
    const sections = page.getByRole('navigation', { name: 'Sections' });
    const current = sections.locator('[aria-current="location"]');
    await expect(current).toHaveText('Overview');

    // Scrolled so that Team's top is 100 px beyond the (scrolled-away) navigation: Team is read.
    await page.evaluate(() => {
      const top = document.getElementById('team')!.getBoundingClientRect().top + window.scrollY;
      window.scrollTo({ top: Math.ceil(top) - 100, behavior: 'instant' });
    });
    await expect(current).toHaveText('Team');
    await page.evaluate(() => window.scrollBy({ top: -10, behavior: 'instant' }));
    await expect(current).toHaveText('Overview');

    await sections.getByRole('link', { name: 'Publications' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Publications' })).toBeFocused();
    await expect(current).toHaveText('Publications');
    await expect(page).toHaveURL(/#publications$/);

    await page.getByRole('button', { name: 'Back to Top' }).click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(current).toHaveText('Overview');
  });

  test('alumni stay collapsed until Show Alumni, and go again on Hide Alumni', async ({ page }) => {
    await page.goto(path('Ideo'));
    const team = page.getByRole('region', { name: 'Team' });
    await expect(team.getByRole('heading', { level: 3, name: 'Yuna Kim' })).toBeVisible();
    await expect(team.getByText('Wei Zhang')).toHaveCount(0);
    await team.getByRole('button', { name: 'Show Alumni' }).click();
    await expect(team.getByRole('heading', { level: 3, name: 'Wei Zhang' })).toBeVisible();
    await team.getByRole('button', { name: 'Hide Alumni' }).click();
    await expect(team.getByText('Wei Zhang')).toHaveCount(0);
  });

  test('the join section’s About the Lab link opens the home page at its About section', async ({ page }) => {
    await page.goto(path('NOVA'));
    await expect(page.getByRole('heading', { level: 1, name: 'NOVA' })).toBeVisible();
    await page.getByRole('region', { name: 'Join Our Team' }).getByRole('link', { name: 'About the Lab' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 2, name: 'About the Lab' })).toBeInViewport();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  });

  test('the subpages are reached from their project and lead back to it', async ({ page }) => {
    for (const [project, subpages] of [
      ['Correlation', ['Mainstream', 'Sequence']],
      ['Coding Team', ['Website Development', 'Experiment Framework']],
    ] as const) {
      for (const subpage of subpages) {
        await page.goto(path(project));
        await page.getByRole('region', { name: 'Overview' }).getByRole('link', { name: subpage }).click();
        await expect(page.getByRole('heading', { level: 1, name: subpage })).toBeVisible();
        await expect(page).toHaveTitle(`${subpage} (${project}) | Visual Cognition Lab`);
        await expect(page.locator('figure img')).toHaveCount(1);
        await page.getByRole('link', { name: `Back to ${project}` }).click();
        await expect(page.getByRole('heading', { level: 1, name: project, exact: true })).toBeVisible();
      }
    }
  });
});
