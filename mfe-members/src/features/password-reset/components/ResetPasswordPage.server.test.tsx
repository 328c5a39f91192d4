import { act, screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { firstRenderLoadsSettled } from 'shared-ui';
import { MemoryRouter } from 'shared-ui/router';
import { logOut } from 'shared-ui/testing';

let MembersRoutes: ComponentType;
const at = (path: string) => (
  <MemoryRouter initialEntries={[path]}>
    <MembersRoutes />
  </MemoryRouter>
);

// As in the browser that opens the link: the page's chunk is asked for as the remote's routes
// load, and the first render (the server's, then hydration) waits for it.
beforeAll(async () => {
  window.history.replaceState(null, '', '/reset-password?token=tok');
  MembersRoutes = (await import('../../../app/MembersRoutes')).default;
  await firstRenderLoadsSettled();
});
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
