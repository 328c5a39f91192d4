import type { Page } from '@playwright/test';
import { expect } from '../fixtures';

/** Filter lists on a phone (issue 24): folded behind a Filters button, so the first screen reaches the content. */
export const PHONE = { width: 375, height: 667 };

/** The first screen as a phone shows it; the bar holds the account's made-up name, and dates are masked. */
export function firstScreen(page: Page, name: string) {
  return expect(page).toHaveScreenshot(name, { mask: [page.getByRole('banner'), page.locator('time')], animations: 'disabled' });
}

/** The page settled for a screenshot: network idle, fonts loaded. */
export async function settled(page: Page) {
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => document.fonts.ready);
}
