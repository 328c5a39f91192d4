import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, profileApi } from 'shared-ui';
import { ChangePasswordForm } from './ChangePasswordForm';

afterEach(() => jest.restoreAllMocks());

async function fillIn(current: string, next: string, confirm: string) {
  render(<ChangePasswordForm />);
  await userEvent.type(screen.getByLabelText('Current password'), current);
  await userEvent.type(screen.getByLabelText('New password'), next);
  await userEvent.type(screen.getByLabelText('Confirm new password'), confirm);
  await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
}

describe('ChangePasswordForm', () => {
  it('requires all three fields', async () => {
    const change = jest.spyOn(profileApi, 'changePassword');
    render(<ChangePasswordForm />);
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Current password is required')).toBeInTheDocument();
    expect(screen.getByText('New password is required')).toBeInTheDocument();
    expect(screen.getByText('Confirm password is required')).toBeInTheDocument();
    expect(screen.getByLabelText('Current password')).toHaveAccessibleDescription('Current password is required');
    expect(change).not.toHaveBeenCalled();
  });

  it('refuses a confirmation that differs from the new password', async () => {
    const change = jest.spyOn(profileApi, 'changePassword');
    await fillIn('old-password', 'new-password-1', 'new-password-2');
    expect(await screen.findByText('Passwords do not match')).toBeInTheDocument();
    expect(change).not.toHaveBeenCalled();
  });

  it('changes the password, says so and clears the form', async () => {
    const change = jest.spyOn(profileApi, 'changePassword').mockResolvedValue({ message: 'Password changed' });
    await fillIn('old-password', 'new-password-1', 'new-password-1');
    expect(await screen.findByText('Your password was changed.')).toBeInTheDocument();
    expect(change).toHaveBeenCalledWith('old-password', 'new-password-1');
    expect(screen.getByLabelText('Current password')).toHaveValue('');
    expect(screen.getByLabelText('New password')).toHaveValue('');
    expect(screen.getByLabelText('Confirm new password')).toHaveValue('');
  });

  it('refuses a new password under 8 characters', async () => {
    const change = jest.spyOn(profileApi, 'changePassword');
    await fillIn('old-password', 'short12', 'short12');
    expect(await screen.findByText('Minimum 8 characters')).toBeInTheDocument();
    expect(screen.getByLabelText('New password')).toHaveAccessibleDescription('Minimum 8 characters');
    expect(change).not.toHaveBeenCalled();
  });

  // The message comes from the status, whatever the reply's own text says.
  it('says when the current password was wrong (400), whatever the reply says', async () => {
    jest.spyOn(profileApi, 'changePassword').mockRejectedValue(new ApiError('Bad Request', 400));
    await fillIn('wrong-password', 'new-password-1', 'new-password-1');
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Current password was incorrect$/);
    expect(screen.getByLabelText('Current password')).toHaveValue('wrong-password');
  });

  it.each([
    [500, 'Internal Server Error'],
    [429, 'Too many requests'],
  ])('reports any other failure (status %i, "%s") as a server error', async (status, message) => {
    jest.spyOn(profileApi, 'changePassword').mockRejectedValue(new ApiError(message, status));
    await fillIn('old-password', 'new-password-1', 'new-password-1');
    expect(await screen.findByRole('alert')).toHaveTextContent(/^An error occurred on the server$/);
  });
});
