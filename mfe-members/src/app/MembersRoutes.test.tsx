import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { profileApi } from 'shared-ui';
import { logIn, logOut, renderAt } from 'shared-ui/testing';
import { attachmentsApi } from '../features/resources/api/attachments';
import { resourcesApi } from '../features/resources/api/resources';
import { resourceModals } from '../features/resources/hooks/use-resource-modals';
import { PROFILE, resource } from '../testing/fixtures';
import MembersRoutes from './MembersRoutes';

beforeEach(() => {
  logIn('ada.l');
  jest.spyOn(resourcesApi, 'list').mockResolvedValue([resource('r1')]);
  jest.spyOn(resourcesApi, 'categories').mockResolvedValue({ category: ['Skills Workshops'], date: ['2025'] });
  jest.spyOn(resourcesApi, 'get').mockResolvedValue(resource('r1', { title: 'Coding workshop' }));
  jest.spyOn(attachmentsApi, 'list').mockResolvedValue([]);
  jest.spyOn(profileApi, 'get').mockResolvedValue(PROFILE);
});
afterEach(() => {
  jest.restoreAllMocks();
  logOut();
});

describe('MembersRoutes', () => {
  it('shows the resource library on /resources, with its modals', async () => {
    renderAt('/resources', <MembersRoutes />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Lab Resources' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Resource r1' })).toHaveAttribute('href', '/resources/r1');
    await userEvent.click(screen.getByRole('button', { name: 'Add Resource' }));
    expect(await screen.findByRole('dialog', { name: 'Add Resource' })).toBeInTheDocument();
  });

  it('shows one resource on /resources/:resourceId, with its modals', async () => {
    renderAt('/resources/r1', <MembersRoutes />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Coding workshop' })).toBeInTheDocument();
    expect(resourcesApi.get).toHaveBeenCalledWith('r1');
    act(() => resourceModals.open('editResource', resource('r1', { title: 'Coding workshop' })));
    expect(await screen.findByRole('dialog', { name: 'Edit Resource' })).toBeInTheDocument();
  });

  it('shows the profile page on /editprofile', async () => {
    renderAt('/editprofile', <MembersRoutes />);
    expect(await screen.findByRole('heading', { level: 2, name: 'Update your personal details' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Change your password' })).toBeInTheDocument();
    expect(await screen.findByLabelText('Email')).toHaveValue('ada@example.org');
  });

  it('shows the 404 page on a path it does not own', () => {
    renderAt('/resources/r1/extra', <MembersRoutes />);
    expect(screen.getByRole('heading', { name: '404 Error' })).toBeInTheDocument();
  });
});
