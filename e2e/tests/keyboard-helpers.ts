import type { Locator, Page } from '@playwright/test';
import { expect } from '../fixtures';

// Issue 9, "Keyboard": every menu, dropdown, modal, tab, toggle, timeline entry and form of the
// production site, reached and worked with the keyboard only (no clicks on what is under test),
// focus trapped in and returned from modals, and a visible focus indicator on what is focused.
// The keyboard-*.spec.ts files drive it with these: reach things with Tab, check that focus stays
// where it should and that the focused control shows it.

/** True when the locator's element is the focused one. */
const isFocused = (locator: Locator) => locator.evaluate((element) => element === document.activeElement);

/**
 * Presses Tab (or Shift+Tab) until the locator's element has focus; fails if it is not reached
 * within `max` presses, which is what "unreachable by keyboard" looks like.
 */
export async function tabTo(page: Page, target: Locator, { back = false, max = 40 } = {}) {
  for (let press = 0; press < max; press += 1) {
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    if (await isFocused(target)) return;
  }
  throw new Error(`${target} was not reached with ${max} presses of ${back ? 'Shift+Tab' : 'Tab'}`);
}

/** A description of the focused element, for messages: its tag, id and text. */
const describeFocus = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement;
    if (!element) return 'nothing';
    return `<${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}> ${(element.textContent ?? '').trim().slice(0, 40)}`;
  });

/**
 * Tab and Shift+Tab cycle inside the container: `presses` presses each way never leave it, and the
 * forward walk comes back round to an element it already visited (the trap wraps).
 */
export async function expectFocusTrapped(page: Page, container: Locator, presses = 12) {
  for (const key of ['Tab', 'Shift+Tab']) {
    const seen: string[] = [];
    for (let press = 0; press < presses; press += 1) {
      await page.keyboard.press(key);
      const inside = await container.evaluate((element) => element.contains(document.activeElement));
      expect(inside, `${key} #${press + 1} left the dialog for ${await describeFocus(page)}`).toBe(true);
      seen.push(await describeFocus(page));
    }
    expect(new Set(seen).size, `${key} never wrapped round inside the dialog: ${seen.join(' | ')}`).toBeLessThan(presses);
  }
}

interface Ring {
  outlineStyle: string;
  outlineWidth: string;
  outlineColor: string;
  boxShadow: string;
}

const ring = (locator: Locator): Promise<Ring> =>
  locator.evaluate((element) => {
    const style = getComputedStyle(element);
    return { outlineStyle: style.outlineStyle, outlineWidth: style.outlineWidth, outlineColor: style.outlineColor, boxShadow: style.boxShadow };
  });

const shows = (style: Ring) =>
  (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) || (style.boxShadow !== 'none' && style.boxShadow !== '');

/**
 * The element, focused from the keyboard, shows an outline or a box-shadow that it does not have
 * unfocused. It is blurred to read the resting style, then focused again so the walk goes on.
 */
export async function expectVisibleFocus(locator: Locator) {
  await expect(locator).toBeFocused();
  const focused = await ring(locator);
  await locator.evaluate((element) => (element as HTMLElement).blur());
  const resting = await ring(locator);
  await locator.evaluate((element) => (element as HTMLElement).focus({ preventScroll: true }));
  expect(shows(focused), `${locator} shows no outline or box-shadow when focused: ${JSON.stringify(focused)}`).toBe(true);
  expect(focused, `${locator} looks the same focused and unfocused`).not.toEqual(resting);
}

/** A dropdown opened from its toggle: Escape closes it and focus is back on the toggle. */
export async function expectEscapeReturns(page: Page, toggle: Locator, menu: Locator) {
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(toggle).toBeFocused();
}

/** A modal opened from `opener` with Enter: focus inside, trapped, Escape closes it and focus returns. */
export async function checkModal(page: Page, opener: Locator, dialog: Locator, presses = 12) {
  await expect(opener).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  await expect.poll(() => dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  await expectFocusTrapped(page, dialog, presses);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
}
