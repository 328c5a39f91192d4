import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConfirmDialog } from './ConfirmDialog';

describe('ConfirmDialog', () => {
  it('is a dialog named by its title, with the error inside and both choices', async () => {
    const user = userEvent.setup();
    const onConfirm = jest.fn();
    const onCancel = jest.fn();
    render(
      <ConfirmDialog show title="Delete entry?" confirmLabel="Delete" onConfirm={onConfirm} onCancel={onCancel} error="error: fail to delete">
        This cannot be undone.
      </ConfirmDialog>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Delete entry?' });
    expect(dialog).toHaveTextContent('This cannot be undone.');
    expect(dialog).toHaveTextContent('error: fail to delete');
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
  });
});
