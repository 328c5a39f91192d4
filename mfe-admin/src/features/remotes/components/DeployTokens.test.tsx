import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import moment from 'moment';
import { ApiError, forgetPrimedReads, primeReads } from 'shared-ui';
import { deployTokensApi, type NewDeployToken } from '../api/deploy-tokens';
import { remotesApi } from '../api/remotes';
import { deployToken, TIMELINE } from '../../../testing/fixtures';
import { RemotesPage } from './RemotesPage';

const USED = deployToken('1a2b3c4d', { label: 'Timeline team', mayActivate: true, createdBy: null, lastUsedAt: '2026-03-06T09:15:00.000Z' });
const REVOKED = deployToken('9f8e7d6c', { revokedAt: '2026-03-02T12:00:00.000Z' });
const CREATED: NewDeployToken = { id: '5e6f7a8b', token: 'lpd_fresh-secret-123', createdAt: '2026-03-07T12:00:00.000Z' };

beforeEach(() => jest.spyOn(remotesApi, 'list').mockResolvedValue([TIMELINE]));
afterEach(() => {
  jest.restoreAllMocks();
  forgetPrimedReads();
});

const shown = (iso: string) => `${moment(iso).format('MMMM DD, YYYY')}, ${moment(iso).format('HH:mm')}`;
const tokenTable = () => screen.findByRole('table', { name: 'Deploy tokens of mfe-timeline, newest first' });
const cellsOf = (id: string) =>
  within(screen.getByRole('rowheader', { name: id }).closest('tr') as HTMLElement)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

/** Fills in the open token form with `team` and sends it. */
async function askFor(user: ReturnType<typeof userEvent.setup>, team: string) {
  const form = await screen.findByRole('dialog', { name: 'Create a deploy token for mfe-timeline' });
  await user.type(within(form).getByRole('textbox', { name: 'Team' }), team);
  await user.click(within(form).getByRole('button', { name: 'Create token' }));
}

describe('deploy tokens', () => {
  it("come drawn with the page when the server read every remote's tokens for it", () => {
    jest.mocked(remotesApi.list).mockRestore();
    primeReads({
      '/api/remotes': { status: 200, body: { data: [TIMELINE] } },
      '/api/remotes/deploy-tokens': { status: 200, body: { data: [{ remote: 'mfe-timeline', tokens: [USED, REVOKED] }] } },
    });
    render(<RemotesPage />);
    expect(screen.queryByText('Loading deploy tokens...')).not.toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Deploy tokens of mfe-timeline, newest first' })).toBeInTheDocument();
    expect(screen.getByRole('rowheader', { name: USED.id })).toBeInTheDocument();
  });

  it("lists the remote's tokens: team, whether it may activate, created, by, last used, revoked, a Revoke button for those still valid", async () => {
    const list = jest.spyOn(deployTokensApi, 'list').mockResolvedValue([USED, REVOKED]);
    render(<RemotesPage />);
    const table = await tokenTable();
    expect(list).toHaveBeenCalledWith('mfe-timeline');
    expect(within(table).getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Token',
      'Team',
      'May activate',
      'Created',
      'By',
      'Last used',
      'Revoked',
      'Actions',
    ]);
    expect(cellsOf('1a2b3c4d')).toEqual([
      'Timeline team',
      'Yes',
      shown(USED.createdAt),
      'No account',
      shown('2026-03-06T09:15:00.000Z'),
      'No',
      'Revoke deploy token 1a2b3c4d of mfe-timeline',
    ]);
    expect(cellsOf('9f8e7d6c')).toEqual(['Not named', 'No, an admin approves', shown(REVOKED.createdAt), 'ada', 'Never', shown('2026-03-02T12:00:00.000Z'), '']);
  });

  it('creates a token for the team asked for and shows it once, with a copy button and the warning', async () => {
    const user = userEvent.setup();
    const list = jest.spyOn(deployTokensApi, 'list').mockResolvedValueOnce([]).mockResolvedValue([deployToken(CREATED.id)]);
    const create = jest.spyOn(deployTokensApi, 'create').mockResolvedValue(CREATED);
    render(<RemotesPage />);
    expect(await screen.findByText('No deploy tokens yet.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Create token for mfe-timeline' }));
    await askFor(user, 'Timeline team');
    const dialog = await screen.findByRole('dialog', { name: 'New deploy token for mfe-timeline' });
    expect(create).toHaveBeenCalledWith('mfe-timeline', { label: 'Timeline team', mayActivate: false });
    const field = await within(dialog).findByRole('textbox', { name: 'Deploy token' });
    expect(field).toHaveValue('lpd_fresh-secret-123');
    expect(field).toHaveAttribute('readonly');
    expect(dialog).toHaveTextContent('It will not be shown again: copy it before you close this dialog.');
    await user.click(within(dialog).getByRole('button', { name: 'Copy token' }));
    expect(await navigator.clipboard.readText()).toBe('lpd_fresh-secret-123');
    expect(within(dialog).getByRole('status')).toHaveTextContent('Copied.');
    expect(await screen.findByRole('rowheader', { name: CREATED.id })).toBeInTheDocument();
    expect(list).toHaveBeenCalledTimes(2);

    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.queryByDisplayValue('lpd_fresh-secret-123')).not.toBeInTheDocument();
  });

  it('says in the dialog when a token cannot be created', async () => {
    const user = userEvent.setup();
    jest.spyOn(deployTokensApi, 'list').mockResolvedValue([]);
    jest.spyOn(deployTokensApi, 'create').mockRejectedValue(new ApiError('Forbidden', 403));
    render(<RemotesPage />);
    await user.click(await screen.findByRole('button', { name: 'Create token for mfe-timeline' }));
    await askFor(user, 'Timeline team');
    const dialog = await screen.findByRole('dialog', { name: 'New deploy token for mfe-timeline' });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Forbidden');
    expect(within(dialog).queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('revokes a token after asking, says so and lists the tokens again', async () => {
    const user = userEvent.setup();
    const revoked = { ...USED, revokedAt: '2026-03-07T12:00:00.000Z' };
    const list = jest.spyOn(deployTokensApi, 'list').mockResolvedValueOnce([USED]).mockResolvedValue([revoked]);
    const revoke = jest.spyOn(deployTokensApi, 'revoke').mockResolvedValue(revoked);
    render(<RemotesPage />);
    await user.click(await screen.findByRole('button', { name: 'Revoke deploy token 1a2b3c4d of mfe-timeline' }));
    const dialog = await screen.findByRole('dialog', { name: 'Revoke deploy token 1a2b3c4d of mfe-timeline?' });
    expect(dialog).toHaveTextContent('Deploys that use it are refused from now on.');
    expect(revoke).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Revoke' }));
    expect(revoke).toHaveBeenCalledWith('mfe-timeline', '1a2b3c4d');
    expect(await screen.findByText('Deploy token 1a2b3c4d of mfe-timeline is revoked.')).toHaveAttribute('role', 'status');
    await waitFor(() => expect(screen.queryByRole('button', { name: /^Revoke deploy token/ })).not.toBeInTheDocument());
    expect(list).toHaveBeenCalledTimes(2);
  });

  it("shows the server's sentence when revoking fails, and keeps the dialog open", async () => {
    const user = userEvent.setup();
    jest.spyOn(deployTokensApi, 'list').mockResolvedValue([USED]);
    jest.spyOn(deployTokensApi, 'revoke').mockRejectedValue(new ApiError('No deploy token "1a2b3c4d" for mfe-timeline.', 404));
    render(<RemotesPage />);
    await user.click(await screen.findByRole('button', { name: 'Revoke deploy token 1a2b3c4d of mfe-timeline' }));
    const dialog = await screen.findByRole('dialog', { name: 'Revoke deploy token 1a2b3c4d of mfe-timeline?' });
    await user.click(within(dialog).getByRole('button', { name: 'Revoke' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('No deploy token "1a2b3c4d" for mfe-timeline.');
    expect(within(dialog).getByRole('button', { name: 'Revoke' })).toBeEnabled();
  });

  it('says while the tokens load', async () => {
    jest.spyOn(deployTokensApi, 'list').mockReturnValue(new Promise(() => undefined));
    render(<RemotesPage />);
    expect(await screen.findByText('Loading deploy tokens...')).toBeInTheDocument();
  });

  it('says when the tokens cannot be loaded, and Retry loads them again', async () => {
    const user = userEvent.setup();
    const list = jest.spyOn(deployTokensApi, 'list').mockRejectedValueOnce(new Error('offline')).mockResolvedValue([USED]);
    render(<RemotesPage />);
    expect(await screen.findByText('Something Went Wrong! Check Your Connection!')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await tokenTable()).toBeInTheDocument();
    expect(list).toHaveBeenCalledTimes(2);
  });
});
