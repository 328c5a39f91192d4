import { act, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'shared-ui/router';
import { logOut } from 'shared-ui/testing';
import MembersRoutes from '../../../app/MembersRoutes';

const at = (path: string) => (
  <MemoryRouter initialEntries={[path]}>
    <MembersRoutes />
  </MemoryRouter>
);

beforeEach(() => logOut());

describe('ResetPasswordPage drawn on the server', () => {
  it('is drawn without the token, as the server gets it, and hydrates with it unchanged', async () => {
    const container = document.createElement('div');
    // The server's render is given the path alone: the link's token never reaches it.
    container.innerHTML = renderToString(at('/reset-password'));
    document.body.append(container);
    // Open to typing from its first paint: nothing waits for the scripts.
    expect(container.querySelector('input[name="newPassword"]')).not.toHaveAttribute('disabled');
    expect(container.querySelector('button[type="submit"]')).not.toHaveAttribute('disabled');
    const errors: unknown[] = [];
    const consoleError = jest.spyOn(console, 'error').mockImplementation((...args: unknown[]) => errors.push(args));
    try {
      await act(async () => hydrateRoot(container, at('/reset-password?token=tok'), { onRecoverableError: (error) => errors.push(error) }));
    } finally {
      consoleError.mockRestore();
    }
    expect(errors).toEqual([]);
    expect(screen.getByRole('button', { name: 'Set new password' })).toBeEnabled();
    container.remove();
  });
});
