import { apiLogin, expect, test, uniqueName } from '../fixtures';
import { checkModal, expectVisibleFocus, tabTo } from './keyboard-helpers';

// Issue 9: the whole site works from the keyboard alone (keyboard-helpers.ts).

test.beforeEach(async ({ page }) => {
  // Bootstrap then drops its transitions, so styles and menus are read in their final state.
  await page.emulateMedia({ reducedMotion: 'reduce' });
});

test.describe('keyboard only', () => {
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
});
