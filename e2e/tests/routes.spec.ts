import type { APIRequestContext } from '@playwright/test';
import { ADMIN, apiLogin, expect, test } from '../fixtures';

async function firstId(request: APIRequestContext, url: string): Promise<string> {
  const reply = await request.get(url);
  return (await reply.json()).data[0]._id;
}

const PUBLIC: [string, string][] = [
  ['/', 'Visual Cognition Lab'],
  ['/about', 'About the Lab'],
  ['/contact', 'Contact'],
  ['/join', 'Join the Lab'],
  ['/team', 'Our Team'],
  ['/get_involved', 'Get Involved'],
  ['/publications', 'Publications'],
  ['/People', 'People'],
  ['/Affiliations', 'Affiliations'],
  ['/lab_highlights', 'Lab Highlights'],
  ['/projects', 'Projects'],
  ['/projects/overview', 'All Projects'],
  ['/projects/NOVA', 'NOVA'],
  ['/projects/image%20transitions', 'Image Transitions'],
  ['/reset-password?token=not-tried', 'Set a new password'],
];

test.describe('every route of the route table renders', () => {
  test('public pages, as a visitor, with their document titles and without console errors', async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(`${page.url()}: ${message.text()}`);
    });
    for (const [path, heading] of PUBLIC) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading, exact: true })).toBeVisible();
      await expect(page).toHaveTitle(path === '/' ? 'Visual Cognition Lab' : `${heading} | Visual Cognition Lab`);
    }
    const highlight = await firstId(page.request, '/api/highlights');
    await page.goto(`/lab_highlights/${highlight}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('members pages, as a member', async ({ page, member }) => {
    await apiLogin(page.request, member);
    const entry = await firstId(page.request, '/api/snapshots');
    const resource = await firstId(page.request, '/api/resources');
    const pages: [string, string | RegExp][] = [
      ['/resources', 'Lab Resources'],
      [`/resources/${resource}`, /.+/],
      ['/editprofile', 'Profile'],
      ['/timeline', 'Timeline'],
      ['/timeline/add', 'Add Timeline Entry'],
      [`/timeline/edit/${entry}`, 'Edit Timeline Entry'],
    ];
    for (const [path, heading] of pages) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    }
    // The profile page asks for the user the shell logged in, through the shared event bus.
    await page.goto('/editprofile');
    await expect(page.getByRole('main').getByText(member.username, { exact: true })).toBeVisible();
  });

  test('admin pages, as an admin', async ({ page }) => {
    await apiLogin(page.request, ADMIN);
    await page.goto('/edit_teams');
    await expect(page.getByRole('heading', { level: 1, name: 'My Teams' })).toBeVisible();
    // An admin without positions of their own gets a card for every project.
    await expect(page.getByRole('main').getByRole('heading', { level: 2, name: 'NOVA' })).toBeVisible();
    await expect(page.getByText('Something Went Wrong! Check Your Connection!')).toHaveCount(0);
    await page.goto('/admin/signup-tokens');
    await expect(page.getByRole('heading', { level: 1, name: 'Sign-up Tokens' })).toBeVisible();
    await page.goto('/admin/members');
    await expect(page.getByRole('heading', { level: 1, name: 'Members & roles' })).toBeVisible();
    await expect(page).toHaveTitle('Members & roles | Visual Cognition Lab');
    await page.goto('/admin/audit');
    await expect(page.getByRole('heading', { level: 1, name: 'Audit' })).toBeVisible();
    await expect(page).toHaveTitle('Audit | Visual Cognition Lab');
  });
});
