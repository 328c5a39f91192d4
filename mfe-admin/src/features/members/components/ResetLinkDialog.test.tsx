import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import moment from 'moment';
import { ApiError } from 'shared-ui';
import { logIn, logOut, setWindowWidth } from 'shared-ui/testing';
import { accountsApi, type ResetLink } from '../api/accounts';
import { ACCOUNTS } from '../../../testing/fixtures';
import { MembersPage } from './MembersPage';

const LINK: ResetLink = { url: 'https://lab.example.edu/reset-password?token=secret-1', expiresAt: '2026-03-06T12:00:00.000Z' };

beforeEach(() => {
  setWindowWidth(1280);
  logIn('ada', 'admin');
  jest.spyOn(accountsApi, 'list').mockResolvedValue(ACCOUNTS);
});
afterEach(() => {
  jest.restoreAllMocks();
  logOut();
});

async function openFor(user: ReturnType<typeof userEvent.setup>, button: string, name: string) {
  await user.click(await screen.findByRole('button', { name: button }));
  return screen.findByRole('dialog', { name: `Password reset link for ${name}` });
}

describe('reset links', () => {
  it('creates the link, shows it once with its expiry and a copy button, and forgets it when closed', async () => {
    const user = userEvent.setup();
    const create = jest.spyOn(accountsApi, 'createResetLink').mockResolvedValueOnce(LINK).mockImplementation(() => new Promise(() => undefined));
    render(<MembersPage />);
    const dialog = await openFor(user, 'Reset link Grace Hopper (grace)', 'Grace Hopper');
    expect(create).toHaveBeenCalledWith('id-grace');
    const field = await within(dialog).findByRole('textbox', { name: 'Reset link' });
    expect(field).toHaveValue(LINK.url);
    expect(field).toHaveAttribute('readonly');
    const expiry = `${moment(LINK.expiresAt).format('MMMM DD, YYYY')}, ${moment(LINK.expiresAt).format('HH:mm')}`;
    expect(dialog).toHaveTextContent(`it sets a new password once, within 24 hours (until ${expiry})`);
    expect(dialog).toHaveTextContent('It is shown only this once');

    await user.click(within(dialog).getByRole('button', { name: 'Copy link' }));
    expect(await navigator.clipboard.readText()).toBe(LINK.url);
    expect(within(dialog).getByRole('status')).toHaveTextContent('Copied.');

    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.queryByDisplayValue(LINK.url)).not.toBeInTheDocument();

    const again = await openFor(user, 'Reset link Grace Hopper (grace)', 'Grace Hopper');
    expect(within(again).getByText('Creating the link...')).toBeInTheDocument();
    expect(within(again).queryByRole('textbox')).not.toBeInTheDocument();
    expect(create).toHaveBeenCalledTimes(2);
  });

  it("shows the server's sentence for a deactivated account", async () => {
    const user = userEvent.setup();
    jest.spyOn(accountsApi, 'createResetLink').mockRejectedValue(new ApiError('This account is deactivated. Reactivate it first.', 409));
    render(<MembersPage />);
    const dialog = await openFor(user, 'Reset link Alan Turing (alan)', 'Alan Turing');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('This account is deactivated. Reactivate it first.');
    expect(within(dialog).queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('drops a link that arrives after the dialog was closed', async () => {
    const user = userEvent.setup();
    let answer: (link: ResetLink) => void = () => undefined;
    jest.spyOn(accountsApi, 'createResetLink').mockImplementation(() => new Promise((resolve) => (answer = resolve)));
    render(<MembersPage />);
    const dialog = await openFor(user, 'Reset link Grace Hopper (grace)', 'Grace Hopper');
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    answer(LINK);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByDisplayValue(LINK.url)).not.toBeInTheDocument();
  });
});
