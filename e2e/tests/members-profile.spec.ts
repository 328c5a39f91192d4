import type { Page } from '@playwright/test';
import { apiLogin, expect, test, uniqueName } from '../fixtures';

/** A real 1×1 PNG. */
const SMALL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

async function logIn(page: Page, username: string, password: string) {
  await page.getByRole('button', { name: 'Login/Register' }).click();
  const dialog = page.getByRole('dialog', { name: 'Log in to the lab' });
  await dialog.getByLabel('Username').fill(username);
  await dialog.getByLabel('Password').fill(password);
  await dialog.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('button', { name: username })).toBeVisible();
}

const details = (page: Page) => page.getByRole('region', { name: 'Update your personal details' });

/** A member who just signed up has no blurb yet, and the profile requires one (spec section 5). */
const writeBlurb = (page: Page) => details(page).getByLabel('Blurb').fill('I run eye-tracking sessions.');
const save = (page: Page) => details(page).getByRole('button', { name: 'Save Changes' }).click();

test.describe('the profile page', () => {
  test('saves the details without an identity change: the member stays logged in', async ({ page, member }) => {
    await apiLogin(page.request, member);
    await page.goto('/editprofile');
    const form = details(page);
    await expect(form.getByLabel('Username')).toHaveValue(member.username);
    await expect(form.getByText('Co-Pilot, NOVA')).toBeVisible();

    await form.getByLabel('First name').fill('');
    await form.getByLabel('Blurb').fill('   ');
    await form.getByLabel('Blurb').blur();
    await expect(form.getByText('First Name is required')).toBeVisible();
    await expect(form.getByText('Blurb is required')).toBeVisible();

    await form.getByLabel('First name').fill('  Erin Jo ');
    await form.getByLabel('Blurb').fill('  I study how we look at scenes.  ');
    await form.getByLabel('Alumni (no longer an active member)').check();
    await save(page);
    await expect(form.getByText('Changes Successfully Saved')).toBeVisible();
    await expect(form.getByText(/you are being logged out/)).toHaveCount(0);

    await page.reload();
    await expect(details(page).getByLabel('First name')).toHaveValue('Erin Jo');
    await expect(details(page).getByLabel('Blurb')).toHaveValue('I study how we look at scenes.');
    await expect(details(page).getByLabel('Alumni (no longer an active member)')).toBeChecked();
    await expect(page.getByRole('button', { name: member.username })).toBeVisible();
  });

  test('a new username shows the logged-out notice, logs out 1.5 s later, and the new name logs in', async ({ page, member }) => {
    await apiLogin(page.request, member);
    await page.goto('/editprofile');
    const renamed = uniqueName('renamed');
    await writeBlurb(page);
    await details(page).getByLabel('Username').fill(`  ${renamed}  `);
    await save(page);
    await expect(details(page).getByText('Changes Successfully Saved')).toBeVisible();
    const notice = page.getByText('Your username or e-mail changed, so you are being logged out. Log in again with your new details.');
    await expect(notice).toBeVisible();
    await expect(page.getByRole('button', { name: 'Login/Register' })).toBeVisible({ timeout: 5000 });
    await expect(page).toHaveURL(/\/$/);

    await logIn(page, renamed, member.password);
    await page.goto('/editprofile');
    await expect(details(page).getByLabel('Username')).toHaveValue(renamed);
  });

  test('profile picture: a small PNG is saved, an oversized file and a non-image are refused', async ({ page, member }) => {
    await apiLogin(page.request, member);
    await page.goto('/editprofile');
    const form = details(page);
    await writeBlurb(page);
    const picture = form.getByLabel('Profile picture');

    await picture.setInputFiles({ name: 'huge.png', mimeType: 'image/png', buffer: Buffer.alloc(2_097_153) });
    await expect(form.getByText('Uploaded file is too large (max 2MB).')).toBeVisible();

    await picture.setInputFiles({ name: 'notes.png', mimeType: 'image/png', buffer: Buffer.from('just some text, not an image') });
    await expect(form.getByRole('img', { name: 'Your profile picture' })).toBeVisible();
    await save(page);
    await expect(form.getByText('Only image files are allowed (JPEG, PNG, WebP or GIF).')).toBeVisible();

    await picture.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: SMALL_PNG });
    await expect(form.getByRole('img', { name: 'Your profile picture' })).toHaveAttribute('src', /^blob:/);
    await save(page);
    await expect(form.getByText('Changes Successfully Saved')).toBeVisible();
    await page.reload();
    const saved = details(page).getByRole('img', { name: 'Your profile picture' });
    await expect(saved).toHaveAttribute('src', new RegExp(`/api/users/${member.username}/avatar\\?v=`));
    expect(await saved.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);

    await details(page).getByRole('button', { name: 'Remove picture' }).click();
    await save(page);
    await expect(details(page).getByText('Changes Successfully Saved')).toBeVisible();
    await expect(details(page).getByText('No picture')).toBeVisible();
  });

  test('changing the password: a mismatch and a wrong current password are refused, then the new one logs in', async ({ page, member }) => {
    await apiLogin(page.request, member);
    await page.goto('/editprofile');
    const section = page.getByRole('region', { name: 'Change your password' });
    const change = (current: string, next: string, confirm: string) =>
      test.step(`change ${current} → ${next}`, async () => {
        await section.getByLabel('Current password').fill(current);
        await section.getByLabel('New password', { exact: true }).fill(next);
        await section.getByLabel('Confirm new password').fill(confirm);
        await section.getByRole('button', { name: 'Change password' }).click();
      });

    await change(member.password, 'a brand new password', 'another password');
    await expect(section.getByText('Passwords do not match')).toBeVisible();
    await change('not my password', 'a brand new password', 'a brand new password');
    await expect(section.getByText('Current password was incorrect')).toBeVisible();
    await change(member.password, 'a brand new password', 'a brand new password');
    await expect(section.getByText('Your password was changed.')).toBeVisible();
    await expect(section.getByLabel('Current password')).toHaveValue('');

    await page.getByRole('button', { name: member.username }).click();
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page.getByRole('button', { name: 'Login/Register' })).toBeVisible();
    await logIn(page, member.username, 'a brand new password');
  });
});
