import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, snapshotsApi } from 'shared-ui';
import { logIn, logOut, renderAt, setWindowWidth } from 'shared-ui/testing';
import { snapshot } from '../../../testing/fixtures';
import { TimelinePage } from './TimelinePage';

const scrollTo = jest.fn();
beforeEach(() => {
  scrollTo.mockClear();
  window.scrollTo = scrollTo;
  setWindowWidth(1280);
  logIn('ada.l');
  jest.spyOn(snapshotsApi, 'filters').mockResolvedValue({ author: ['ada.l', 'alan.t'], project: ['NOVA', 'SHIVA'], categories: ['Meetings', 'Hiring'] });
});
afterEach(() => {
  jest.restoreAllMocks();
  logOut();
});

/** Twelve entries, one a day from March 1st, in shuffled order. */
const TWELVE = [7, 3, 11, 1, 9, 5, 12, 2, 8, 4, 10, 6].map((day) =>
  snapshot(`day${day}`, { title: `Day ${day}`, date: new Date(2025, 2, day, 10).toISOString() }),
);

const currentPage = () => document.querySelector('[aria-current="page"]');
const shownTitles = () => screen.queryAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);

async function showTimeline(entries = TWELVE) {
  jest.spyOn(snapshotsApi, 'list').mockResolvedValue(entries);
  renderAt('/timeline', <TimelinePage />);
  await screen.findByText(entries.length === 1 ? '1 entry' : `${entries.length} entries`);
}

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

describe('TimelinePage: keyword search', () => {
  const ENTRIES = [
    snapshot('a', { title: 'Pilot study', contributors: ['Alan Turing'] }),
    snapshot('b', { title: 'Guest talk', descriptions: ['A visit from the TURING institute.'] }),
    snapshot('c', { title: 'Hiring round' }),
  ];

  it('applies the keyword on Enter, not while it is typed, in any case and in any field', async () => {
    await showTimeline(ENTRIES);
    const box = screen.getByRole('searchbox', { name: 'Search the timeline' });
    await userEvent.type(box, 'turing');
    expect(shownTitles()).toEqual(['Pilot study', 'Guest talk', 'Hiring round']);
    await userEvent.type(box, '{Enter}');
    expect(shownTitles()).toEqual(['Pilot study', 'Guest talk']);
    expect(screen.getByText('2 entries')).toBeInTheDocument();
  });

  it('applies the keyword on the search icon', async () => {
    await showTimeline(ENTRIES);
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search the timeline' }), 'HIRING');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(shownTitles()).toEqual(['Hiring round']);
  });

  it("says 'No Timelines to display' when nothing matches, and Clear filters brings all back", async () => {
    await showTimeline(ENTRIES);
    const box = screen.getByRole('searchbox', { name: 'Search the timeline' });
    await userEvent.type(box, 'telescope{Enter}');
    expect(screen.getByText('No Timelines to display')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(shownTitles()).toHaveLength(3);
    expect(box).toHaveValue('');
  });

  it('goes back to page 1 when the search changes', async () => {
    await showTimeline();
    await userEvent.click(screen.getByRole('button', { name: '3' }));
    expect(shownTitles()).toEqual(['Day 2', 'Day 1']);
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search the timeline' }), 'day 1{Enter}');
    expect(shownTitles()).toEqual(['Day 12', 'Day 11', 'Day 10', 'Day 1']);
    expect(screen.queryByRole('navigation', { name: 'Timeline pages' })).not.toBeInTheDocument();
  });
});

describe('TimelinePage: filters', () => {
  const ENTRIES = [
    snapshot('a', { title: 'NOVA meeting', project: 'NOVA', author: 'ada.l', categories: ['Meetings'], date: new Date(2025, 2, 1, 9).toISOString() }),
    snapshot('b', { title: 'SHIVA hiring', project: 'SHIVA', author: 'alan.t', categories: ['Hiring'], date: new Date(2025, 2, 5, 23, 30).toISOString() }),
    snapshot('c', { title: 'SHIVA meeting', project: 'SHIVA', author: 'ada.l', categories: ['Meetings'], date: new Date(2025, 2, 9, 0, 5).toISOString() }),
  ];

  async function choose(filter: string, value: string) {
    await userEvent.click(screen.getByRole('button', { name: filter }));
    await userEvent.click(await screen.findByRole('checkbox', { name: value }));
  }

  it('offers the projects, categories and authors of GET /api/snapshots/filters', async () => {
    await showTimeline(ENTRIES);
    await userEvent.click(screen.getByRole('button', { name: 'Author' }));
    expect(screen.getByRole('checkbox', { name: 'ada.l' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'alan.t' })).toBeInTheDocument();
    expect(snapshotsApi.filters).toHaveBeenCalled();
  });

  it('says so under the filters when their lists cannot be loaded, still showing the entries', async () => {
    jest.mocked(snapshotsApi.filters).mockRejectedValue(new ApiError('Failed to connect to server', 0));
    await showTimeline(ENTRIES);
    expect(await screen.findByText('Could not load the filter lists.')).toBeInTheDocument();
    expect(shownTitles()).toEqual(['SHIVA meeting', 'SHIVA hiring', 'NOVA meeting']);
  });

  it('filters by project, category and author, each as soon as it is chosen', async () => {
    await showTimeline(ENTRIES);
    await choose('Project', 'SHIVA');
    expect(shownTitles()).toEqual(['SHIVA meeting', 'SHIVA hiring']);
    expect(screen.getByRole('button', { name: 'Project (1)' })).toBeInTheDocument();
    await choose('Category', 'Meetings');
    expect(shownTitles()).toEqual(['SHIVA meeting']);
    await choose('Author', 'alan.t');
    expect(screen.getByText('No Timelines to display')).toBeInTheDocument();
  });

  it('filters by date range, whole days, with reversed ends swapped', async () => {
    await showTimeline(ENTRIES);
    const from = screen.getByLabelText('From');
    const to = screen.getByLabelText('To');
    fireEvent.change(from, { target: { value: '2025-03-09' } });
    expect(shownTitles()).toEqual(['SHIVA meeting']);
    fireEvent.change(to, { target: { value: '2025-03-05' } });
    // Reversed: the 5th 00:00:00 to the 9th 23:59:59.
    expect(shownTitles()).toEqual(['SHIVA meeting', 'SHIVA hiring']);
    fireEvent.change(from, { target: { value: '' } });
    expect(shownTitles()).toEqual(['SHIVA hiring', 'NOVA meeting']);
  });
});

describe('TimelinePage: delete', () => {
  it('keeps the dialog open with the error and the server reason when the delete fails', async () => {
    const remove = jest.spyOn(snapshotsApi, 'remove').mockRejectedValue(new ApiError('You do not have permission to delete this entry', 403));
    await showTimeline([snapshot('a', { title: 'Guest talk' })]);
    await userEvent.click(screen.getByRole('button', { name: 'Delete Guest talk' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/Delete .Guest talk.\? This cannot be undone\./)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await within(dialog).findByText('error: fail to delete')).toBeInTheDocument();
    expect(within(dialog).getByText('You do not have permission to delete this entry')).toBeInTheDocument();
    expect(remove).toHaveBeenCalledWith('a');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(shownTitles()).toContain('Guest talk');
  });

  it('closes the dialog and removes the entry when the delete succeeds, the page following', async () => {
    jest.spyOn(snapshotsApi, 'remove').mockResolvedValue({ message: 'Timeline entry deleted' });
    await showTimeline(TWELVE.slice(0, 6));
    await userEvent.click(screen.getByRole('button', { name: '2' }));
    expect(shownTitles()).toEqual(['Day 1']);
    await userEvent.click(screen.getByRole('button', { name: 'Delete Day 1' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await screen.findByText('5 entries');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // The second page is gone; the first is shown.
    expect(shownTitles()).toEqual(['Day 11', 'Day 9', 'Day 7', 'Day 5', 'Day 3']);
  });

  it('closes the dialog on Cancel and deletes nothing', async () => {
    const remove = jest.spyOn(snapshotsApi, 'remove');
    await showTimeline([snapshot('a', { title: 'Guest talk' })]);
    await userEvent.click(screen.getByRole('button', { name: 'Delete Guest talk' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    expect(remove).not.toHaveBeenCalled();
    expect(shownTitles()).toEqual(['Guest talk']);
  });
});

/** jsdom's Blob has no text() nor arrayBuffer(); its FileReader does the job. */
function bytesOf(blob: Blob): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(blob);
  });
}

describe('TimelinePage: CSV export', () => {
  it('downloads the entries the search and filters let through, every page of them', async () => {
    const files: Blob[] = [];
    URL.createObjectURL = jest.fn((blob: Blob) => {
      files.push(blob);
      return 'blob:timeline';
    });
    URL.revokeObjectURL = jest.fn();
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    await showTimeline();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search the timeline' }), 'day 1{Enter}');
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));

    expect(click).toHaveBeenCalledTimes(1);
    const link = click.mock.contexts[0] as HTMLAnchorElement;
    expect(link.download).toMatch(/^timeline-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(files[0].type).toBe('text/csv;charset=utf-8');
    const bytes = await bytesOf(files[0]);
    expect(Array.from(bytes.slice(0, 3))).toEqual([0xef, 0xbb, 0xbf]);
    const rows = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes).split('\r\n');
    expect(rows[0]).toBe('\uFEFFTitle,Date,Project,Categories,Author,Descriptions,Hyperlinks,Contributors');
    expect(rows.slice(1, -1).map((row) => row.split(',')[0])).toEqual(['Day 12', 'Day 11', 'Day 10', 'Day 1']);
  });

  it('offers no export when nothing is shown', async () => {
    jest.spyOn(snapshotsApi, 'list').mockResolvedValue([]);
    renderAt('/timeline', <TimelinePage />);
    await screen.findByText('No Timelines to display');
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
  });
});
