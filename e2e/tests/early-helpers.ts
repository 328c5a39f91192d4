import type { Locator, Page } from '@playwright/test';
import { expect } from '../fixtures';

/**
 * A visitor on a phone acts on a drawn page as soon as it shows, before its scripts have taken it
 * over: the click, the scroll, the typed text all count. Lighthouse's mobile profile (412 px, slow
 * 4G, a CPU four times slower), and the shell's entry held back until the test has acted, so each
 * act lands before hydration however fast this machine is that day.
 */
export async function asPhone(page: Page) {
  await page.setViewportSize({ width: 412, height: 823 });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
}

/** Opens a drawn page with its scripts held; what is returned lets them start and waits until the app has the page. */
export async function openHeld(page: Page, url: string): Promise<() => Promise<void>> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/main\.[0-9a-f]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  // A page the server did not draw within its budget (this machine is busy) is drawn for the next
  // visitor: the page is asked again.
  for (let attempt = 0; attempt < 5; attempt += 1) {
    await page.goto(url, { waitUntil: 'commit' });
    await page.locator('#root').waitFor({ state: 'attached' });
    if ((await page.locator('#root[data-ssr]').count()) === 1) break;
  }
  await expect(page.locator('#root[data-ssr]')).toHaveCount(1);
  return async () => {
    expect(await page.evaluate(() => document.documentElement.hasAttribute('data-app-ready')), 'acted before hydration').toBe(false);
    release();
    await page.waitForFunction(() => document.documentElement.hasAttribute('data-app-ready'));
  };
}

/** Clicked the moment it is shown, as a person does: no wait for the page to respond. */
export async function clickAtOnce(target: Locator) {
  await target.waitFor();
  await target.click({ noWaitAfter: true });
}
