import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, membersApi, type Member } from 'shared-ui';
import { hydrateServerMarkup, member, setWindowWidth } from 'shared-ui/testing';
import { BREAKPOINTS } from '../../../config/layout';
import { PeoplePage } from './PeoplePage';
import { PeopleTabs } from './PeopleTabs';

const MEMBERS = [
  member('zoe-zed', 'Zoe Zed', [{ position: 'Research Assistant', project: 'Correlation' }]),
  member('carl-brown', 'Carl Brown', [{ position: 'Research Assistant', project: 'Correlation' }]),
  member('bob-adams', 'Bob Adams', [{ position: 'Project Lead', project: 'Correlation' }]),
  member('dana-gone', 'Dana Gone', [{ position: 'Co-Pilot', project: 'Correlation' }], true),
  member('pat-chief', 'Pat Chief', [{ position: 'Principal Investigator', project: 'Management' }]),
  member('mo-manager', 'Mo Manager', [{ position: 'Lab Manager', project: 'Management' }, { position: 'Project Lead', project: 'NOVA' }]),
  member('nia-nova', 'Nia Nova', [{ position: 'Volunteer', project: 'NOVA' }]),
];

function renderPeople(members: Promise<Member[]> = Promise.resolve(MEMBERS)) {
  jest.spyOn(membersApi, 'list').mockReturnValue(members);
  return render(<PeoplePage />);
}

const STYLES = [readFileSync(join(__dirname, 'people-tabs.css'), 'utf8')];

/** The tab grid's columns as the stylesheet lays them out, its custom property read off the list. */
function columnsOf(tablist: HTMLElement): string {
  return getComputedStyle(tablist).gridTemplateColumns.replace(/var\((--[\w-]+)\)/, (_, name: string) => tablist.style.getPropertyValue(name));
}

/** The member names shown in the open tab, in order. */
function shownNames(): string[] {
  return within(screen.getByRole('tabpanel'))
    .queryAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent ?? '');
}

describe('PeoplePage', () => {
  beforeEach(() => setWindowWidth(1280));
  afterEach(() => jest.restoreAllMocks());

  it('says it is loading until the members arrive', async () => {
    renderPeople();
    expect(screen.getByText('Loading team members...')).toBeInTheDocument();
    expect(await screen.findByRole('tab', { name: 'Management' })).toBeInTheDocument();
    expect(screen.queryByText('Loading team members...')).not.toBeInTheDocument();
  });

  it('shows the failure text when the members cannot be fetched', async () => {
    renderPeople(Promise.reject(new ApiError('Failed to connect to server', 0)));
    expect(await screen.findByText('Something Went Wrong! Check Your Connection!')).toBeInTheDocument();
  });

  it('has the eight tabs, Image Transitions labelled IT', async () => {
    renderPeople();
    const tabs = await screen.findAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual([
      'Management',
      'Coding Team',
      'Correlation',
      'Ideo',
      'IT',
      'NCIS',
      'NOVA',
      'SHIVA',
    ]);
  });

  it.each([
    [1280, 8],
    [BREAKPOINTS.peopleTabsNarrowUpTo + 1, 8],
    [BREAKPOINTS.peopleTabsNarrowUpTo, 2],
    [375, 2],
  ])('lays the tabs out at %i px in %i columns (spec section 9)', async (width, columns) => {
    setWindowWidth(width, { stylesheets: STYLES });
    renderPeople();
    const tablist = await screen.findByRole('tablist');
    expect(columnsOf(tablist)).toBe(`repeat(${columns}, 1fr)`);
  });

  it.each([375, 1280])('hydrates the tabs the server drew unchanged at %i px', async (width) => {
    setWindowWidth(width, { stylesheets: STYLES });
    const { server, hydrated, errors, unmount } = await hydrateServerMarkup(<PeopleTabs members={MEMBERS} />);
    expect(errors).toEqual([]);
    expect(hydrated).toBe(server);
    unmount();
  });

  it('opens on Management: the members with a Management position, by rank', async () => {
    renderPeople();
    expect(await screen.findByRole('tab', { name: 'Management' })).toHaveAttribute('aria-selected', 'true');
    expect(shownNames()).toEqual(['Pat Chief', 'Mo Manager']);
    expect(screen.getByText('Lab Manager')).toBeInTheDocument();
  });

  it('lists on Management a member for each of its six positions (spec section 2), by rank', async () => {
    const positions = [
      'Lab Manager',
      'Principal Investigator',
      'Lab Secondary',
      'Assistant Lab Manager',
      'Social Coordinator',
      'Workshop Coordinator',
    ];
    const holders = positions.map((position, index) =>
      member(`holder${index}-of${index}`, `Holder${index} Of${index}`, [{ position, project: 'Management' }]),
    );
    renderPeople(Promise.resolve([...holders, member('sam-stray', 'Sam Stray', [{ position: 'Co-Pilot', project: 'Management' }])]));
    await screen.findByRole('tab', { name: 'Management' });
    const cards = within(screen.getByRole('tabpanel')).getAllByRole('listitem');
    const ranked = [
      'Principal Investigator',
      'Lab Secondary',
      'Lab Manager',
      'Assistant Lab Manager',
      'Social Coordinator',
      'Workshop Coordinator',
    ];
    expect(cards).toHaveLength(ranked.length);
    ranked.forEach((position, index) => expect(within(cards[index]).getByText(position)).toBeInTheDocument());
    expect(screen.queryByText('Sam Stray')).not.toBeInTheDocument();
  });

  it("switches to a project's members, sorted by rank then last name", async () => {
    const user = userEvent.setup();
    renderPeople();
    await user.click(await screen.findByRole('tab', { name: 'Correlation' }));
    expect(screen.getByRole('tab', { name: 'Correlation' })).toHaveAttribute('aria-selected', 'true');
    expect(shownNames()).toEqual(['Bob Adams', 'Carl Brown', 'Zoe Zed']);

    await user.click(screen.getByRole('tab', { name: 'NOVA' }));
    expect(shownNames()).toEqual(['Mo Manager', 'Nia Nova']);
  });

  it('keeps alumni collapsed until Show Alumni, and hides them again', async () => {
    const user = userEvent.setup();
    renderPeople();
    await user.click(await screen.findByRole('tab', { name: 'Correlation' }));
    expect(screen.queryByText('Dana Gone')).not.toBeInTheDocument();

    const toggle = screen.getByRole('button', { name: 'Show Alumni' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(screen.getByText('Dana Gone')).toBeInTheDocument();
    expect(toggle).toHaveAttribute('aria-expanded', 'true');

    await user.click(screen.getByRole('button', { name: 'Hide Alumni' }));
    expect(screen.queryByText('Dana Gone')).not.toBeInTheDocument();
  });

  it('tells when a tab has no members and no alumni', async () => {
    const user = userEvent.setup();
    renderPeople();
    await user.click(await screen.findByRole('tab', { name: 'IT' }));
    expect(screen.getByRole('heading', { level: 2, name: 'Image Transitions' })).toBeInTheDocument();
    expect(screen.getByText('No Members Found Here, Try Another Section!')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show Alumni' }));
    expect(screen.getByText('No Alumni Members In This Section!')).toBeInTheDocument();
  });
});
