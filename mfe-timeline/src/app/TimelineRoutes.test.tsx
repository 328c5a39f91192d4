import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { logIn, logOut, renderAt, setWindowWidth } from 'shared-ui/testing';
import { feedApi } from '../features/calendar-feed/api/feed';
import { entryApi } from '../features/entry/api/entry';
import { snapshotsApi, type Snapshot } from '../features/timeline/api/snapshots';
import { snapshot } from '../testing/fixtures';
import TimelineRoutes from './TimelineRoutes';

beforeEach(() => {
  setWindowWidth(1280);
  logIn('ada.l');
  jest.spyOn(snapshotsApi, 'list').mockResolvedValue([snapshot('s1')]);
  jest.spyOn(snapshotsApi, 'filters').mockResolvedValue({ author: [], project: [], categories: [] });
  jest.spyOn(entryApi, 'get').mockResolvedValue(snapshot('s1', { title: 'Lab meeting' }));
});
afterEach(() => {
  jest.restoreAllMocks();
  logOut();
});

describe('TimelineRoutes', () => {
  it('shows the timeline on /timeline, with the calendar subscription', async () => {
    const get = jest.spyOn(feedApi, 'get').mockResolvedValue({ url: 'http://lab.example/api/snapshots/feed.ics?token=t1', createdAt: '2025-03-05T12:00:00.000Z' });
    renderAt('/timeline', <TimelineRoutes />);
    expect(screen.getByRole('heading', { level: 1, name: 'Timeline' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Entry s1' })).toBeInTheDocument();
    // The personal link is made only when asked for.
    expect(get).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe in your calendar' }));
    expect(await screen.findByLabelText('Your personal calendar link')).toHaveValue('http://lab.example/api/snapshots/feed.ics?token=t1');
  });

  it('shows the empty entry form on /timeline/add', async () => {
    renderAt('/timeline/add', <TimelineRoutes />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Add Timeline Entry' })).toBeInTheDocument();
    expect(screen.getByLabelText('Title')).toHaveValue('');
  });

  it('shows the filled entry form on /timeline/edit/:timelineId', async () => {
    renderAt('/timeline/edit/s1', <TimelineRoutes />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Edit Timeline Entry' })).toBeInTheDocument();
    expect(await screen.findByLabelText('Title')).toHaveValue('Lab meeting');
    expect(entryApi.get).toHaveBeenCalledWith('s1');
  });

  it('shows the 404 page on a path it does not own', () => {
    renderAt('/timeline/edit', <TimelineRoutes />);
    expect(screen.getByRole('heading', { name: '404 Error' })).toBeInTheDocument();
  });

  it("says 'Something went wrong :(' when a page fails to render", async () => {
    // An entry the page cannot read: the API sent no categories.
    const broken = { ...snapshot('bad'), categories: undefined } as unknown as Snapshot;
    jest.spyOn(snapshotsApi, 'list').mockResolvedValue([broken]);
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderAt('/timeline', <TimelineRoutes />);
    expect(await screen.findByText('Something went wrong :(')).toBeInTheDocument();
  });
});
