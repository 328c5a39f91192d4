import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { attachmentsApi, bus, modals$ } from 'shared-ui';
import { bridgeModals } from '../../../testing/modal-bridge';
import { resource } from '../../../testing/fixtures';
import { ResourceModals } from './ResourceModals';

let disconnect: () => void = () => undefined;
beforeEach(() => {
  disconnect = bridgeModals();
  jest.spyOn(attachmentsApi, 'list').mockResolvedValue([]);
});
afterEach(() => {
  disconnect();
  jest.restoreAllMocks();
});

describe('ResourceModals', () => {
  it('draws the Add Resource modal the shell holds open, and closes it through the shell', async () => {
    render(<ResourceModals />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    act(() => bus.openModal('resource'));
    expect(await screen.findByRole('dialog', { name: 'Add Resource' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(modals$.getValue().resource.visible).toBe(false);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('draws the Edit Resource modal for the resource it was opened with', async () => {
    render(<ResourceModals />);
    act(() => bus.openModal('editResource', resource('r7', { title: 'Poster template' })));
    expect(await screen.findByRole('dialog', { name: 'Edit Resource' })).toBeInTheDocument();
    expect(screen.getByLabelText('Title')).toHaveValue('Poster template');
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(modals$.getValue().editResource).toEqual({ visible: false });
    // Fading out, it still shows the resource rather than 'Invalid resource data'.
    expect(screen.queryByText('Invalid resource data')).not.toBeInTheDocument();
  });

  it('closes an open modal when the resource pages are left', async () => {
    const { unmount } = render(<ResourceModals />);
    act(() => bus.openModal('resource'));
    await screen.findByRole('dialog', { name: 'Add Resource' });
    unmount();
    expect(modals$.getValue().resource.visible).toBe(false);
  });
});
