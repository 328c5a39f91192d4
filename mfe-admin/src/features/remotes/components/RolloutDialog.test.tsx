import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from 'shared-ui';
import { deployTokensApi } from '../api/deploy-tokens';
import { remotesApi } from '../api/remotes';
import { RELEASING, TIMELINE, versionDiff } from '../../../testing/fixtures';
import { RemotesPage } from './RemotesPage';

beforeEach(() => {
  jest.spyOn(deployTokensApi, 'list').mockResolvedValue([]);
  jest.spyOn(remotesApi, 'diff').mockResolvedValue(versionDiff());
});
afterEach(() => jest.restoreAllMocks());

/** The page, then the rollout dialog of version 4 of mfe-timeline. */
async function openRollout() {
  const list = jest.spyOn(remotesApi, 'list').mockResolvedValueOnce([TIMELINE]).mockResolvedValue([RELEASING]);
  const user = userEvent.setup();
  render(<RemotesPage />);
  await user.click(await screen.findByRole('button', { name: 'Roll out version 4 of mfe-timeline' }));
  const dialog = await screen.findByRole('dialog', { name: 'Roll out version 4 of mfe-timeline?' });
  return { list, user, dialog };
}

describe('rolling a version out', () => {
  it('shows what the version changes, asks for a share, and rolls it out to that share', async () => {
    const rollout = jest.spyOn(remotesApi, 'rollout').mockResolvedValue({ version: 4, percent: 25, active: false });
    const { list, user, dialog } = await openRollout();
    expect(await within(dialog).findByText('Compared with version 3, which pages load now:')).toBeInTheDocument();
    expect(remotesApi.diff).toHaveBeenCalledWith('mfe-timeline', 4);
    const shares = within(dialog).getByRole('group', { name: 'Share of visitors' });
    expect(within(shares).getByRole('radio', { name: '10 %' })).toBeChecked();
    await user.click(within(shares).getByRole('radio', { name: '25 %' }));
    expect(rollout).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Roll out' }));
    expect(rollout).toHaveBeenCalledWith('mfe-timeline', 4, 25);
    expect(await screen.findByText('Version 4 of mfe-timeline is rolling out to 25 % of visitors.')).toHaveAttribute('role', 'status');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(list).toHaveBeenCalledTimes(2);
    expect(await screen.findByText('Version 4 is rolling out to 25 % of visitors; the others get version 3.')).toBeInTheDocument();
  });

  it('takes another whole share from 1 to 99, and says what is wrong with one outside it', async () => {
    const rollout = jest.spyOn(remotesApi, 'rollout').mockResolvedValue({ version: 4, percent: 5, active: false });
    const { user, dialog } = await openRollout();
    expect(within(dialog).queryByRole('textbox')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('radio', { name: 'Another share' }));
    const field = within(dialog).getByRole('textbox', { name: 'Share of visitors, in %' });
    await user.click(within(dialog).getByRole('button', { name: 'Roll out' }));
    expect(await within(dialog).findByText('Enter a share from 1 to 99 %')).toBeInTheDocument();
    await user.type(field, '100');
    await user.click(within(dialog).getByRole('button', { name: 'Roll out' }));
    expect(await within(dialog).findByText('Enter a whole number from 1 to 99')).toBeInTheDocument();
    expect(rollout).not.toHaveBeenCalled();
    await user.clear(field);
    await user.type(field, '5');
    await user.click(within(dialog).getByRole('button', { name: 'Roll out' }));
    expect(rollout).toHaveBeenCalledWith('mfe-timeline', 4, 5);
  });

  it("keeps the dialog open with the server's sentence and problems when it refuses", async () => {
    jest.spyOn(remotesApi, 'rollout').mockRejectedValue(new ApiError('Version refused: 1 problem.', 400, undefined, ['Its route /timeline collides with a page of mfe-members, which is active.']));
    const { user, dialog } = await openRollout();
    await user.click(within(dialog).getByRole('button', { name: 'Roll out' }));
    expect(await within(dialog).findByText('Version refused: 1 problem. Its route /timeline collides with a page of mfe-members, which is active.')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Roll out' })).toBeEnabled();
  });

  it('changes nothing when cancelled', async () => {
    const rollout = jest.spyOn(remotesApi, 'rollout');
    const { user, dialog } = await openRollout();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(rollout).not.toHaveBeenCalled();
  });
});
