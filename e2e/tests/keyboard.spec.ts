import type { Locator, Page } from '@playwright/test';
import { ADMIN, apiLogin, expect, test, uniqueName, type Account } from '../fixtures';
import { expectFocusTrapped, expectVisibleFocus, tabTo } from './keyboard-helpers';

// Issue 9, "Keyboard": every menu, dropdown, modal, tab, toggle, timeline entry and form of the
// production site, reached and worked with the keyboard only (no clicks on what is under test),
// focus trapped in and returned from modals, and a visible focus indicator on what is focused.

test.beforeEach(async ({ page }) => {
  // Bootstrap then drops its transitions, so styles and menus are read in their final state.
  await page.emulateMedia({ reducedMotion: 'reduce' });
});

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

/** A dropdown opened from its toggle: Escape closes it and focus is back on the toggle. */
async function expectEscapeReturns(page: Page, toggle: Locator, menu: Locator) {
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(toggle).toBeFocused();
}

/** A modal opened from `opener` with Enter: focus inside, trapped, Escape closes it and focus returns. */
async function checkModal(page: Page, opener: Locator, dialog: Locator, presses = 12) {
  await expect(opener).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  await expect.poll(() => dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  await expectFocusTrapped(page, dialog, presses);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
}

async function logInByKeyboard(page: Page, account: Account) {
  const opener = page.getByRole('button', { name: 'Login/Register' });
  await tabTo(page, opener);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Log in to the lab' });
  const username = dialog.getByLabel('Username');
  await tabTo(page, username);
  await expectVisibleFocus(username);
  await page.keyboard.type(account.username);
  await page.keyboard.press('Tab');
  await expect(dialog.getByLabel('Password')).toBeFocused();
  await page.keyboard.type(account.password);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: account.username })).toBeVisible();
}

test.describe('keyboard only', () => {
  test('shell at 1280 px: skip link, top links, Home and Projects dropdowns', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/about');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    await test.step('the skip link is the first stop and moves focus to the content', async () => {
      await page.keyboard.press('Tab');
      const skip = page.getByRole('link', { name: 'Skip to content' });
      await expect(skip).toBeFocused();
      await expect(skip).toBeInViewport();
      await expectVisibleFocus(skip);
      await page.keyboard.press('Enter');
      await expect(page.locator('main')).toBeFocused();
    });

    const nav = mainNav(page);
    const home = nav.getByRole('button', { name: 'Home', exact: true });
    const homeMenu = nav.locator('[aria-labelledby="main-nav-home"]');

    await test.step('Home: Enter opens, arrows move, Escape closes and returns focus', async () => {
      await tabTo(page, home, { back: true });
      await expectVisibleFocus(home);
      await page.keyboard.press('Enter');
      await expect(home).toHaveAttribute('aria-expanded', 'true');
      await page.keyboard.press('ArrowDown');
      const ourLab = homeMenu.getByRole('link', { name: 'Our Lab' });
      await expect(ourLab).toBeFocused();
      await expectVisibleFocus(ourLab);
      await page.keyboard.press('ArrowDown');
      await expect(homeMenu.getByRole('link', { name: 'Related Labs' })).toBeFocused();
      await page.keyboard.press('ArrowUp');
      await expect(ourLab).toBeFocused();
      await expectEscapeReturns(page, home, homeMenu);
    });

    await test.step('Home: Space and ArrowDown open it too', async () => {
      await page.keyboard.press('Space');
      await expect(homeMenu).toBeVisible();
      await expectEscapeReturns(page, home, homeMenu);
      await page.keyboard.press('ArrowDown');
      await expect(homeMenu).toBeVisible();
      await expectEscapeReturns(page, home, homeMenu);
    });

    await test.step('Projects: an item chosen with Enter navigates', async () => {
      const projects = nav.getByRole('button', { name: 'Projects', exact: true });
      await tabTo(page, projects);
      await page.keyboard.press('Enter');
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('ArrowDown');
      const second = nav.locator('[aria-labelledby="main-nav-projects"] .dropdown-item').nth(1);
      await expect(second).toBeFocused();
      const href = await second.getAttribute('href');
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(new RegExp(`${href}$`));
    });

    await test.step('top links: Get Involved and Highlights', async () => {
      const getInvolved = nav.getByRole('link', { name: 'Get Involved' });
      await tabTo(page, getInvolved, { back: true, max: 60 });
      await expectVisibleFocus(getInvolved);
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/\/get_involved$/);
      await tabTo(page, nav.getByRole('link', { name: 'Highlights' }), { max: 60 });
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/\/lab_highlights$/);
    });
  });

  test('shell at 375 px: the menu toggler opens a trapped drawer whose links work', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/about');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const toggler = page.getByRole('button', { name: 'Open menu' });
    await tabTo(page, toggler);
    await expectVisibleFocus(toggler);
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await checkModal(page, toggler, drawer, 8);

    await page.keyboard.press('Enter');
    await expect(drawer).toBeVisible();
    const projects = drawer.getByRole('button', { name: 'Projects', exact: true });
    await tabTo(page, projects);
    await page.keyboard.press('Enter');
    await page.keyboard.press('ArrowDown');
    const first = drawer.locator('.dropdown-item').first();
    await expect(first).toBeFocused();
    await expectVisibleFocus(first);
    const href = await first.getAttribute('href');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    await expect(drawer).toBeHidden();
  });

  test('login and sign-up modals: trapped, Escape closes, focus returns; login by keyboard', async ({ page, member }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const opener = page.getByRole('button', { name: 'Login/Register' });
    await tabTo(page, opener);
    await expectVisibleFocus(opener);
    await checkModal(page, opener, page.getByRole('dialog', { name: 'Log in to the lab' }), 8);

    await test.step('sign-up, opened from the login modal by keyboard', async () => {
      await page.keyboard.press('Enter');
      const login = page.getByRole('dialog', { name: 'Log in to the lab' });
      const toSignup = login.getByRole('button', { name: 'Need an account? Sign up' });
      await tabTo(page, toSignup);
      await expectVisibleFocus(toSignup);
      await page.keyboard.press('Enter');
      const signup = page.getByRole('dialog', { name: 'Sign up' });
      await expect(signup).toBeVisible();
      await expect.poll(() => signup.evaluate((element) => element.contains(document.activeElement))).toBe(true);
      await expectFocusTrapped(page, signup, 20);
      const project = signup.getByLabel('Project');
      await tabTo(page, project);
      await expectVisibleFocus(project);
      await page.keyboard.press('Escape');
      await expect(signup).toBeHidden();
      // The link that opened it went with the login modal: focus goes back to Login/Register.
      await expect(opener).toBeFocused();
    });

    await test.step('the login form, filled and sent with the keyboard', async () => {
      await page.keyboard.press('Shift+Tab');
      await logInByKeyboard(page, member);
    });
  });

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

  test('resources: Add and Edit Resource modals, the sort control', async ({ page, member }) => {
    await apiLogin(page.request, member);
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/resources');
    const add = page.getByRole('button', { name: 'Add Resource' });
    await tabTo(page, add, { max: 60 });
    await expectVisibleFocus(add);
    await checkModal(page, add, page.getByRole('dialog', { name: 'Add Resource' }), 16);

    const sort = page.getByLabel('Sort');
    await tabTo(page, sort);
    await expectVisibleFocus(sort);
    await expect(sort).toHaveValue('newest');
    await page.keyboard.press('ArrowDown');
    await expect(sort).toHaveValue('oldest');
    await page.keyboard.press('ArrowUp');
    await expect(sort).toHaveValue('newest');

    const edit = page.getByRole('main').getByRole('button', { name: /^Edit / }).first();
    await tabTo(page, edit, { max: 60 });
    await expectVisibleFocus(edit);
    await checkModal(page, edit, page.getByRole('dialog'), 16);
  });

  test('timeline: search, filter dropdowns, an entry expanding and collapsing, the delete and calendar dialogs', async ({ page, member }) => {
    await apiLogin(page.request, member);
    const tag = uniqueName('kbd');
    const reply = await page.request.post('/api/snapshots', {
      data: {
        title: `${tag} entry`, project: 'NOVA', categories: ['Meetings'], descriptions: ['Said by keyboard.'],
        hyperlinks: ['https://example.org/kbd'], contributors: ['Ada Lovelace'], date: new Date(2020, 0, 5).toISOString(),
      },
    });
    expect(reply.ok()).toBeTruthy();
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/timeline');
    await expect(page.getByText('Loading the timeline...')).toHaveCount(0);

    await test.step('search by keyboard', async () => {
      const box = page.getByRole('searchbox', { name: 'Search the timeline' });
      await tabTo(page, box, { max: 60 });
      await expectVisibleFocus(box);
      await page.keyboard.type(tag);
      await page.keyboard.press('Enter');
      await expect(page.getByRole('article')).toHaveCount(1);
    });

    await test.step('filter dropdowns: open with Enter, tick with Space, Escape returns focus', async () => {
      for (const name of ['Project', 'Category', 'Author']) {
        const toggle = page.getByRole('button', { name, exact: true });
        await tabTo(page, toggle);
        await expectVisibleFocus(toggle);
        await page.keyboard.press('Enter');
        await expect(toggle).toHaveAttribute('aria-expanded', 'true');
        const menu = page.locator('.dropdown-menu.show');
        const first = menu.getByRole('checkbox').first();
        await tabTo(page, first, { max: 3 });
        await expectVisibleFocus(first);
        await page.keyboard.press('Space');
        await expect(first).toBeChecked();
        await expect(page.getByRole('button', { name: `${name} (1)` })).toBeVisible();
        await page.keyboard.press('Space');
        await expect(first).not.toBeChecked();
        await page.keyboard.press('Escape');
        await expect(menu).toHaveCount(0);
        await expect(toggle).toBeFocused();
      }
      await expect(page.getByRole('article')).toHaveCount(1);
    });

    await test.step('the entry: Enter and Space toggle it, leaving it collapses it', async () => {
      const toggle = page.getByRole('button', { name: `${tag} entry`, exact: true });
      await tabTo(page, toggle);
      await expectVisibleFocus(toggle);
      await page.keyboard.press('Enter');
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      await expect(page.getByText('Said by keyboard.')).toBeVisible();
      await page.keyboard.press('Space');
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await page.keyboard.press('Space');
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      const link = page.getByRole('link', { name: 'https://example.org/kbd' });
      // Reached from the title through the entry's own controls; still open (no visible-focus
      // check here: it blurs, and leaving the entry is what collapses it).
      await tabTo(page, link, { max: 6 });
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      await tabTo(page, page.getByRole('navigation', { name: 'Timeline pages' }).getByRole('button').first().or(page.locator('footer a').first()));
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    });

    await test.step('the delete confirmation: trapped, Escape returns focus to Delete', async () => {
      const remove = page.getByRole('button', { name: `Delete ${tag} entry` });
      await tabTo(page, remove, { back: true });
      await expectVisibleFocus(remove);
      await checkModal(page, remove, page.getByRole('dialog').filter({ hasText: 'Delete entry' }), 6);
    });

    await test.step('the calendar feed dialog', async () => {
      const subscribe = page.getByRole('button', { name: 'Subscribe in your calendar' });
      await tabTo(page, subscribe, { back: true, max: 60 });
      await expectVisibleFocus(subscribe);
      await checkModal(page, subscribe, page.getByRole('dialog', { name: 'Subscribe in your calendar' }), 8);
    });
  });

  test('timeline add form, completed with the keyboard', async ({ page, member }) => {
    await apiLogin(page.request, member);
    await page.setViewportSize({ width: 1280, height: 800 });
    const tag = uniqueName('kbdadd');
    await page.goto('/timeline/add');
    await expect(page.getByRole('heading', { level: 1, name: 'Add Timeline Entry' })).toBeVisible();

    const title = page.getByLabel('Title');
    await tabTo(page, title, { max: 60 });
    await expectVisibleFocus(title);
    await page.keyboard.type(`${tag} by keyboard`);
    const project = page.getByLabel('Project');
    await tabTo(page, project);
    await expectVisibleFocus(project);
    await page.keyboard.type('IDEO');
    await expect(project).toHaveValue('IDEO');
    const workshops = page.getByLabel('Workshops');
    await tabTo(page, workshops);
    await expectVisibleFocus(workshops);
    await page.keyboard.press('Space');
    await expect(workshops).toBeChecked();
    await tabTo(page, page.getByLabel('Description', { exact: true }));
    await page.keyboard.type('Typed, not clicked.');
    const contributor = page.getByLabel('Contributor', { exact: true });
    await tabTo(page, contributor);
    await page.keyboard.type('Grace Hopper');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('list', { name: 'Contributors added' }).getByRole('listitem')).toHaveCount(1);
    await page.keyboard.type('Alan Turing');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('list', { name: 'Contributors added' }).getByRole('listitem')).toHaveCount(2);
    await tabTo(page, page.getByLabel('Hyperlink', { exact: true }));
    await page.keyboard.type('example.org/keyboard');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('list', { name: 'Hyperlinks added' })).toContainText('//example.org/keyboard');
    const month = page.getByLabel('Month');
    await tabTo(page, month);
    await page.keyboard.type('February');
    await expect(month).toHaveValue(/.+/);
    await tabTo(page, page.getByLabel('Day'));
    await page.keyboard.type('14');
    const submit = page.getByRole('button', { name: 'Add Entry' });
    await tabTo(page, submit);
    await expectVisibleFocus(submit);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: 'Entry Complete!' })).toBeVisible();

    const entries: { title: string; project: string; categories: string[]; contributors: string[]; date: string }[] = (
      await (await page.request.get('/api/snapshots')).json()
    ).data;
    const saved = entries.find((entry) => entry.title === `${tag} by keyboard`);
    expect(saved).toMatchObject({ project: 'IDEO', categories: ['Workshops'], contributors: ['Grace Hopper', 'Alan Turing'] });
    expect(new Date(saved!.date).getMonth()).toBe(1);
    expect(new Date(saved!.date).getDate()).toBe(14);
  });

  test('People and Affiliations tabs move with arrows; Show Alumni on People and a project', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/People');
    const tabs = page.getByRole('tab');
    await expect(tabs.first()).toHaveAttribute('aria-selected', 'true');
    await tabTo(page, tabs.first(), { max: 60 });
    await expectVisibleFocus(tabs.first());
    await page.keyboard.press('ArrowRight');
    const nova = page.getByRole('tab', { name: 'NOVA' });
    await expect(tabs.nth(1)).toBeFocused();
    await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowLeft');
    await expect(tabs.first()).toHaveAttribute('aria-selected', 'true');
    while (!(await nova.evaluate((element) => element === document.activeElement))) await page.keyboard.press('ArrowRight');
    await expect(nova).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('heading', { level: 2, name: 'NOVA' })).toBeVisible();

    const showAlumni = page.getByRole('button', { name: 'Show Alumni' });
    await tabTo(page, showAlumni, { max: 60 });
    await expectVisibleFocus(showAlumni);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('button', { name: 'Hide Alumni' })).toBeFocused();
    await expect(page.getByRole('button', { name: 'Hide Alumni' })).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Space');
    await expect(showAlumni).toHaveAttribute('aria-expanded', 'false');

    await page.goto('/projects/NOVA');
    const team = page.getByRole('region', { name: 'Team', exact: true });
    const teamToggle = team.getByRole('button', { name: 'Show Alumni' });
    await tabTo(page, teamToggle, { max: 80 });
    await page.keyboard.press('Enter');
    await expect(team.getByRole('button', { name: 'Hide Alumni' })).toHaveAttribute('aria-expanded', 'true');

    await page.goto('/Affiliations');
    const affiliationTabs = page.getByRole('tab');
    await expect(affiliationTabs.first()).toHaveAttribute('aria-selected', 'true');
    await tabTo(page, affiliationTabs.first(), { max: 60 });
    await page.keyboard.press('ArrowRight');
    await expect(affiliationTabs.nth(1)).toBeFocused();
    await expect(affiliationTabs.nth(1)).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel')).toBeVisible();
  });

  test('Get Involved: sections dropdown at 800 px, sidebar fold button at 1280 px', async ({ page }) => {
    await page.setViewportSize({ width: 800, height: 900 });
    await page.goto('/get_involved');
    const toggle = page.getByRole('button', { name: 'Jump to a section' });
    await tabTo(page, toggle, { max: 60 });
    await expectVisibleFocus(toggle);
    await page.keyboard.press('Enter');
    const menu = page.locator('[aria-labelledby="get-involved-sections"]');
    await expect(menu).toBeVisible();
    await page.keyboard.press('ArrowDown');
    const first = menu.locator('.dropdown-item').first();
    await expect(first).toBeFocused();
    await expectVisibleFocus(first);
    await expectEscapeReturns(page, toggle, menu);
    await page.keyboard.press('Space');
    await expect(menu).toBeVisible();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    const second = menu.locator('.dropdown-item').nth(1);
    await expect(second).toBeFocused();
    const href = await second.getAttribute('href');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`${href}$`));

    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/get_involved');
    const fold = page.getByRole('button', { name: 'Hide sections' });
    await tabTo(page, fold, { max: 60 });
    await expectVisibleFocus(fold);
    const sections = page.getByRole('navigation', { name: 'Get Involved sections' });
    await expect(sections.getByRole('link').first()).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('button', { name: 'Show sections' })).toHaveAttribute('aria-expanded', 'false');
    await expect(sections.getByRole('link')).toHaveCount(0);
    await page.keyboard.press('Space');
    await expect(fold).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    await expect(sections.getByRole('link').first()).toBeFocused();
  });
});
