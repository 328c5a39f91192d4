import { expect, serveTiles, test } from '../fixtures';
import { open } from './public-helpers';

test.describe('Get Involved', () => {
  test('at 1280 px: the folding sidebar, the journey graph, and Apply to the form', async ({ page }) => {
    await open(page, 1280, '/get_involved');
    const sidebar = page.getByRole('navigation', { name: 'Get Involved sections' });
    await expect(sidebar.getByRole('link', { name: 'Research Assistant' })).toBeVisible();
    await sidebar.getByRole('button', { name: 'Hide sections' }).click();
    await expect(sidebar.getByRole('link', { name: 'Research Assistant' })).toBeHidden();
    await sidebar.getByRole('button', { name: 'Show sections' }).click();
    await expect(sidebar.getByRole('link', { name: 'View Projects' })).toHaveAttribute('href', '/projects');

    const graph = page.getByRole('group', { name: /^Everyone starts as Co-Pilot/ });
    await expect(graph).toBeVisible();
    await expect(page.getByText('Everyone starts as Co-Pilot.', { exact: true })).toBeHidden();
    await graph.getByRole('link', { name: 'Volunteer' }).click();
    await expect(page).toHaveURL(/#volunteer$/);

    await page.getByRole('button', { name: 'Apply as Volunteer' }).click();
    const form = page.getByRole('heading', { level: 2, name: 'Application Form' });
    await expect(form).toBeFocused();
    await expect(form).toBeInViewport();
    const section = page.getByRole('region', { name: 'Application Form' });
    await expect(section.getByRole('link', { name: 'home page' })).toHaveAttribute('href', '/');
    await expect(section.getByRole('link', { name: 'projects page' })).toHaveAttribute('href', '/projects');
  });

  test('at 800 px: the sections dropdown and the role ladder as a list', async ({ page }) => {
    await open(page, 800, '/get_involved');
    await expect(page.getByRole('group', { name: /^Everyone starts as Co-Pilot/ })).toHaveCount(0);
    await expect(page.getByText('Everyone starts as Co-Pilot.', { exact: true })).toBeVisible();
    await expect(page.getByText('At least 9 hours per week.')).toHaveCount(3);
    await page.getByRole('button', { name: 'Jump to a section' }).click();
    await page.getByRole('link', { name: 'Directed Studies' }).click();
    await expect(page).toHaveURL(/#directed-studies$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Directed Studies' })).toBeInViewport();
  });
});

test.describe('Affiliations', () => {
  test('at 1280 px: the map with a marker per program; pointing at a program zooms to it', async ({ page }) => {
    const zooms = await serveTiles(page);
    await open(page, 1280, '/Affiliations');
    const map = page.getByRole('region', { name: 'Map of University of British Columbia' });
    await expect(map.locator('path.leaflet-interactive')).toHaveCount(4);
    await expect.poll(() => zooms.length).toBeGreaterThan(0);
    expect(Math.max(...zooms)).toBeLessThanOrEqual(15);

    zooms.length = 0;
    await page.getByRole('link', { name: /^Brain and Attention Research Lab/ }).hover();
    await expect.poll(() => zooms.includes(17)).toBe(true);

    await page.getByRole('tab', { name: 'Other Universities' }).click();
    await expect(page.getByRole('region', { name: 'Map of Other Universities' }).locator('path.leaflet-interactive')).toHaveCount(5);
    await page.getByRole('tab', { name: 'Affiliated Programs' }).click();
    await expect(page.getByRole('region', { name: 'Map of Affiliated Programs' }).locator('path.leaflet-interactive')).toHaveCount(5);
  });

  test('with no tiles reachable, the markers and the list still work', async ({ page }) => {
    await page.context().route(/tile\.openstreetmap\.org/, (route) => route.abort('internetdisconnected'));
    await open(page, 1280, '/Affiliations');
    const map = page.getByRole('region', { name: 'Map of University of British Columbia' });
    await expect(map.locator('path.leaflet-interactive')).toHaveCount(4);
    await map.locator('path.leaflet-interactive').first().click();
    await expect(page.locator('.leaflet-popup-content')).toContainText('University of British Columbia');
    await expect(page.getByRole('link', { name: /^UBC Vision Lab/ }).first()).toBeVisible();
  });

  for (const width of [800, 375]) {
    test(`at ${width} px: only the list, each program opening in a new tab`, async ({ page }) => {
      await open(page, width, '/Affiliations');
      await expect(page.getByRole('tabpanel').getByRole('listitem')).toHaveCount(4);
      await expect(page.locator('.leaflet-container')).toHaveCount(0);
      await page.context().route('https://visionlab.psych.ubc.ca/**', (route) =>
        route.fulfill({ contentType: 'text/html', body: '<title>UBC Vision Lab</title>' }),
      );
      const popup = page.waitForEvent('popup');
      await page.getByRole('link', { name: /^UBC Vision Lab/ }).click();
      expect((await popup).url()).toMatch(/^https:\/\/visionlab\.psych\.ubc\.ca\/?/);
    });
  }
});
