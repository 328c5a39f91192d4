import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { snapshotsApi } from 'shared-ui';
import { snapshot } from '../../../testing/fixtures';
import { renderAt } from 'shared-ui/testing';
import { TimelinePage } from './TimelinePage';

const scrollTo = jest.fn();
beforeEach(() => {
  scrollTo.mockClear();
  window.scrollTo = scrollTo;
});
afterEach(() => jest.restoreAllMocks());

/** Twelve entries, one a day from March 1st, in shuffled order. */
const TWELVE = [7, 3, 11, 1, 9, 5, 12, 2, 8, 4, 10, 6].map((day) =>
  snapshot(`day${day}`, { title: `Day ${day}`, date: `2025-03-${String(day).padStart(2, '0')}T10:00:00.000Z` }),
);

const currentPage = () => document.querySelector('[aria-current="page"]');
const shownTitles = () => screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);

describe('TimelinePage', () => {
  it('shows five entries a page, newest first, and the next five on page 2', async () => {
    jest.spyOn(snapshotsApi, 'list').mockResolvedValue(TWELVE);
    renderAt('/timeline', <TimelinePage />);
    expect(screen.getByText('Loading the timeline...')).toBeInTheDocument();
    await screen.findByText('Day 12');
    expect(shownTitles()).toEqual(['Day 12', 'Day 11', 'Day 10', 'Day 9', 'Day 8']);
    expect(currentPage()).toHaveTextContent('1(current)');

    await userEvent.click(screen.getByRole('button', { name: '2' }));
    expect(shownTitles()).toEqual(['Day 7', 'Day 6', 'Day 5', 'Day 4', 'Day 3']);
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
    expect(currentPage()).toHaveTextContent('2(current)');

    await userEvent.click(screen.getByRole('button', { name: 'Last' }));
    expect(shownTitles()).toEqual(['Day 2', 'Day 1']);
  });

  it('shows each entry collapsed: title, project, date and categories', async () => {
    jest
      .spyOn(snapshotsApi, 'list')
      .mockResolvedValue([snapshot('a', { title: 'Guest talk', project: 'SHIVA', categories: ['Guest Speaker', 'Workshops'] })]);
    renderAt('/timeline', <TimelinePage />);
    expect(await screen.findByRole('button', { name: 'Guest talk' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText(/SHIVA/)).toBeInTheDocument();
    expect(screen.getByText('March 05, 2025')).toBeInTheDocument();
    expect(screen.getByText('Guest Speaker')).toBeInTheDocument();
    expect(screen.getByText('Workshops')).toBeInTheDocument();
    expect(screen.queryByText('What happened in a.')).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Timeline pages' })).not.toBeInTheDocument();
  });

  it('offers to add an entry', async () => {
    jest.spyOn(snapshotsApi, 'list').mockResolvedValue([]);
    renderAt('/timeline', <TimelinePage />);
    expect(screen.getByRole('link', { name: 'Add New Entry' })).toHaveAttribute('href', '/timeline/add');
    expect(await screen.findByText('No Timelines to display')).toBeInTheDocument();
  });

  it('says when the timeline cannot be loaded, and loads again on Retry', async () => {
    const list = jest.spyOn(snapshotsApi, 'list').mockRejectedValueOnce(new Error('offline')).mockResolvedValue([snapshot('a')]);
    renderAt('/timeline', <TimelinePage />);
    expect(await screen.findByText('Could not load the timeline. Check your connection and try again.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('button', { name: 'Entry a' })).toBeInTheDocument();
    expect(list).toHaveBeenCalledTimes(2);
  });
});
