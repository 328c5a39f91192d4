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

  it('draws the confirm button red unless told otherwise', () => {
    const { rerender } = render(
      <ConfirmDialog show title="Deactivate?" confirmLabel="Deactivate" onConfirm={jest.fn()} onCancel={jest.fn()}>
        Text
      </ConfirmDialog>,
    );
    expect(screen.getByRole('button', { name: 'Deactivate' })).toHaveClass('btn-danger');
    rerender(
      <ConfirmDialog show title="Reactivate?" confirmLabel="Reactivate" confirmVariant="primary" onConfirm={jest.fn()} onCancel={jest.fn()}>
        Text
      </ConfirmDialog>,
    );
    expect(screen.getByRole('button', { name: 'Reactivate' })).toHaveClass('btn-primary');
  });
});
