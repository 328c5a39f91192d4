import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadRemote } from '@module-federation/runtime';
import { startedLoadsSettled, startLoadingRemoteRoutes } from '../utils/load-remote-routes';
import { reloadPage } from '../utils/page-preloads';
import { REMOTE_TIMEOUT_MS, RemoteUnavailableError } from '../utils/remote-loading-plugin';
import { RemoteSlot } from './RemoteSlot';
import { reportRemoteFailure } from '../api/failure-reports';

jest.mock('@module-federation/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn(), registerPlugins: jest.fn() }));
jest.mock('../utils/page-preloads', () => ({ ...jest.requireActual('../utils/page-preloads'), reloadPage: jest.fn() }));
jest.mock('../api/failure-reports', () => ({ reportRemoteFailure: jest.fn() }));
const mockedLoadRemote = jest.mocked(loadRemote);

const UNAVAILABLE = 'Sorry, the timeline could not be loaded right now. Please try again in a moment.';

describe('RemoteSlot', () => {
  beforeEach(() => {
    // The error boundary reports what it caught; that is expected here.
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
    mockedLoadRemote.mockReset();
  });

  it('shows the remote once loaded', async () => {
    mockedLoadRemote.mockResolvedValueOnce({ default: () => <p>Timeline page</p> });
    render(<RemoteSlot remote="mfe_timeline" area="timeline" />);
    expect(await screen.findByText('Timeline page')).toBeInTheDocument();
  });

  it('draws routes that arrived before React in its first render, without the loading state', async () => {
    mockedLoadRemote.mockResolvedValueOnce({ default: () => <p>Projects page</p> });
    startLoadingRemoteRoutes('mfe_projects');
    await startedLoadsSettled();
    render(<RemoteSlot remote="mfe_projects" area="project pages" />);
    expect(screen.getByText('Projects page')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(mockedLoadRemote).toHaveBeenCalledTimes(1);
  });

  it("keeps a failing remote to its area, and Retry loads it again", async () => {
    mockedLoadRemote
      .mockRejectedValueOnce(new Error('RUNTIME-008'))
      .mockResolvedValueOnce({ default: () => <p>Timeline page</p> });
    render(<RemoteSlot remote="mfe_timeline" area="timeline" />);
    expect(await screen.findByText(UNAVAILABLE)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Timeline page')).toBeInTheDocument();
    expect(screen.queryByText(UNAVAILABLE)).not.toBeInTheDocument();
    expect(mockedLoadRemote).toHaveBeenCalledTimes(2);
  });

  it('reports a remote that throws while drawing, naming it', async () => {
    const boom = new TypeError('entries is undefined');
    mockedLoadRemote.mockResolvedValueOnce({
      default: () => {
        throw boom;
      },
    });
    render(<RemoteSlot remote="mfe_timeline" area="timeline" />);
    expect(await screen.findByText(UNAVAILABLE)).toBeInTheDocument();
    expect(reportRemoteFailure).toHaveBeenCalledWith('mfe_timeline', boom);
  });

  it("reloads the page to retry a remote whose files the page preloaded, as a failed preload answers for them", async () => {
    const block = document.createElement('script');
    block.type = 'application/json';
    block.id = 'runtime-config';
    block.dataset.firstRemote = 'mfe_timeline';
    block.textContent = JSON.stringify({ apiBaseUrl: '', remotes: {} });
    document.body.append(block);
    try {
      mockedLoadRemote.mockRejectedValueOnce(new Error('RUNTIME-008'));
      render(<RemoteSlot remote="mfe_timeline" area="timeline" />);
      await userEvent.click(await screen.findByRole('button', { name: 'Retry' }));
      expect(reloadPage).toHaveBeenCalledTimes(1);
      expect(mockedLoadRemote).toHaveBeenCalledTimes(1);
    } finally {
      block.remove();
    }
  });

  it('keeps its loading state until the runtime gives up on a remote that never answers, then says so', async () => {
    jest.useFakeTimers();
    mockedLoadRemote.mockReturnValue(
      new Promise((_, reject) => setTimeout(() => reject(new RemoteUnavailableError('mfe_timeline/routes could not be loaded')), REMOTE_TIMEOUT_MS)),
    );
    render(<RemoteSlot remote="mfe_timeline" area="timeline" />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    // The area keeps the window's height (CLS), see remote-slot.css.
    expect(screen.getByRole('status').closest('.remote-area')).toBeInTheDocument();
    await act(async () => {
      jest.advanceTimersByTime(REMOTE_TIMEOUT_MS);
    });
    expect(await screen.findByText(UNAVAILABLE)).toBeInTheDocument();
  });
});
