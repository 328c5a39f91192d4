import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { ResetPasswordForm } from './ResetPasswordForm';

// Told when Yup is first required: the form's schema and Yup are fetched once the form is on the page.
const mockYupRequired = jest.fn();
jest.mock('yup', () => {
  mockYupRequired();
  return jest.requireActual('yup');
});

describe('ResetPasswordForm', () => {
  it('is drawn without Yup, fetches its schema once on the page, and answers with its rules', async () => {
    const form = <ResetPasswordForm token="tok-1" onOutcome={jest.fn()} />;
    expect(renderToString(form)).toContain('Set new password');
    expect(mockYupRequired).not.toHaveBeenCalled();

    render(form);
    await waitFor(() => expect(mockYupRequired).toHaveBeenCalledTimes(1));
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('New password'), 'a new password');
    await user.type(screen.getByLabelText('Confirm new password'), 'another one');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByText('Passwords do not match')).toBeInTheDocument();
  });
});
