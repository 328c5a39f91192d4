import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { logOut, renderAt } from 'shared-ui/testing';
import { snapshot } from '../../../testing/fixtures';
import { scrollTo, setUpTimelinePage, showTimeline, shownTitles, TWELVE } from '../../../testing/timeline-page';
import { TimelinePage } from './TimelinePage';
import { snapshotsApi } from '../api/snapshots';

setUpTimelinePage();

const currentPage = () => document.querySelector('[aria-current="page"]');

describe('TimelinePage: list and pages', () => {
  it('shows five entries a page, newest first, the next five on page 2, scrolling to the top', async () => {
    jest.spyOn(snapshotsApi, 'list').mockResolvedValue(TWELVE);
    renderAt('/timeline', <TimelinePage />);
    expect(screen.getByText('Loading the timeline...')).toBeInTheDocument();
    await screen.findByText('Day 12');
    expect(shownTitles()).toEqual(['Day 12', 'Day 11', 'Day 10', 'Day 9', 'Day 8']);
    expect(currentPage()).toHaveTextContent('1(current)');

    await userEvent.click(screen.getByRole('button', { name: '2' }));
    expect(shownTitles()).toEqual(['Day 7', 'Day 6', 'Day 5', 'Day 4', 'Day 3']);
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, left: 0, behavior: 'instant' });
    expect(currentPage()).toHaveTextContent('2(current)');
    expect(screen.getByRole('region', { name: 'Timeline entries, page 2 of 3' })).toHaveFocus();

    await userEvent.click(screen.getByRole('button', { name: 'Last' }));
    expect(shownTitles()).toEqual(['Day 2', 'Day 1']);
  });

  it('pages through forty entries with First, Prev, Next and Last, numbering two pages either side of the current one', async () => {
    const forty = Array.from({ length: 40 }, (_, index) =>
      snapshot(`n${index + 1}`, { title: `Entry ${index + 1}`, date: new Date(2025, 0, index + 1, 10).toISOString() }),
    );
    await showTimeline(forty);
    const pages = screen.getByRole('navigation', { name: 'Timeline pages' });
    const pageNumbers = () =>
      within(pages)
        .getAllByRole('listitem')
        .map((item) => item.textContent ?? '')
        .filter((text) => /^\d/.test(text))
        .map((text) => parseInt(text, 10));
    expect(pageNumbers()).toEqual([1, 2, 3]);
    // On the first page there is nothing before it to go to.
    expect(within(pages).queryByRole('button', { name: 'First' })).not.toBeInTheDocument();
    expect(within(pages).queryByRole('button', { name: 'Previous' })).not.toBeInTheDocument();

    await userEvent.click(within(pages).getByRole('button', { name: 'Next' }));
    expect(currentPage()).toHaveTextContent('2(current)');
    expect(shownTitles()).toEqual(['Entry 35', 'Entry 34', 'Entry 33', 'Entry 32', 'Entry 31']);
    expect(pageNumbers()).toEqual([1, 2, 3, 4]);

    await userEvent.click(within(pages).getByRole('button', { name: '4' }));
    expect(pageNumbers()).toEqual([2, 3, 4, 5, 6]);

    await userEvent.click(within(pages).getByRole('button', { name: 'Previous' }));
    expect(currentPage()).toHaveTextContent('3(current)');
    expect(shownTitles()).toEqual(['Entry 30', 'Entry 29', 'Entry 28', 'Entry 27', 'Entry 26']);
    expect(pageNumbers()).toEqual([1, 2, 3, 4, 5]);

    await userEvent.click(within(pages).getByRole('button', { name: 'Last' }));
    expect(currentPage()).toHaveTextContent('8(current)');
    expect(shownTitles()).toEqual(['Entry 5', 'Entry 4', 'Entry 3', 'Entry 2', 'Entry 1']);
    expect(pageNumbers()).toEqual([6, 7, 8]);
    expect(within(pages).queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();
    expect(within(pages).queryByRole('button', { name: 'Last' })).not.toBeInTheDocument();

    await userEvent.click(within(pages).getByRole('button', { name: 'First' }));
    expect(currentPage()).toHaveTextContent('1(current)');
    expect(shownTitles()).toEqual(['Entry 40', 'Entry 39', 'Entry 38', 'Entry 37', 'Entry 36']);
    expect(scrollTo).toHaveBeenCalledTimes(5);
  });

  it('shows each entry collapsed: title, project, date, author and categories', async () => {
    await showTimeline([snapshot('a', { title: 'Guest talk', project: 'SHIVA', categories: ['Guest Speaker', 'Workshops'] })]);
    expect(screen.getByRole('button', { name: 'Guest talk' })).toHaveAttribute('aria-expanded', 'false');
    const entry = screen.getByRole('article');
    expect(within(entry).getByText(/SHIVA/)).toBeInTheDocument();
    expect(within(entry).getByText('March 05, 2025')).toBeInTheDocument();
    expect(within(entry).getByText(/ada\.l/)).toBeInTheDocument();
    expect(within(entry).getByText('Guest Speaker')).toBeInTheDocument();
    expect(within(entry).getByText('Workshops')).toBeInTheDocument();
    expect(screen.queryByText('What happened in a.')).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Timeline pages' })).not.toBeInTheDocument();
  });

  it('offers logged-in members the Add New Entry button and the edit and delete icons', async () => {
    await showTimeline([snapshot('a', { title: 'Guest talk' })]);
    expect(screen.getByRole('link', { name: 'Add New Entry' })).toHaveAttribute('href', '/timeline/add');
    expect(screen.getByRole('link', { name: 'Edit Guest talk' })).toHaveAttribute('href', '/timeline/edit/a');
    expect(screen.getByRole('button', { name: 'Delete Guest talk' })).toBeInTheDocument();
  });

  it('shows neither to a visitor who is not logged in', async () => {
    logOut();
    await showTimeline([snapshot('a', { title: 'Guest talk' })]);
    expect(screen.queryByRole('link', { name: 'Add New Entry' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Edit Guest talk' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete Guest talk' })).not.toBeInTheDocument();
  });

  it("says 'No Timelines to display' when there are no entries", async () => {
    jest.spyOn(snapshotsApi, 'list').mockResolvedValue([]);
    renderAt('/timeline', <TimelinePage />);
    expect(await screen.findByText('No Timelines to display')).toBeInTheDocument();
  });

  it('says when the timeline cannot be loaded, and loads again on Retry', async () => {
    const list = jest.spyOn(snapshotsApi, 'list').mockRejectedValueOnce(new Error('offline')).mockResolvedValue([snapshot('a')]);
    renderAt('/timeline', <TimelinePage />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load the timeline. Check your connection and try again.');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('button', { name: 'Entry a' })).toBeInTheDocument();
    expect(list).toHaveBeenCalledTimes(2);
  });
});
