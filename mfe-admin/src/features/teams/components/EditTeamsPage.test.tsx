import { render, screen } from '@testing-library/react';
import { auth$, LOGGED_OUT, PROJECT_NAMES, profileApi } from 'shared-ui';
import { adminProfile } from '../../../testing/fixtures';
import { EditTeamsPage } from './EditTeamsPage';

beforeEach(() => auth$.next({ username: 'ruth', permissions: 'admin', isLoggedIn: true, isLoggingIn: false }));
afterEach(() => {
  jest.restoreAllMocks();
  auth$.next(LOGGED_OUT);
});

const cardTitles = () => screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);

describe('EditTeamsPage', () => {
  it("shows a team card per project of the user's positions", async () => {
    const get = jest.spyOn(profileApi, 'get').mockResolvedValue(
      adminProfile([
        { position: 'Project Lead', project: 'NOVA' },
        { position: 'Project Secondary', project: 'SHIVA' },
      ]),
    );
    render(<EditTeamsPage />);
    expect(screen.getByText('Loading your teams...')).toBeInTheDocument();
    await screen.findByRole('heading', { level: 2, name: 'NOVA' });
    expect(get).toHaveBeenCalledWith('ruth');
    expect(cardTitles()).toEqual(['NOVA', 'SHIVA']);
  });

  it('shows every project to an admin without positions', async () => {
    jest.spyOn(profileApi, 'get').mockResolvedValue(adminProfile([]));
    render(<EditTeamsPage />);
    await screen.findByRole('heading', { level: 2, name: 'NOVA' });
    expect(cardTitles()).toEqual(PROJECT_NAMES);
  });

  it('says when the profile cannot be loaded', async () => {
    jest.spyOn(profileApi, 'get').mockRejectedValue(new Error('offline'));
    render(<EditTeamsPage />);
    expect(await screen.findByText('Something Went Wrong! Check Your Connection!')).toBeInTheDocument();
  });
});
