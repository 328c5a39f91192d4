import { screen } from '@testing-library/react';
import { highlightsApi, profileApi } from 'shared-ui';
import { signupTokensApi } from '../features/signup-tokens/api/signup-tokens';
import { adminProfile, TOKENS } from '../testing/fixtures';
import { logIn, logOut, renderAt } from 'shared-ui/testing';
import AdminRoutes from './AdminRoutes';

beforeEach(() => {
  logIn('ruth', 'admin');
  jest.spyOn(profileApi, 'get').mockResolvedValue(adminProfile([{ position: 'Project Lead', project: 'NOVA' }]));
  jest.spyOn(signupTokensApi, 'list').mockResolvedValue(TOKENS);
});
afterEach(() => {
  jest.restoreAllMocks();
  logOut();
});

describe('AdminRoutes', () => {
  it('shows the team cards on /edit_teams', async () => {
    renderAt('/edit_teams', <AdminRoutes />);
    expect(screen.getByRole('heading', { level: 1, name: 'My Teams' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: 'NOVA' })).toBeInTheDocument();
  });

  it('shows the sign-up tokens on /admin/signup-tokens', async () => {
    renderAt('/admin/signup-tokens', <AdminRoutes />);
    expect(screen.getByRole('heading', { level: 1, name: 'Sign-up Tokens' })).toBeInTheDocument();
    expect(await screen.findByRole('rowheader', { name: 'Co-Pilot' })).toBeInTheDocument();
  });

  it('shows the highlights on /admin/highlights, and the form on /admin/highlights/new', async () => {
    jest.spyOn(highlightsApi, 'list').mockResolvedValue([]);
    const { unmount } = renderAt('/admin/highlights', <AdminRoutes />);
    expect(screen.getByRole('heading', { level: 1, name: 'Edit Highlights' })).toBeInTheDocument();
    expect(await screen.findByText('No Lab Highlights Have Been Posted')).toBeInTheDocument();
    unmount();
    renderAt('/admin/highlights/new', <AdminRoutes />);
    expect(screen.getByRole('heading', { level: 1, name: 'New Highlight' })).toBeInTheDocument();
  });

  it('shows the 404 page on a path it does not own', () => {
    renderAt('/admin/unknown', <AdminRoutes />);
    expect(screen.getByRole('heading', { name: '404 Error' })).toBeInTheDocument();
  });
});
