import { render, screen } from '@testing-library/react';
import { auth$, LOGGED_OUT, profileApi } from 'shared-ui';
import { PROFILE } from '../../../testing/fixtures';
import { ProfilePage } from './ProfilePage';

beforeEach(() => auth$.next({ username: 'ada.l', permissions: 'default', isLoggedIn: true, isLoggingIn: false }));
afterEach(() => {
  jest.restoreAllMocks();
  auth$.next(LOGGED_OUT);
});

describe('ProfilePage', () => {
  it("shows the logged-in member's details", async () => {
    const get = jest.spyOn(profileApi, 'get').mockResolvedValue({ ...PROFILE, isAlumni: true });
    render(<ProfilePage />);
    expect(screen.getByText('Loading your profile...')).toBeInTheDocument();
    expect(await screen.findByText('ada.l')).toBeInTheDocument();
    expect(get).toHaveBeenCalledWith('ada.l');
    expect(screen.getByText('Ada')).toBeInTheDocument();
    expect(screen.getByText('Lovelace')).toBeInTheDocument();
    expect(screen.getByText('Studies attention.')).toBeInTheDocument();
    expect(screen.getByText('Alumni')).toBeInTheDocument();
    expect(screen.getByText('Co-Pilot, NOVA')).toBeInTheDocument();
    expect(screen.getByText('Volunteer, SHIVA')).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('says when the profile cannot be loaded, and still offers the password form', async () => {
    jest.spyOn(profileApi, 'get').mockRejectedValue(new Error('offline'));
    render(<ProfilePage />);
    expect(await screen.findByText('Something Went Wrong! Check Your Connection!')).toBeInTheDocument();
    expect(screen.getByLabelText('Current password')).toBeInTheDocument();
  });
});
