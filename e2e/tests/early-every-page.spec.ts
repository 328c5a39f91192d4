import type { Page } from '@playwright/test';
import { ADMIN, apiLogin, expect, test } from '../fixtures';
import { asPhone, clickAtOnce, openHeld } from './early-helpers';
import { recordIds, urlsOf } from './route-urls';

/**
 * What a visitor does the moment a page shows, on every page of the running route table rather
 * than a sample: each page is opened with its scripts held, acted on, then let go. One test per
 * act walks every page and names all those that failed.
 */

// Down the page, or as far as it goes; a page shorter than its window has no scroll to keep.
const SCROLL = 600;

/** Scrolls before hydration and answers where the page is once hydrated, or null for a page too short to scroll. */
async function scrollKept(page: Page, url: string): Promise<string | null> {
  await page.unrouteAll();
  const hydrate = await openHeld(page, url);
  await page.locator('footer').waitFor({ state: 'attached' });
  const top = await page.evaluate((most) => Math.min(most, document.documentElement.scrollHeight - window.innerHeight), SCROLL);
  if (top <= 0) {
    await hydrate();
    return null;
  }
  await page.evaluate((y) => window.scrollTo({ top: y, behavior: 'instant' }), top);
  await hydrate();
  // Past the page's own work after hydration (its effects, its pictures).
  await page.waitForTimeout(500);
  const after = await page.evaluate(() => window.scrollY);
  return after === top ? null : `${url}: scrolled to ${top}, ${after} once hydrated`;
}

async function everyScrollKept(page: Page, urls: string[]) {
  const moved: string[] = [];
  for (const url of urls) {
    const failure = await scrollKept(page, url);
    if (failure) moved.push(failure);
  }
  expect(moved).toEqual([]);
}

test.describe('every drawn page works from its first paint, on a phone', () => {
  test.beforeEach(async ({ page }) => asPhone(page));

  test("a visitor's scroll made before hydration is where it was after it, on every public page", async ({ page, request }) => {
    test.setTimeout(300_000);
    await everyScrollKept(page, await urlsOf(request, 'public'));
  });

  test("a member's scroll made before hydration is where it was after it, on every members' page", async ({ page, member }) => {
    test.setTimeout(300_000);
    await apiLogin(page.request, member);
    await everyScrollKept(page, await urlsOf(page.request, 'member', await recordIds(page.request)));
  });

  test("an admin's scroll made before hydration is where it was after it, on every admins' page", async ({ page }) => {
    test.setTimeout(300_000);
    await apiLogin(page.request, ADMIN);
    await everyScrollKept(page, await urlsOf(page.request, 'admin', await recordIds(page.request)));
  });

  test('Login/Register clicked before hydration opens the login, on every public page', async ({ page, request }) => {
    test.setTimeout(300_000);
    const unopened: string[] = [];
    for (const url of await urlsOf(request, 'public')) {
      await page.unrouteAll();
      const hydrate = await openHeld(page, url);
      await clickAtOnce(page.getByRole('button', { name: 'Login/Register' }));
      await hydrate();
      const login = page.getByRole('dialog', { name: 'Log in to the lab' });
      if (!(await login.waitFor({ timeout: 10_000 }).then(() => true, () => false))) unopened.push(url);
    }
    expect(unopened).toEqual([]);
  });
});
