import { apiLogin, expect, test } from '../fixtures';

const notFound = async (page: import('@playwright/test').Page) => {
  await expect(page.getByRole('heading', { name: '404 Error' })).toBeVisible();
  await expect(page.getByText("Hmm... We can't seem to find this page.")).toBeVisible();
};

test.describe('the error page and guards', () => {
  for (const path of ['/errorPage', '/no/such/page', '/lab_highlights/not-an-id', '/projects/NoSuchProject']) {
    test(`${path} shows the 404 page`, async ({ page }) => {
      await page.goto(path);
      await notFound(page);
      await page.getByRole('link', { name: 'Take me home!' }).click();
      await expect(page).toHaveURL(/\/$/);
    });
  }

  for (const path of ['/timeline', '/timeline/edit/123', '/resources', '/resources/123', '/editprofile', '/edit_teams']) {
    test(`a visitor on ${path} sees the error page`, async ({ page }) => {
      await page.goto(path);
      await notFound(page);
    });
  }

  test('a visitor on /timeline/add is sent home', async ({ page }) => {
    await page.goto('/timeline/add');
    await expect(page).toHaveURL(/\/$/);
  });

  test('a member who is not an admin sees the error page on Edit Teams and the tokens page', async ({ page, member }) => {
    await apiLogin(page.request, member);
    for (const path of ['/edit_teams', '/admin/signup-tokens']) {
      await page.goto(path);
      await notFound(page);
    }
  });
});
