import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from 'shared-ui';
import { logIn, logOut, recordCommands, setWindowWidth } from 'shared-ui/testing';
import { accountsApi, type AccountUpdate } from '../api/accounts';
import { ACCOUNTS } from '../../../testing/fixtures';
import { MembersPage } from './MembersPage';

const LAST_ADMIN = 'The lab needs at least one active admin. Make another member an admin first.';

beforeEach(() => {
  setWindowWidth(1280);
  logIn('ada', 'admin');
});
afterEach(() => {
  jest.restoreAllMocks();
  logOut();
});

/** The page with the accounts listed; `after` is what the list answers once something changed. */
async function renderPage(after = ACCOUNTS) {
  const list = jest.spyOn(accountsApi, 'list').mockResolvedValueOnce(ACCOUNTS).mockResolvedValue(after);
  const user = userEvent.setup();
  render(<MembersPage />);
  await screen.findByRole('table');
  return { list, user };
}

async function ask(user: ReturnType<typeof userEvent.setup>, button: string, title: string) {
  await user.click(screen.getByRole('button', { name: button }));
  return screen.findByRole('dialog', { name: title });
}

describe('changing roles and status', () => {
  it.each<[string, string, string, string, string, AccountUpdate, string, string]>([
    [
      'Make admin',
      'Make admin Grace Hopper (grace)',
      'Make Grace Hopper an admin?',
      'Grace Hopper will be able to manage members and roles',
      'Make admin',
      { isAdmin: true },
      'id-grace',
      'Grace Hopper is now an admin.',
    ],
    [
      'Deactivate',
      'Deactivate Grace Hopper (grace)',
      'Deactivate Grace Hopper?',
      'Their sessions and their calendar feed link end at once, and an unused reset link stops working. Their content stays on the site and still shows their name.',
      'Deactivate',
      { isActive: false },
      'id-grace',
      'Grace Hopper is deactivated.',
    ],
    [
      'Reactivate',
      'Reactivate Alan Turing (alan)',
      'Reactivate Alan Turing?',
      'Alan Turing can log in again with their password.',
      'Reactivate',
      { isActive: true },
      'id-alan',
      'Alan Turing is active again.',
    ],
  ])('%s asks first, saying what happens, then sends the change and says it is done', async (_, button, title, says, confirm, body, id, done) => {
    const { list, user } = await renderPage();
    const update = jest
      .spyOn(accountsApi, 'update')
      .mockImplementation(async (userId, changes) => ({ ...ACCOUNTS.find((entry) => entry._id === userId)!, ...changes }));
    const dialog = await ask(user, button, title);
    expect(dialog).toHaveTextContent(says);
    expect(update).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: confirm }));
    expect(update).toHaveBeenCalledWith(id, body);
    expect(await screen.findByText(done)).toHaveAttribute('role', 'status');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(list).toHaveBeenCalledTimes(2);
  });

  it('changes nothing when the question is cancelled', async () => {
    const { user } = await renderPage();
    const update = jest.spyOn(accountsApi, 'update');
    const dialog = await ask(user, 'Deactivate Grace Hopper (grace)', 'Deactivate Grace Hopper?');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(update).not.toHaveBeenCalled();
  });

  it("shows the server's sentence when the last admin would be revoked, and keeps the dialog open", async () => {
    const { list, user } = await renderPage();
    jest.spyOn(accountsApi, 'update').mockRejectedValue(new ApiError(LAST_ADMIN, 409));
    const dialog = await ask(user, 'Revoke admin Ada Lovelace (ada)', 'Revoke admin from Ada Lovelace?');
    expect(dialog).toHaveTextContent('Ada Lovelace keeps their account and everything they added');
    await user.click(within(dialog).getByRole('button', { name: 'Revoke admin' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(LAST_ADMIN);
    expect(within(dialog).getByRole('button', { name: 'Revoke admin' })).toBeEnabled();
    expect(list).toHaveBeenCalledTimes(1);
  });

  it("asks the shell to check the session again after a change to the admin's own account", async () => {
    const { commands, stop } = recordCommands();
    const { user } = await renderPage();
    jest.spyOn(accountsApi, 'update').mockResolvedValue({ ...ACCOUNTS[1], isAdmin: false });
    const dialog = await ask(user, 'Revoke admin Ada Lovelace (ada)', 'Revoke admin from Ada Lovelace?');
    await user.click(within(dialog).getByRole('button', { name: 'Revoke admin' }));
    await screen.findByText('Ada Lovelace is no longer an admin.');
    expect(commands).toEqual([{ type: 'auth/refresh' }]);
    stop();
  });

  it("does not for someone else's account", async () => {
    const { commands, stop } = recordCommands();
    const { user } = await renderPage();
    jest.spyOn(accountsApi, 'update').mockResolvedValue({ ...ACCOUNTS[0], isAdmin: true });
    const dialog = await ask(user, 'Make admin Grace Hopper (grace)', 'Make Grace Hopper an admin?');
    await user.click(within(dialog).getByRole('button', { name: 'Make admin' }));
    await screen.findByText('Grace Hopper is now an admin.');
    expect(commands).toEqual([]);
    stop();
  });
});
