import type { APIRequestContext, Page } from '@playwright/test';
import { apiLogin, expect, test } from '../fixtures';

async function expectErrorPage(page: Page) {
  await expect(page.getByRole('heading', { name: '404 Error' })).toBeVisible();
  await expect(page.getByText("Hmm... We can't seem to find this page.")).toBeVisible();
}

test.describe('the admin area, as a member who is not an admin', () => {
  /** Every call of the admin area, with a body the API would accept from an admin. */
  async function adminCalls(request: APIRequestContext, highlightId: string) {
    const highlight = {
      title: 'Not allowed',
      project: 'NOVA',
      date: new Date().toISOString(),
      description: 'Refused.',
      author: 'Nobody',
      paragraph1: 'Refused.',
    };
    return [
      ['GET /api/teams', await request.get('/api/teams?project=NOVA&isAlumni=false')],
      ['GET /api/teams/{id}', await request.get('/api/teams/any-id')],
      ['PUT /api/teams', await request.put('/api/teams', { data: { _id: 'any-id', positions: [{ position: 'Co-Pilot', project: 'NOVA' }], isAlumni: true } })],
      ['GET /api/signup-tokens', await request.get('/api/signup-tokens')],
      ['POST /api/signup-tokens/{key}/rotate', await request.post('/api/signup-tokens/co-pilot/rotate')],
      ['POST /api/highlights', await request.post('/api/highlights', { data: highlight })],
      ['PATCH /api/highlights/{id}', await request.patch(`/api/highlights/${highlightId}`, { data: { title: 'Taken over' } })],
      ['DELETE /api/highlights/{id}', await request.delete(`/api/highlights/${highlightId}`)],
    ] as const;
  }

  test('every admin page shows the error page, the menu has no admin links, and every admin call is refused', async ({
    page,
    member,
  }) => {
    await apiLogin(page.request, member);
    const highlights = await (await page.request.get('/api/highlights')).json();
    const highlight = highlights.data[0];

    await page.goto('/');
    await page.getByRole('button', { name: member.username }).click();
    await expect(page.getByRole('link', { name: 'View Profile' })).toBeVisible();
    for (const link of ['Edit Teams', 'Sign-up Tokens', 'Edit Highlights']) {
      await expect(page.getByRole('link', { name: link })).toHaveCount(0);
    }

    for (const path of ['/edit_teams', '/admin/signup-tokens', '/admin/highlights', '/admin/highlights/new', `/admin/highlights/${highlight._id}/edit`]) {
      await page.goto(path);
      await expectErrorPage(page);
    }

    for (const [call, response] of await adminCalls(page.request, highlight._id)) {
      expect(response.status(), call).toBe(403);
    }
    const after = await (await page.request.get(`/api/highlights/${highlight._id}`)).json();
    expect(after.data.title).toBe(highlight.title);
  });

  test('a visitor is refused too (401), before any body is read', async ({ playwright, baseURL }) => {
    const visitor = await playwright.request.newContext({ baseURL });
    const highlight = (await (await visitor.get('/api/highlights')).json()).data[0];
    for (const [call, response] of await adminCalls(visitor, highlight._id)) {
      expect(response.status(), call).toBe(401);
    }
    await visitor.dispose();
  });
});
