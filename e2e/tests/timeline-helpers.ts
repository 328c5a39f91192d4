import type { APIRequestContext, Page } from '@playwright/test';
import type { Reply, RequestBody } from 'shared-ui/api-types';
import { apiLogin, expect, type Account } from '../fixtures';

/** A timeline entry as the API answers it. */
export type Snapshot = Reply<'post', '/api/snapshots'>['data'];

/** What POST /api/snapshots takes (the author is the logged-in member); every test marks its entries with a tag of its own. */
type EntryBody = Omit<RequestBody<'post', '/api/snapshots'>, 'author'>;

/** A local date-time, as the member's browser reads it (the browser runs in this machine's zone). */
export const localDate = (year: number, month: number, day: number, hours = 12, minutes = 0) =>
  new Date(year, month - 1, day, hours, minutes).toISOString();

export async function createEntry(request: APIRequestContext, entry: Partial<EntryBody> & { title: string }): Promise<Snapshot> {
  const body: EntryBody = {
    project: 'NOVA',
    categories: ['Meetings'],
    descriptions: ['What happened.'],
    hyperlinks: [],
    contributors: [],
    date: localDate(2024, 6, 10),
    ...entry,
  };
  const reply = await request.post('/api/snapshots', { data: body });
  expect(reply.ok(), await reply.text()).toBeTruthy();
  return (await reply.json()).data;
}

/** A member logged in in the page's browser context. */
export async function logIn(page: Page, member: Account) {
  await apiLogin(page.request, member);
}

export async function openTimeline(page: Page) {
  await page.goto('/timeline');
  await expect(page.getByRole('heading', { level: 1, name: 'Timeline' })).toBeVisible();
  await expect(page.getByText('Loading the timeline...')).toHaveCount(0);
}

export async function search(page: Page, keyword: string) {
  const box = page.getByRole('searchbox', { name: 'Search the timeline' });
  await box.fill(keyword);
  await box.press('Enter');
}

/** The titles of the entries on the page, in order. */
export const titles = (page: Page) => page.getByRole('article').getByRole('heading', { level: 2 });
