import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import moment from 'moment';
import { ApiError } from 'shared-ui';
import { renderAt } from 'shared-ui/testing';
import { deployTokensApi } from '../api/deploy-tokens';
import { remotesApi, type RemoteStatus } from '../api/remotes';
import AdminRoutes from '../../../app/AdminRoutes';
import { remoteStatus, TIMELINE, versionDiff } from '../../../testing/fixtures';
import { RemotesPage } from './RemotesPage';

const ADMIN = remoteStatus('mfe-admin', { overridden: true, url: 'https://admin.example.org/remoteEntry.js' });
const REMOTES = [TIMELINE, ADMIN];

beforeEach(() => {
  jest.spyOn(deployTokensApi, 'list').mockResolvedValue([]);
  jest.spyOn(remotesApi, 'diff').mockResolvedValue(versionDiff());
});
afterEach(() => jest.restoreAllMocks());

/** The page's own format, in the test machine's time zone. */
const shown = (iso: string) => `${moment(iso).format('MMMM DD, YYYY')}, ${moment(iso).format('HH:mm')}`;
const card = (name: string) => screen.getByRole('region', { name });
const rowsOf = (table: HTMLElement) => within(table).getAllByRole('row').slice(1);
const cellsOf = (row: HTMLElement) => within(row).getAllByRole('cell').map((cell) => cell.textContent);
const buttonsOf = (row: HTMLElement) => within(row).getAllByRole('button').map((button) => button.textContent);

/** The page with the remotes listed; `after` is what the list answers once something changed. */
async function renderPage(before: RemoteStatus[] = REMOTES, after = before) {
  const list = jest.spyOn(remotesApi, 'list').mockResolvedValueOnce(before).mockResolvedValue(after);
  const user = userEvent.setup();
  render(<RemotesPage />);
  await screen.findByRole('heading', { level: 2, name: before[0].name });
  return { list, user };
}

async function ask(user: ReturnType<typeof userEvent.setup>, button: string, title: string) {
  await user.click(screen.getByRole('button', { name: button }));
  return screen.findByRole('dialog', { name: title });
}

describe('RemotesPage', () => {
  it('shows each remote on /admin/remotes: active version, where pages load it from, versions and failures', async () => {
    jest.spyOn(remotesApi, 'list').mockResolvedValue(REMOTES);
    renderAt('/admin/remotes', <AdminRoutes />);
    expect(screen.getByRole('heading', { level: 1, name: 'Remotes' })).toBeInTheDocument();
    expect(screen.getByText('Loading remotes...')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: 'mfe-timeline' })).toBeInTheDocument();

    const timeline = within(card('mfe-timeline'));
    expect(timeline.getByText('Active version: 3')).toBeInTheDocument();
    expect(card('mfe-timeline')).toHaveTextContent('Pages load it from /remotes/mfe-timeline/3/remoteEntry.js');
    expect(timeline.queryByText(/REMOTE_MFE_TIMELINE_URL/)).not.toBeInTheDocument();
    const versions = timeline.getByRole('table', { name: 'Versions of mfe-timeline, newest first' });
    expect(within(versions).getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Version',
      'State',
      'When',
      'Source',
      'Size',
      'By',
      'Commit',
      'Health',
      'Actions',
    ]);
    expect(within(versions).getAllByRole('rowheader').map((header) => header.textContent)).toEqual(['4', '3', '2', '1']);
    const [hosted, active, uploaded, build] = rowsOf(versions);
    expect(cellsOf(hosted).slice(0, -1)).toEqual([
      'Uploaded',
      shown('2026-03-06T09:15:00.000Z'),
      'Hosted at https://cdn.example.org/timeline/mf-manifest.json',
      'Not recorded',
      'deploy token 1a2b3c4d',
      'Not recorded',
      'Not recorded',
    ]);
    expect(buttonsOf(hosted)).toEqual([
      'Details of version 4 of mfe-timeline',
      'Preview version 4 of mfe-timeline',
      'Roll out version 4 of mfe-timeline',
      'Activate version 4 of mfe-timeline',
    ]);
    expect(cellsOf(active).slice(0, -1)).toEqual(['Active', shown('2026-03-05T12:00:00.000Z'), 'Uploaded bundle', '2.5 MB', 'admin ada', 'Not recorded', 'Not recorded']);
    expect(buttonsOf(active)).toEqual(['Details of version 3 of mfe-timeline']);
    expect(cellsOf(uploaded).slice(3, 4)).toEqual(['50.0 KB']);
    expect(cellsOf(build).slice(0, -1)).toEqual(['Not active', 'Not recorded', 'Site build', 'Not recorded', 'Not recorded', 'Not recorded', 'Not recorded']);
    expect(buttonsOf(build)).toEqual(['Details of version 1 of mfe-timeline', 'Activate version 1 of mfe-timeline']);
    expect(timeline.getByRole('button', { name: 'Roll back mfe-timeline' })).toBeEnabled();

    const failures = timeline.getByRole('table', { name: 'Load failures of mfe-timeline in the last 24 hours, by version' });
    expect(within(failures).getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Version',
      'Count',
      'Last kind',
      'Last message',
      'When',
    ]);
    expect(cellsOf(rowsOf(failures)[0])).toEqual(['7', 'Render', 'Cannot read properties of undefined', shown('2026-03-06T10:30:00.000Z')]);
    expect(screen.getByRole('region', { name: 'Versions of mfe-timeline, newest first' })).toHaveAttribute('tabindex', '0');
  });

  it('says when a server variable decides, when nothing failed, and offers no roll back from the only version', async () => {
    await renderPage();
    const admin = within(card('mfe-admin'));
    expect(admin.getByText('Active version: 1')).toBeInTheDocument();
    expect(
      admin.getByText('Set by REMOTE_MFE_ADMIN_URL on the server: versions here take effect once it is removed.'),
    ).toBeInTheDocument();
    expect(admin.getByText('No load failures in the last 24 hours.')).toBeInTheDocument();
    expect(admin.queryByRole('table', { name: /Load failures/ })).not.toBeInTheDocument();
    expect(admin.getByRole('button', { name: 'Roll back mfe-admin' })).toBeDisabled();
    expect(admin.queryByRole('button', { name: /^Activate/ })).not.toBeInTheDocument();
  });

  it('activates a version after asking and showing what it changes, says so and loads the remotes again', async () => {
    const { list, user } = await renderPage();
    const activate = jest.spyOn(remotesApi, 'activate').mockResolvedValue({ version: 4, active: true });
    const dialog = await ask(user, 'Activate version 4 of mfe-timeline', 'Activate version 4 of mfe-timeline?');
    expect(dialog).toHaveTextContent('The next page load of every visitor uses it.');
    expect(await within(dialog).findByText('Compared with version 3, which pages load now:')).toBeInTheDocument();
    expect(within(dialog).getByText('/timeline/charts')).toBeInTheDocument();
    expect(remotesApi.diff).toHaveBeenCalledWith('mfe-timeline', 4);
    expect(activate).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Activate' }));
    expect(activate).toHaveBeenCalledWith('mfe-timeline', 4);
    expect(await screen.findByText('Version 4 of mfe-timeline is active.')).toHaveAttribute('role', 'status');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(list).toHaveBeenCalledTimes(2);
  });

  it('says an activation waits for the server variable to go when one is set', async () => {
    const overridden = { ...TIMELINE, overridden: true };
    const { user } = await renderPage([overridden]);
    const dialog = await ask(user, 'Activate version 2 of mfe-timeline', 'Activate version 2 of mfe-timeline?');
    expect(dialog).toHaveTextContent('It takes effect once REMOTE_MFE_TIMELINE_URL is removed from the server.');
  });

  it('changes nothing when the question is cancelled', async () => {
    const { user } = await renderPage();
    const activate = jest.spyOn(remotesApi, 'activate');
    const dialog = await ask(user, 'Activate version 2 of mfe-timeline', 'Activate version 2 of mfe-timeline?');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(activate).not.toHaveBeenCalled();
  });

  it("shows every problem the server names when it refuses a version, and keeps the dialog open", async () => {
    const { list, user } = await renderPage();
    const problems = ['The route /timeline is already drawn by mfe-members.', 'The route /timeline/add is already drawn by mfe-members.'];
    jest.spyOn(remotesApi, 'activate').mockRejectedValue(new ApiError('Version refused: 2 problems.', 400, undefined, problems));
    const dialog = await ask(user, 'Activate version 4 of mfe-timeline', 'Activate version 4 of mfe-timeline?');
    await user.click(within(dialog).getByRole('button', { name: 'Activate' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(`Version refused: 2 problems. ${problems.join(' ')}`);
    expect(within(dialog).getByRole('button', { name: 'Activate' })).toBeEnabled();
    expect(list).toHaveBeenCalledTimes(1);
  });

  it('rolls back after asking, and says to which version', async () => {
    const { list, user } = await renderPage();
    const rollBack = jest.spyOn(remotesApi, 'rollBack').mockResolvedValue({ version: 2, active: true });
    const dialog = await ask(user, 'Roll back mfe-timeline', 'Roll back mfe-timeline?');
    expect(dialog).toHaveTextContent(
      'mfe-timeline goes back from version 3 to the version before it. The next page load of every visitor uses it.',
    );
    expect(remotesApi.diff).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Roll back' }));
    expect(rollBack).toHaveBeenCalledWith('mfe-timeline');
    expect(await screen.findByText('mfe-timeline is rolled back to version 2.')).toHaveAttribute('role', 'status');
    expect(list).toHaveBeenCalledTimes(2);
  });

  it("shows the server's sentence when there is nothing to roll back to", async () => {
    const { user } = await renderPage();
    jest.spyOn(remotesApi, 'rollBack').mockRejectedValue(new ApiError('There is no earlier version to roll back to.', 409));
    const dialog = await ask(user, 'Roll back mfe-timeline', 'Roll back mfe-timeline?');
    await user.click(within(dialog).getByRole('button', { name: 'Roll back' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('There is no earlier version to roll back to.');
  });

  it('says when the remotes cannot be loaded, and Retry loads them again', async () => {
    const user = userEvent.setup();
    const list = jest.spyOn(remotesApi, 'list').mockRejectedValueOnce(new Error('offline')).mockResolvedValue(REMOTES);
    render(<RemotesPage />);
    expect(await screen.findByText('Something Went Wrong! Check Your Connection!')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'mfe-timeline' })).toBeInTheDocument();
    expect(list).toHaveBeenCalledTimes(2);
  });

  it('says when there are no remotes', async () => {
    jest.spyOn(remotesApi, 'list').mockResolvedValue([]);
    render(<RemotesPage />);
    expect(await screen.findByText('No remotes found')).toBeInTheDocument();
  });
});
