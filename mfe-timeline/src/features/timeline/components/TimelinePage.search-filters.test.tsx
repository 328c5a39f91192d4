import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from 'shared-ui';
import { snapshot } from '../../../testing/fixtures';
import { setUpTimelinePage, showTimeline, shownTitles } from '../../../testing/timeline-page';
import { snapshotsApi } from '../api/snapshots';

setUpTimelinePage();

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

  it('matches the date as the entry shows it', async () => {
    await showTimeline([...ENTRIES, snapshot('d', { title: 'Summer school', date: new Date(2025, 6, 14, 12).toISOString() })]);
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search the timeline' }), 'july 14{Enter}');
    expect(await screen.findByText('Summer school')).toBeInTheDocument();
    expect(shownTitles()).toEqual(['Summer school']);
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
