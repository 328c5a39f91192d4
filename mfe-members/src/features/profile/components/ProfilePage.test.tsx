import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'shared-ui/router';
import { ApiError, authApi, profileApi } from 'shared-ui';
import { logIn, logOut, recordCommands, renderAt } from 'shared-ui/testing';
import { PROFILE } from '../../../testing/fixtures';
import { ProfilePage } from './ProfilePage';

beforeEach(() => logIn('ada.l'));
afterEach(() => {
  jest.restoreAllMocks();
  jest.useRealTimers();
  logOut();
});

function renderProfile() {
  return renderAt(
    '/editprofile',
    <Routes>
      <Route path="/editprofile" element={<ProfilePage />} />
      <Route path="/" element={<p>Home page</p>} />
    </Routes>,
  );
}

/** Lets the resolved API calls and Formik's promises settle without moving the clock. */
async function settle() {
  for (let turn = 0; turn < 10; turn += 1) await act(async () => undefined);
}

describe('ProfilePage', () => {
  it("loads the logged-in member's profile into 'Update your personal details', beside 'Change your password'", async () => {
    const get = jest.spyOn(profileApi, 'get').mockResolvedValue(PROFILE);
    renderProfile();
    expect(screen.getByRole('heading', { level: 1, name: 'Profile' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Update your personal details' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Change your password' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Change your password' })).toHaveTextContent(
      'Changing your password logs you out everywhere else you are logged in, and replaces your calendar feed link: the old link stops working',
    );
    expect(screen.getByText('Loading your profile...')).toBeInTheDocument();
    expect(await screen.findByLabelText('Username')).toHaveValue('ada.l');
    expect(get).toHaveBeenCalledWith('ada.l');
    expect(screen.getByText('ada.l', { selector: 'strong' })).toBeInTheDocument();
  });

  it('says when the profile cannot be loaded, and still offers the password form', async () => {
    jest.spyOn(profileApi, 'get').mockRejectedValue(new Error('offline'));
    renderProfile();
    expect(await screen.findByText('Something Went Wrong! Check Your Connection!')).toBeInTheDocument();
    expect(screen.getByLabelText('Current password')).toBeInTheDocument();
  });

  it("says 'Changes Successfully Saved' and loads the profile again when the identity stayed", async () => {
    const get = jest
      .spyOn(profileApi, 'get')
      .mockResolvedValueOnce(PROFILE)
      .mockResolvedValue({ ...PROFILE, blurb: 'Studies visual attention.' });
    jest.spyOn(profileApi, 'update').mockResolvedValue({ data: PROFILE, message: 'Changes Successfully Saved' });
    const logout = jest.spyOn(authApi, 'logout');
    renderProfile();
    await userEvent.clear(await screen.findByRole('textbox', { name: 'Blurb' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Blurb' }), 'Studies visual attention.');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Changes Successfully Saved')).toBeInTheDocument();
    await waitFor(() => expect(get).toHaveBeenCalledTimes(2));
    expect(screen.getByRole('textbox', { name: 'Blurb' })).toHaveValue('Studies visual attention.');
    expect(screen.queryByText(/you are being logged out/)).not.toBeInTheDocument();
    expect(logout).not.toHaveBeenCalled();
  });

  it.each([
    ['username', 'Username', 'ada.byron'],
    ['e-mail', 'Email', 'ada.byron@example.org'],
  ])("says 'Changes Successfully Saved' and the logged-out notice after a %s change, and ends the session 1.5 s later", async (_, label, changed) => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    jest.spyOn(profileApi, 'get').mockResolvedValue(PROFILE);
    jest.spyOn(profileApi, 'update').mockResolvedValue({ data: PROFILE, message: 'Changes Successfully Saved' });
    const logout = jest.spyOn(authApi, 'logout').mockResolvedValue({ message: 'Logged out' });
    const { commands, stop } = recordCommands();
    renderProfile();
    await settle();
    await user.clear(screen.getByLabelText(label));
    await user.type(screen.getByLabelText(label), changed);
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await settle();

    expect(screen.getByText('Changes Successfully Saved')).toBeInTheDocument();
    expect(
      screen.getByText('Your username or e-mail changed, so you are being logged out. Log in again with your new details.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save Changes' })).toBeDisabled();
    act(() => jest.advanceTimersByTime(1499));
    expect(logout).not.toHaveBeenCalled();

    act(() => jest.advanceTimersByTime(1));
    await settle();
    expect(logout).toHaveBeenCalledTimes(1);
    expect(commands).toContainEqual({ type: 'auth/refresh' });
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
    stop();
  });

  it("says 'An error occurred on the server' when the save fails", async () => {
    jest.spyOn(profileApi, 'get').mockResolvedValue(PROFILE);
    jest.spyOn(profileApi, 'update').mockRejectedValue(new ApiError('Internal Server Error', 500));
    renderProfile();
    await userEvent.click(await screen.findByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('An error occurred on the server')).toBeInTheDocument();
    expect(screen.queryByText('Changes Successfully Saved')).not.toBeInTheDocument();
  });
});
