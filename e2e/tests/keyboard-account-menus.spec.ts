import { ADMIN, apiLogin, expect, test } from '../fixtures';
import { checkModal, expectEscapeReturns, expectVisibleFocus, tabTo } from './keyboard-helpers';

// Issue 9: the whole site works from the keyboard alone (keyboard-helpers.ts).

test.beforeEach(async ({ page }) => {
  // Bootstrap then drops its transitions, so styles and menus are read in their final state.
  await page.emulateMedia({ reducedMotion: 'reduce' });
});

test.describe('keyboard only', () => {
  test('account menu as a member, and the profile form it leads to', async ({ page, member }) => {
    await apiLogin(page.request, member);
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/');
    const account = page.getByRole('button', { name: member.username });
    await tabTo(page, account);
    await expectVisibleFocus(account);
    await page.keyboard.press('Enter');
    const menu = page.locator('[aria-labelledby="account-menu"]');
    await expect(menu).toBeVisible();
    await expect(menu.locator('.dropdown-item')).toHaveText(['View Profile', 'Resources', 'Timeline', 'Logout']);
    await page.keyboard.press('ArrowDown');
    await expect(menu.getByRole('link', { name: 'View Profile' })).toBeFocused();
    for (const name of ['Resources', 'Timeline']) {
      await page.keyboard.press('ArrowDown');
      await expect(menu.getByRole('link', { name })).toBeFocused();
    }
    await page.keyboard.press('ArrowDown');
    await expect(menu.getByRole('button', { name: 'Logout' })).toBeFocused();
    await expectEscapeReturns(page, account, menu);

    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/editprofile$/);
    const details = page.getByRole('region', { name: 'Update your personal details' });
    const firstName = details.getByLabel('First name');
    await tabTo(page, firstName, { max: 60 });
    await expectVisibleFocus(firstName);
    const blurb = details.getByLabel('Blurb');
    await tabTo(page, blurb);
    const alumni = details.getByLabel('Alumni (no longer an active member)');
    await tabTo(page, alumni);
    await expectVisibleFocus(alumni);
    await page.keyboard.press('Space');
    await expect(alumni).toBeChecked();
    await page.keyboard.press('Space');
    await expect(alumni).not.toBeChecked();
    await tabTo(page, details.getByRole('button', { name: 'Save Changes' }));
  });

  test('as an admin: account menu admin links, Edit Teams toggles, highlight delete and editor, token rotate dialog', async ({ page }) => {
    await apiLogin(page.request, ADMIN);
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/');
    const account = page.getByRole('button', { name: ADMIN.username });
    await tabTo(page, account);
    await page.keyboard.press('Enter');
    const menu = page.locator('[aria-labelledby="account-menu"]');
    await expect(menu.locator('.dropdown-item')).toHaveText([
      'View Profile', 'Resources', 'Timeline', 'Edit Teams', 'Sign-up Tokens', 'Edit Highlights', 'Members & roles', 'Audit', 'Remotes', 'Logout',
    ]);
    for (const name of ['View Profile', 'Resources', 'Timeline', 'Edit Teams', 'Sign-up Tokens', 'Edit Highlights', 'Members & roles', 'Audit', 'Remotes']) {
      await page.keyboard.press('ArrowDown');
      await expect(menu.getByRole('link', { name })).toBeFocused();
    }
    await page.keyboard.press('ArrowDown');
    await expect(menu.getByRole('button', { name: 'Logout' })).toBeFocused();
    for (const name of ['Remotes', 'Audit', 'Members & roles', 'Edit Highlights', 'Sign-up Tokens', 'Edit Teams']) {
      await page.keyboard.press('ArrowUp');
      await expect(menu.getByRole('link', { name })).toBeFocused();
    }
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/edit_teams$/);

    await test.step('Edit Teams: Alumni and Active Members toggles', async () => {
      const nova = page.getByRole('region', { name: 'NOVA', exact: true });
      const alumni = nova.getByRole('button', { name: 'Alumni' });
      const active = nova.getByRole('button', { name: 'Active Members' });
      await tabTo(page, alumni, { max: 60 });
      await expectVisibleFocus(alumni);
      await page.keyboard.press('Enter');
      await expect(alumni).toHaveAttribute('aria-expanded', 'true');
      await page.keyboard.press('Tab');
      await expect(active).toBeFocused();
      await page.keyboard.press('Space');
      await expect(active).toHaveAttribute('aria-expanded', 'true');
      await expect(alumni).toHaveAttribute('aria-expanded', 'false');
      const edit = nova.getByRole('button', { name: /^Edit / }).first();
      await tabTo(page, edit);
      await page.keyboard.press('Enter');
      const panel = nova.getByRole('form', { name: /^Edit / });
      await expect(panel).toBeVisible();
      await tabTo(page, panel.getByLabel('Project'));
      await tabTo(page, panel.getByRole('button', { name: 'Save' }));
      await tabTo(page, active, { back: true });
      await page.keyboard.press('Enter');
      await expect(active).toHaveAttribute('aria-expanded', 'false');
    });

    await test.step('highlights: the delete confirmation', async () => {
      await page.goto('/admin/highlights');
      const remove = page.getByRole('button', { name: /^Delete / }).first();
      await tabTo(page, remove, { max: 60 });
      await expectVisibleFocus(remove);
      await checkModal(page, remove, page.getByRole('dialog'), 6);
    });

    await test.step('highlights: the editor form, reached and filled by keyboard', async () => {
      const create = page.getByRole('link', { name: 'New highlight' });
      await tabTo(page, create, { back: true, max: 60 });
      await expectVisibleFocus(create);
      await page.keyboard.press('Enter');
      const form = page.getByRole('form', { name: 'Post highlight' });
      const title = form.getByLabel('Title');
      await tabTo(page, title, { max: 60 });
      await expectVisibleFocus(title);
      await page.keyboard.type('Typed highlight');
      const project = form.getByLabel('Project');
      await tabTo(page, project);
      await page.keyboard.type('NCIS');
      await expect(project).toHaveValue('NCIS');
      await tabTo(page, form.getByLabel('Paragraph 1'));
      await page.keyboard.type('First.');
      const more = form.getByRole('button', { name: 'Add paragraph' });
      await tabTo(page, more);
      await expectVisibleFocus(more);
      await page.keyboard.press('Enter');
      await expect(form.getByLabel('Paragraph 2')).toBeVisible();
      await tabTo(page, form.getByRole('button', { name: 'Post highlight' }));
    });

    await test.step('sign-up tokens: the rotate confirmation', async () => {
      await page.goto('/admin/signup-tokens');
      const rotate = page.getByRole('button', { name: 'Rotate the Volunteer token' });
      await tabTo(page, rotate, { max: 60 });
      await expectVisibleFocus(rotate);
      await checkModal(page, rotate, page.getByRole('dialog'), 6);
    });
  });
});
