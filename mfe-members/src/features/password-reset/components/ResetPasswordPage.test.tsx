import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, authApi } from 'shared-ui';
import { logOut, recordCommands, renderAt } from 'shared-ui/testing';
import MembersRoutes from '../../../app/MembersRoutes';

const DONE = 'Your password has been changed. You can log in now.';
const NOT_VALID = 'This reset link is not valid any more.';

let sent: ReturnType<typeof recordCommands>;
beforeEach(() => {
  logOut();
  sent = recordCommands();
});
afterEach(() => {
  sent.stop();
  jest.restoreAllMocks();
});

/** The page at `path`, once its code (a chunk of its own) has arrived. */
async function renderReset(path: string) {
  renderAt(path, <MembersRoutes />);
  await screen.findByRole('heading', { level: 1, name: 'Set a new password' });
}

async function submit(newPassword: string, confirmPassword: string) {
  const user = userEvent.setup();
  if (newPassword) await user.type(screen.getByLabelText('New password'), newPassword);
  if (confirmPassword) await user.type(screen.getByLabelText('Confirm new password'), confirmPassword);
  await user.click(screen.getByRole('button', { name: 'Set new password' }));
  return user;
}

describe('ResetPasswordPage', () => {
  it('sets the new password with the token of the link, for a visitor, then offers the login modal', async () => {
    const reset = jest.spyOn(authApi, 'resetPassword').mockResolvedValue({ message: DONE });
    await renderReset('/reset-password?token=tok-123');
    expect(screen.getByRole('heading', { level: 1, name: 'Set a new password' })).toBeInTheDocument();
    expect(screen.getByText(/Setting it logs you out wherever you are logged in\./)).toBeInTheDocument();
    const user = await submit('a new password', 'a new password');

    expect(await screen.findByText(DONE)).toBeInTheDocument();
    expect(reset).toHaveBeenCalledWith('tok-123', 'a new password');
    expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
    expect(sent.commands).toEqual([{ type: 'auth/refresh' }]);
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(sent.commands).toContainEqual({ type: 'modal/open', modal: 'login' });
  });

  it('says the link is not valid when the server refuses the token (400)', async () => {
    jest.spyOn(authApi, 'resetPassword').mockRejectedValue(new ApiError(NOT_VALID, 400));
    await renderReset('/reset-password?token=used');
    await submit('a new password', 'a new password');
    expect(await screen.findByText(NOT_VALID)).toBeInTheDocument();
    expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
    expect(sent.commands).toEqual([]);
  });

  it.each(['/reset-password', '/reset-password?token=', '/reset-password?token=%20'])('says the link is not valid without a token (%s)', async (path) => {
    const reset = jest.spyOn(authApi, 'resetPassword');
    await renderReset(path);
    expect(screen.getByText(NOT_VALID)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Set new password' })).not.toBeInTheDocument();
    expect(reset).not.toHaveBeenCalled();
  });

  it("keeps the form and shows the server's sentence for anything else, such as too many tries", async () => {
    const tooMany = 'Too many attempts. Please try again later.';
    const reset = jest.spyOn(authApi, 'resetPassword').mockRejectedValueOnce(new ApiError(tooMany, 429)).mockResolvedValue({ message: DONE });
    await renderReset('/reset-password?token=tok');
    const user = await submit('a new password', 'a new password');
    expect(await screen.findByRole('alert')).toHaveTextContent(tooMany);
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByText(DONE)).toBeInTheDocument();
    expect(reset).toHaveBeenCalledTimes(2);
  });

  describe('validation (the profile password form rules)', () => {
    it('requires both fields', async () => {
      const reset = jest.spyOn(authApi, 'resetPassword');
      await renderReset('/reset-password?token=tok');
      await submit('', '');
      expect(await screen.findByText('New password is required')).toBeInTheDocument();
      expect(screen.getByText('Confirm password is required')).toBeInTheDocument();
      expect(reset).not.toHaveBeenCalled();
    });

    it("says 'Minimum 8 characters'", async () => {
      const reset = jest.spyOn(authApi, 'resetPassword');
      await renderReset('/reset-password?token=tok');
      await submit('short12', 'short12');
      expect(await screen.findByText('Minimum 8 characters')).toBeInTheDocument();
      expect(screen.getByLabelText('New password')).toHaveAccessibleDescription('Minimum 8 characters');
      expect(reset).not.toHaveBeenCalled();
    });

    it("says 'Passwords do not match'", async () => {
      const reset = jest.spyOn(authApi, 'resetPassword');
      await renderReset('/reset-password?token=tok');
      await submit('a new password', 'another password');
      expect(await screen.findByText('Passwords do not match')).toBeInTheDocument();
      expect(reset).not.toHaveBeenCalled();
    });
  });
});
