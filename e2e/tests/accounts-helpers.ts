import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { ADMIN, apiLogin, expect, rotatedToken, uniqueName, type Account } from '../fixtures';

type Playwright = Parameters<typeof rotatedToken>[0];

export const LAST_ADMIN = 'The lab needs at least one active admin. Make another member an admin first.';
export const LINK_NOT_VALID = 'This reset link is not valid any more.';
export const PASSWORD_RESET = 'Your password has been changed. You can log in now.';

export interface NamedAccount extends Account {
  name: string;
}

/** Signs up a NOVA co-pilot whose last name no other test uses, so the page can be searched for it. */
export async function signUpNamed(playwright: Playwright, baseURL: string, firstname: string): Promise<NamedAccount> {
  const token = await rotatedToken(playwright, baseURL);
  const username = uniqueName(firstname.toLowerCase());
  const lastname = `Acct${username.slice(-8)}`;
  const account = { username, password: 'a long e2e password', name: `${firstname} ${lastname}` };
  const context = await playwright.request.newContext({ baseURL });
  const reply = await context.post('/api/users/create', {
    data: {
      firstname,
      lastname,
      email: `${username}@lab.example.edu`,
      project: 'NOVA',
      position: 'Co-pilot',
      username,
      password: account.password,
      token,
      tokenKey: 'co-pilot',
    },
  });
  expect(reply.status(), await reply.text()).toBe(200);
  await context.dispose();
  return account;
}

/** A request context of its own, logged in as `account` (its own cookie jar, like another browser). */
export async function sessionOf(playwright: Playwright, baseURL: string, account: Account): Promise<APIRequestContext> {
  const context = await playwright.request.newContext({ baseURL });
  await apiLogin(context, account);
  return context;
}

/** Whether the context's session cookie still logs it in. */
export async function loggedIn(context: APIRequestContext): Promise<boolean> {
  const reply = await context.get('/api/tokens/access_token');
  return (await reply.json()).data !== null;
}

/** The admin, logged in, opens a page of the account menu as a new admin would. */
export async function openFromAccountMenu(page: Page, link: 'Members & roles' | 'Audit') {
  await apiLogin(page.request, ADMIN);
  await page.goto('/');
  await page.getByRole('button', { name: ADMIN.username }).click();
  await page.getByRole('link', { name: link }).click();
  await expect(page.getByRole('heading', { level: 1, name: link })).toBeVisible();
}

/** The row (wide screens) or card (narrow ones) of the account. */
export function accountEntry(page: Page, account: { username: string }): Locator {
  const main = page.getByRole('main');
  return main.getByRole('row').or(main.getByRole('listitem')).filter({ hasText: account.username });
}

/** Searches the list for one account: exactly its row or card is left. */
export async function findAccount(page: Page, account: { username: string }) {
  await page.getByRole('searchbox', { name: 'Search' }).fill(account.username);
  await expect(accountEntry(page, account)).toHaveCount(1);
  return accountEntry(page, account);
}

/** Clicks one of an account's buttons, answers its confirm dialog, and returns the dialog. */
export async function confirmChange(page: Page, button: string, account: NamedAccount | { username: string; name: string }, confirm: string) {
  await page.getByRole('button', { name: `${button} ${account.name} (${account.username})` }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: confirm, exact: true }).click();
  return dialog;
}

/** Nothing on the page is wider than the window: no sideways scrolling at 375 px. */
export async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

/** Logs in through the shell's login modal, already open or opened from the bar. */
export async function logInThroughTheModal(page: Page, account: Account) {
  const dialog = page.getByRole('dialog', { name: 'Log in to the lab' });
  if (!(await dialog.isVisible())) await page.getByRole('button', { name: 'Login/Register' }).click();
  await dialog.getByLabel('Username').fill(account.username);
  await dialog.getByLabel('Password').fill(account.password);
  await dialog.getByRole('button', { name: 'Log in' }).click();
  return dialog;
}

/** RFC 4180 rows of a CSV text (quoted cells with commas, doubled quotes and line breaks). */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  const body = text.replace(/^\uFEFF/, '');
  for (let i = 0; i < body.length; i += 1) {
    const char = body[i];
    if (quoted) {
      if (char === '"' && body[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(cell);
      cell = '';
    } else if (char === '\r' && body[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i += 1;
    } else cell += char;
  }
  return rows;
}
