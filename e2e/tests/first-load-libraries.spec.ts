import type { Page } from '@playwright/test';
import { apiLogin, expect, test } from '../fixtures';
import { holdScriptsWith, scriptsWith } from './first-load-helpers';

/** The page at `path` (`width` px wide, 1280 unless told), loaded and settled, with the scripts it brought watched from the start. */
async function settledPage(page: Page, path: string, width = 1280) {
  const watched = scriptsWith(page);
  await page.setViewportSize({ width, height: 800 });
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  return watched;
}

/** The home page at 1280 px, loaded and settled, with the scripts it brought watched from the start. */
const settledHome = (page: Page) => settledPage(page, '/');

test.describe('first load', () => {
  test('one event bus and one React, however many remotes the visit uses', async ({ page }) => {
    const { found } = scriptsWith(page);
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.getByRole('contentinfo').getByRole('link', { name: 'Projects' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'All Projects' })).toBeVisible();
    await page.getByRole('contentinfo').getByRole('link', { name: 'People' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'People' })).toBeVisible();
    expect(found.bus).toHaveLength(1);
    expect(found.reactDom).toHaveLength(1);
    // The router is react-router's production build: its development checks cost the first render a fifth of its time.
    expect(found.routerDevelopment).toEqual([]);
  });

  test('the login form’s code arrives when the login modal first opens, not with the page', async ({ page }) => {
    const { found } = await settledHome(page);
    expect(found.yup).toHaveLength(0);
    await page.getByRole('button', { name: 'Login/Register' }).click();
    await expect(page.getByRole('dialog', { name: 'Log in to the lab' })).toBeVisible();
    await expect.poll(() => found.yup.length).toBe(1);
  });

  test('the home page brings no date or form library: they arrive with the first page that uses them', async ({ page }) => {
    const { found } = await settledHome(page);
    expect(found.moment).toHaveLength(0);
    expect(found.formik).toHaveLength(0);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Highlights' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Lab Highlights' })).toBeVisible();
    await expect.poll(() => found.moment.length).toBe(1);
  });

  test('the home page brings no dropdown or dialog machinery: it arrives when a dialog first opens', async ({ page }) => {
    const { found } = await settledHome(page);
    // The bar's menus are the shell's own, light ones.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Projects' }).click();
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'NOVA' })).toBeVisible();
    expect(found.overlays).toHaveLength(0);
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Login/Register' }).click();
    await expect(page.getByRole('dialog', { name: 'Log in to the lab' })).toBeVisible();
    // Popper and react-bootstrap's use of it may come in more than one file.
    await expect.poll(() => found.overlays.length).toBeGreaterThan(0);
  });

  test("a phone's timeline brings no dropdown or dialog machinery: it arrives when the filters first open", async ({ page, member }) => {
    await apiLogin(page.request, member);
    const { found } = await settledPage(page, '/timeline', 390);
    await expect(page.getByRole('heading', { level: 1, name: 'Timeline' })).toBeVisible();
    expect(found.overlays).toHaveLength(0);
    await page.getByRole('button', { name: 'Filters' }).click();
    await page.getByRole('button', { name: 'Project', expanded: false }).click();
    await expect(page.getByRole('checkbox').first()).toBeVisible();
    await expect.poll(() => found.overlays.length).toBeGreaterThan(0);
  });

  test('the home page brings no alerts, forms, tabs or toasts; a tabbed page brings the tabs alone, without transitions', async ({ page }) => {
    const { found } = await settledHome(page);
    expect(found.widgets).toHaveLength(0);
    expect(found.transitions).toHaveLength(0);
    expect(found.formControls).toHaveLength(0);
    expect(found.alerts).toHaveLength(0);
    await page.getByRole('contentinfo').getByRole('link', { name: 'People' }).click();
    await expect(page.getByRole('tab', { name: 'Management' })).toBeVisible();
    await expect.poll(() => found.widgets.length).toBe(1);
    await page.waitForLoadState('networkidle');
    expect(found.formControls).toHaveLength(0);
    expect(found.alerts).toHaveLength(0);
    expect(found.transitions).toHaveLength(0);
  });

  test('a drawn page that only shows dates is hydrated before moment comes, and keeps its dates', async ({ page, member }) => {
    await apiLogin(page.request, member);
    for (const path of ['/lab_highlights', '/resources', '/timeline']) {
      const { held, release } = await holdScriptsWith(page, 'moment');
      // Hydrated (the fixture's goto waits for it) while moment is held back.
      await page.goto(path);
      const date = page.locator('main time').first();
      await expect(date).toHaveText(/^[A-Z][a-z]+ \d{2}, \d{4}$/);
      const drawn = await date.textContent();
      await expect.poll(() => held.length).toBe(1);
      release();
      await page.waitForLoadState('networkidle');
      await expect(date).toHaveText(drawn!);
      await page.unroute('**/*.js');
    }
  });

  test("the members' drawn forms bring Formik and the form controls, not the alerts' fade", async ({ page, member }) => {
    await apiLogin(page.request, member);
    for (const [path, heading] of [
      ['/editprofile', 'Profile'],
      ['/reset-password?token=not-a-token', 'Set a new password'],
    ]) {
      const { found } = await settledPage(page, path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      expect(found.formik.length, path).toBeGreaterThan(0);
      expect(found.formControls, path).toHaveLength(1);
      expect(found.alerts, path).toHaveLength(0);
      expect(found.transitions, path).toHaveLength(0);
    }
  });

  test("a page whose only control is a form brings the form controls, without the tabs' or the alerts' code", async ({ page }) => {
    const { found } = await settledPage(page, '/publications');
    await expect(page.getByRole('heading', { level: 1, name: 'Publications' })).toBeVisible();
    expect(found.formControls).toHaveLength(1);
    expect(found.widgets).toHaveLength(0);
    expect(found.alerts).toHaveLength(0);
  });
});
