import type { Page } from '@playwright/test';
import { createMember, expect, test } from '../fixtures';

const PROJECTS = ['Coding Team', 'Correlation', 'Ideo', 'Image Transitions', 'NCIS', 'NOVA', 'SHIVA'];
const SECTIONS = ['Overview', 'Team', 'Publications', 'Join Our Team'];
const path = (project: string) => `/projects/${encodeURIComponent(project)}`;

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

async function expectProjectPage(page: Page, project: string) {
  await expect(page.getByRole('heading', { level: 1, name: project, exact: true })).toBeVisible();
  await expect(page).toHaveTitle(`${project} | Visual Cognition Lab`);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 2 })).toHaveText(SECTIONS);
  const overview = page.getByRole('region', { name: 'Overview' });
  await expect(overview.getByRole('heading', { level: 3 }).first()).toHaveText(new RegExp(`^${project}: `));
  // Every figure of the gallery is served with the remote and drawn.
  for (const figure of await overview.locator('figure img').all()) {
    await figure.scrollIntoViewIfNeeded();
    await expect.poll(() => figure.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
  }
  const team = page.getByRole('region', { name: 'Team' });
  await expect(team.getByText('Loading team members...')).toHaveCount(0);
  await expect(team.getByRole('heading', { level: 3 }).first()).toBeVisible();
  await expect(team.getByText('This Project has no Team Members')).toHaveCount(0);
  await expect(team.getByRole('button', { name: 'Show Alumni' })).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByRole('region', { name: 'Publications' }).getByRole('link').first()).toBeVisible();
  const join = page.getByRole('region', { name: 'Join Our Team' });
  await expect(join.getByRole('link', { name: 'Application Instructions' })).toHaveAttribute('href', '/get_involved');
  await expect(join.getByRole('button', { name: 'Back to Top' })).toBeVisible();
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

test.describe('project pages at 800 px', () => {
  test.beforeEach(({ page }) => page.setViewportSize({ width: 800, height: 900 }));

  test('every project page has the slide-out panel; each project is reached through it', async ({ page }) => {
    await page.goto('/projects');
    for (const project of PROJECTS) {
      await expect(page.getByRole('complementary', { name: 'Projects sidebar' })).toHaveCount(0);
      const button = page.getByRole('button', { name: 'View All Projects' });
      await button.click();
      const panel = page.getByRole('dialog', { name: 'All Projects' });
      await expect(panel).toBeVisible();
      await panel.getByRole('link', { name: project, exact: true }).click();
      await expect(panel).toBeHidden();
      await expectProjectPage(page, project);
    }
  });

  test('the panel takes the focus, closes on Escape and gives the focus back; a section chosen in it is shown', async ({ page }) => {
    await page.goto(path('NOVA'));
    const button = page.getByRole('button', { name: 'View All Projects' });
    await button.focus();
    await page.keyboard.press('Enter');
    const panel = page.getByRole('dialog', { name: 'All Projects' });
    await expect(panel).toBeVisible();
    await expect.poll(() => panel.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    await expect(panel.getByRole('link', { name: 'NOVA' })).toHaveAttribute('aria-current', 'page');
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(button).toBeFocused();

    await button.click();
    await panel.getByRole('link', { name: 'Join Our Team' }).click();
    await expect(panel).toBeHidden();
    const heading = page.getByRole('heading', { level: 2, name: 'Join Our Team' });
    await expect(heading).toBeFocused();
    await expect(heading).toBeInViewport();
  });
});

test.describe('the sidebar breakpoint: slide-out under 975 px', () => {
  test('974 px: the View All Projects button, no sidebar beside the page', async ({ page }) => {
    await page.setViewportSize({ width: 974, height: 900 });
    await page.goto(path('NOVA'));
    await expect(page.getByRole('button', { name: 'View All Projects' })).toBeVisible();
    await expect(page.getByRole('complementary', { name: 'Projects sidebar' })).toHaveCount(0);
  });

  test('975 px: the sidebar beside the page, no button', async ({ page }) => {
    await page.setViewportSize({ width: 975, height: 900 });
    await page.goto(path('NOVA'));
    await expect(page.getByRole('complementary', { name: 'Projects sidebar' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'View All Projects' })).toHaveCount(0);
  });
});

test.describe('the projects views', () => {
  test('/projects points to the sidebar and to all projects', async ({ page }) => {
    await page.goto('/projects');
    await expect(page.getByText('Use the sidebar to choose a project, or see all seven projects at once.')).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'More' }).getByRole('link', { name: 'Contact' })).toBeVisible();
    await page.getByRole('link', { name: 'View All Projects' }).click();
    await expect(page).toHaveURL(/\/projects\/overview$/);
  });

  test('/projects/overview: a card per project with its logo, title link and description', async ({ page }) => {
    await page.goto('/projects/overview');
    await expect(page.getByRole('heading', { level: 1, name: 'All Projects' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText(PROJECTS);
    for (const project of PROJECTS) await expect(page.getByRole('img', { name: `${project} logo` })).toBeVisible();
    await expect(page.getByText(/precisely people perceive correlation in scatterplots/)).toBeVisible();
    await page.getByRole('heading', { level: 2, name: 'SHIVA' }).getByRole('link').click();
    await expect(page.getByRole('heading', { level: 1, name: 'SHIVA' })).toBeVisible();
    await page.goto('/projects/overview');
    await page.getByRole('link', { name: 'Back to Projects' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Projects', exact: true })).toBeVisible();
  });

  for (const unknown of ['/projects/NoSuchProject', '/projects/NOVA/Mainstream']) {
    test(`${unknown} goes to the 404 page`, async ({ page }) => {
      await page.goto(unknown);
      await expect(page.getByRole('heading', { name: '404 Error' })).toBeVisible();
      await expect(page.getByText("Hmm... We can't seem to find this page.")).toBeVisible();
      await expect(page).toHaveURL(/\/404$/);
    });
  }

  test('a member created through the API appears in their project’s team', async ({ page, playwright, baseURL }) => {
    const cards = page.getByRole('region', { name: 'Team' }).getByRole('heading', { level: 3, name: 'Erin Tester' });
    await page.goto('/projects/shiva');
    await expect(page.getByRole('region', { name: 'Team' }).getByRole('heading', { level: 3 }).first()).toBeVisible();
    const before = await cards.count();
    await createMember(playwright, baseURL!, 'SHIVA');
    await page.reload();
    await expect(cards).toHaveCount(before + 1);
    await expect(cards.last().locator('..')).toContainText('Co-Pilot');
  });
});
