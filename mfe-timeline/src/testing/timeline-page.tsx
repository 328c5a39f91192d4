import { screen } from '@testing-library/react';
import { logIn, logOut, renderAt, setWindowWidth } from 'shared-ui/testing';
import { snapshotsApi } from '../features/timeline/api/snapshots';
import { TimelinePage } from '../features/timeline/components/TimelinePage';
import { snapshot } from './fixtures';

export const scrollTo = jest.fn();

/** Registers the hooks every TimelinePage test file runs under; call it at the top of the file. */
export function setUpTimelinePage(): void {
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
}

/** Twelve entries, one a day from March 1st, in shuffled order. */
export const TWELVE = [7, 3, 11, 1, 9, 5, 12, 2, 8, 4, 10, 6].map((day) =>
  snapshot(`day${day}`, { title: `Day ${day}`, date: new Date(2025, 2, day, 10).toISOString() }),
);

export const shownTitles = () => screen.queryAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);

export async function showTimeline(entries = TWELVE) {
  jest.spyOn(snapshotsApi, 'list').mockResolvedValue(entries);
  renderAt('/timeline', <TimelinePage />);
  await screen.findByText(entries.length === 1 ? '1 entry' : `${entries.length} entries`);
}
