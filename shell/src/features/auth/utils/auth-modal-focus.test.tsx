import { screen, waitFor } from '@testing-library/react';
import { Button } from 'shared-ui/bootstrap';
import { anonymous } from '../../../testing/auth-states';
import { setWindowWidth } from 'shared-ui/testing';
import { renderWithStore } from '../../../testing/render';
import { useAppDispatch } from '../../../state/hooks';
import { modalOpened } from '../../../state/uiSlice';
import { LoginModal } from '../components/LoginModal';
import { SignupModal } from '../components/SignupModal';

function Opener() {
  const dispatch = useAppDispatch();
  return <Button onClick={() => dispatch(modalOpened({ modal: 'login' }))}>Login/Register</Button>;
}

const renderAuth = () =>
  renderWithStore(
    <>
      <Opener />
      <LoginModal />
      <SignupModal />
    </>,
    { preloadedState: { auth: anonymous } },
  );

describe('focus after the login and sign-up modals close', () => {
  beforeEach(() => setWindowWidth(1280));

  it('returns to the opener when the login modal closes', async () => {
    const { user } = renderAuth();
    const opener = screen.getByRole('button', { name: 'Login/Register' });
    await user.click(opener);
    await screen.findByRole('dialog', { name: 'Log in to the lab' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(opener).toHaveFocus();
  });

  it('returns to the opener of the login modal when the sign-up modal opened from it closes', async () => {
    const { user } = renderAuth();
    const opener = screen.getByRole('button', { name: 'Login/Register' });
    await user.click(opener);
    await user.click(await screen.findByRole('button', { name: 'Need an account? Sign up' }));
    await screen.findByRole('dialog', { name: 'Sign up' });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Log in to the lab' })).not.toBeInTheDocument());
    expect(screen.getByRole('dialog', { name: 'Sign up' })).toContainElement(document.activeElement as HTMLElement);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(opener).toHaveFocus();
  });
});
