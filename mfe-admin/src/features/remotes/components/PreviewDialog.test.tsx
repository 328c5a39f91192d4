import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import moment from 'moment';
import { ApiError } from 'shared-ui';
import { deployTokensApi } from '../api/deploy-tokens';
import { remotesApi } from '../api/remotes';
import { TIMELINE } from '../../../testing/fixtures';
import { RemotesPage } from './RemotesPage';

const PREVIEW = { url: 'https://lab.example.org/timeline?preview=lpp_secret-123', expiresAt: '2026-03-07T12:00:00.000Z' };

beforeEach(() => {
  jest.spyOn(deployTokensApi, 'list').mockResolvedValue([]);
  jest.spyOn(remotesApi, 'list').mockResolvedValue([TIMELINE]);
});
afterEach(() => jest.restoreAllMocks());

async function askForPreview() {
  const user = userEvent.setup();
  render(<RemotesPage />);
  await user.click(await screen.findByRole('button', { name: 'Preview version 4 of mfe-timeline' }));
  return { user, dialog: await screen.findByRole('dialog', { name: 'Preview of version 4 of mfe-timeline' }) };
}

describe('previewing a version', () => {
  it('makes a link to copy or open, and says until when it works', async () => {
    const preview = jest.spyOn(remotesApi, 'preview').mockResolvedValue(PREVIEW);
    const { user, dialog } = await askForPreview();
    expect(preview).toHaveBeenCalledWith('mfe-timeline', 4);
    expect(await within(dialog).findByRole('textbox', { name: 'Preview link' })).toHaveValue(PREVIEW.url);
    const open = within(dialog).getByRole('link', { name: 'Open the preview in a new tab' });
    expect(open).toHaveAttribute('href', PREVIEW.url);
    expect(open).toHaveAttribute('target', '_blank');
    expect(dialog).toHaveTextContent(`sees this version until ${moment(PREVIEW.expiresAt).format('MMMM DD, YYYY')}`);
    await user.click(within(dialog).getByRole('button', { name: 'Copy link' }));
    expect(await navigator.clipboard.readText()).toBe(PREVIEW.url);
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.queryByDisplayValue(PREVIEW.url)).not.toBeInTheDocument();
  });

  it("says in the dialog why a link could not be made", async () => {
    jest.spyOn(remotesApi, 'preview').mockRejectedValue(new ApiError('mfe-timeline has no version 4.', 404));
    const { dialog } = await askForPreview();
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('mfe-timeline has no version 4.');
  });
});
