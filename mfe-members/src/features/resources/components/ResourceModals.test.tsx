import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { attachmentsApi } from '../api/attachments';
import { resource } from '../../../testing/fixtures';
import { resourceModals } from '../hooks/use-resource-modals';
import { ResourceModals } from './ResourceModals';

beforeEach(() => {
  jest.spyOn(attachmentsApi, 'list').mockResolvedValue([]);
});
afterEach(() => jest.restoreAllMocks());

describe('ResourceModals', () => {
  it('draws the Add Resource modal when opened, and closes it', async () => {
    render(<ResourceModals />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    act(() => resourceModals.open('resource'));
    expect(await screen.findByRole('dialog', { name: 'Add Resource' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(resourceModals.current().resource.visible).toBe(false);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('draws the Edit Resource modal for the resource it was opened with', async () => {
    render(<ResourceModals />);
    act(() => resourceModals.open('editResource', resource('r7', { title: 'Poster template' })));
    expect(await screen.findByRole('dialog', { name: 'Edit Resource' })).toBeInTheDocument();
    expect(screen.getByLabelText('Title')).toHaveValue('Poster template');
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(resourceModals.current().editResource).toEqual({ visible: false });
    // Fading out, it still shows the resource rather than 'Invalid resource data'.
    expect(screen.queryByText('Invalid resource data')).not.toBeInTheDocument();
  });

  it('closes an open modal when the resource pages are left', async () => {
    const { unmount } = render(<ResourceModals />);
    act(() => resourceModals.open('resource'));
    await screen.findByRole('dialog', { name: 'Add Resource' });
    unmount();
    expect(resourceModals.current().resource.visible).toBe(false);
  });
});
