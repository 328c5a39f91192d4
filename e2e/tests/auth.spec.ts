import { ADMIN, apiLogin, expect, rotatedToken, test, uniqueName } from '../fixtures';
import type { Page } from '@playwright/test';
import { drawnOnServer } from './first-html';

async function openLogin(page: Page) {
  await page.getByRole('button', { name: 'Login/Register' }).click();
  return page.getByRole('dialog', { name: 'Log in to the lab' });
}

async function logInThroughTheModal(page: Page, username: string, password: string) {
  const dialog = await openLogin(page);
  await dialog.getByLabel('Username').fill(username);
  await dialog.getByLabel('Password').fill(password);
  await dialog.getByRole('button', { name: 'Log in' }).click();
}

test.describe('logging in and out', () => {
  test('the admin logs in, sees the admin links, survives a reload and logs out', async ({ page }) => {
    await page.goto('/');
    await logInThroughTheModal(page, ADMIN.username, ADMIN.password);
    await expect(page.getByText('SUCCESSFULLY LOGGED IN.')).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    const account = page.getByRole('button', { name: ADMIN.username });
    await expect(account).toBeVisible();

    await page.reload();
    await account.click();
    await expect(page.getByRole('link', { name: 'Edit Teams' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'View Profile' })).toBeVisible();
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page.getByText('SUCCESSFULLY LOGGED OUT')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Login/Register' })).toBeVisible();
    await page.goto('/timeline');
    await expect(page.getByRole('heading', { name: '404 Error' })).toBeVisible();
  });

  test('a visitor on a members’ page gets the 404 page drawn by the server, and logging in there opens the page', async ({ page, member }) => {
    const response = await page.goto('/timeline');
    expect(response?.status()).toBe(404);
    expect(drawnOnServer((await response?.text()) ?? ''), 'drawn on the server').toBe(true);
    await expect(page.getByRole('heading', { name: '404 Error' })).toBeVisible();
    await logInThroughTheModal(page, member.username, member.password);
    await expect(page.getByRole('heading', { level: 1, name: 'Timeline' })).toBeVisible();
    await expect(page).toHaveURL(/\/timeline$/);
  });

  test('a wrong password shows the server message in the form', async ({ page, member }) => {
    await page.goto('/');
    await logInThroughTheModal(page, member.username, 'not the password');
    await expect(page.getByText('Error: Incorrect username or password.')).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Log in to the lab' })).toBeVisible();
  });

  test('the form checks its fields before calling the server', async ({ page }) => {
    await page.goto('/');
    const dialog = await openLogin(page);
    await dialog.getByLabel('Username').fill('abc');
    await dialog.getByLabel('Password').fill('short');
    await dialog.getByRole('button', { name: 'Log in' }).click();
    await expect(dialog.getByText('Minimum 4 characters')).toBeVisible();
    await expect(dialog.getByText('Minimum 8 characters')).toBeVisible();
  });

  test('a member does not see Edit Teams', async ({ page, member }) => {
    await apiLogin(page.request, member);
    await page.goto('/');
    await page.getByRole('button', { name: member.username }).click();
    await expect(page.getByRole('link', { name: 'Resources' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Edit Teams' })).toHaveCount(0);
  });
});

test.describe('signing up', () => {
  test('with a freshly rotated token, then logging in with the new account', async ({ page, playwright, baseURL }) => {
    const token = await rotatedToken(playwright, baseURL!, 'volunteer');
    const username = uniqueName('newbie');
    await page.goto('/');
    const login = await openLogin(page);
    await login.getByRole('button', { name: 'Need an account? Sign up' }).click();
    const dialog = page.getByRole('dialog', { name: 'Sign up' });
    await expect(dialog.getByText('Please ask your project lead for token.')).toBeVisible();
    await dialog.getByLabel('First Name').fill('Noor');
    await dialog.getByLabel('Last Name').fill('Haddad');
    await dialog.getByLabel('Email').fill(`${username}@lab.example.edu`);
    await dialog.getByLabel('Project').selectOption('SHIVA');
    await dialog.getByLabel('Position').selectOption('volunteer');
    await dialog.getByLabel('Username').fill(username);
    await dialog.getByLabel('Password', { exact: true }).fill('a long password');
    await dialog.getByLabel('Confirm Password').fill('a long password');
    await dialog.getByLabel('Sign-up Token').fill('wrong-token');
    await dialog.getByRole('button', { name: 'Sign up' }).click();
    await expect(dialog.getByText('ERROR: Faulty Token')).toBeVisible();

    await dialog.getByLabel('Sign-up Token').fill(token);
    await dialog.getByRole('button', { name: 'Sign up' }).click();
    const login2 = page.getByRole('dialog', { name: 'Log in to the lab' });
    await expect(login2).toBeVisible();
    await login2.getByLabel('Username').fill(username);
    await login2.getByLabel('Password').fill('a long password');
    await login2.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByRole('button', { name: username })).toBeVisible();

    const members = await (await page.request.get('/api/members')).json();
    const me = members.data.find((m: { username: string }) => m.username === username);
    expect(me.positions).toEqual([{ position: 'Volunteer', project: 'SHIVA' }]);
  });
});
