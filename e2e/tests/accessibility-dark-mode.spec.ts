import { apiLogin, expect, test } from '../fixtures';
import { AccessibilityAudit, firstId } from './accessibility-audit';

// axe on every route of the route table at the three widths, logged out and logged in, and with
// every modal and menu open (issue 9). Each test gathers all violations and fails once, listing them.

test.describe('accessibility (axe: WCAG 2.1 A/AA and best practices)', () => {
  test.beforeEach(async ({ page }) => {
    test.setTimeout(240_000);
    // Animations are decoration; scanning mid-fade would measure half-transparent text.
    await page.emulateMedia({ reducedMotion: 'reduce' });
  });

  test('dark mode follows the system setting: data-bs-theme on <html>, light otherwise', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('data-bs-theme', 'dark');
    // A change of the setting while the page is open is followed without a reload.
    await page.emulateMedia({ colorScheme: 'light' });
    await expect(page.locator('html')).toHaveAttribute('data-bs-theme', 'light');
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-bs-theme', 'light');
    await page.emulateMedia({ colorScheme: 'dark' });
    await expect(page.locator('html')).toHaveAttribute('data-bs-theme', 'dark');
  });

  test('dark mode: representative routes, as a visitor and as a member, at 1280 and 375 px', async ({ page, member }, testInfo) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    const highlight = await firstId(page.request, '/api/highlights');
    const audit = new AccessibilityAudit(page, testInfo);
    const visitorPaths = ['/', '/projects/NOVA', '/People', '/Affiliations', '/get_involved', '/publications', `/lab_highlights/${highlight}`];
    const memberPaths = ['/resources', '/timeline'];
    const scanAll = async (paths: string[], who: string) => {
      for (const width of [1280, 375]) {
        await audit.width(width);
        for (const path of paths) {
          await page.goto(path);
          await expect(page.locator('html')).toHaveAttribute('data-bs-theme', 'dark');
          await audit.scan(`${path} (${who}, dark)`);
        }
      }
    };
    await scanAll(visitorPaths, 'visitor');
    await apiLogin(page.request, member);
    await scanAll(memberPaths, 'member');
    await audit.expectNoViolations();
  });
});
