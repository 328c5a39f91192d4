import { screen } from '@testing-library/react';
import { auth$, LOGGED_OUT, profileApi, resourcesApi } from 'shared-ui';
import { PROFILE, resource } from '../testing/fixtures';
import { renderAt } from 'shared-ui/testing';
import MembersRoutes from './MembersRoutes';

beforeEach(() => {
  auth$.next({ username: 'ada.l', permissions: 'default', isLoggedIn: true, isLoggingIn: false });
  jest.spyOn(resourcesApi, 'list').mockResolvedValue([resource('r1')]);
  jest.spyOn(resourcesApi, 'get').mockResolvedValue(resource('r1', { title: 'Coding workshop' }));
  jest.spyOn(profileApi, 'get').mockResolvedValue(PROFILE);
});
afterEach(() => {
  jest.restoreAllMocks();
  auth$.next(LOGGED_OUT);
});

describe('MembersRoutes', () => {
  it('shows the resource library on /resources', async () => {
    renderAt('/resources', <MembersRoutes />);
    expect(screen.getByRole('heading', { level: 1, name: 'Lab Resources' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Resource r1' })).toHaveAttribute('href', '/resources/r1');
  });

  it('shows one resource on /resources/:resourceId', async () => {
    renderAt('/resources/r1', <MembersRoutes />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Coding workshop' })).toBeInTheDocument();
    expect(resourcesApi.get).toHaveBeenCalledWith('r1');
  });

  it('shows the profile page on /editprofile', async () => {
    renderAt('/editprofile', <MembersRoutes />);
    expect(screen.getByRole('heading', { level: 2, name: 'Update your personal details' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Change your password' })).toBeInTheDocument();
    expect(await screen.findByText('ada@example.org')).toBeInTheDocument();
  });

  it('shows the 404 page on a path it does not own', () => {
    renderAt('/resources/r1/extra', <MembersRoutes />);
    expect(screen.getByRole('heading', { name: '404 Error' })).toBeInTheDocument();
  });
});
