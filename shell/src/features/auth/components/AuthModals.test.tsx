import { act, screen } from '@testing-library/react';
import { setWindowWidth } from 'shared-ui/testing';
import { anonymous } from '../../../testing/auth-states';
import { renderWithStore } from '../../../testing/render';
import { modalOpened } from '../../../state/uiSlice';
import { AuthModals } from './AuthModals';

const mockLoginModuleLoaded = jest.fn();
jest.mock('./LoginModal', () => {
  mockLoginModuleLoaded();
  return jest.requireActual('./LoginModal');
});

describe('AuthModals', () => {
  beforeEach(() => setWindowWidth(1280));

  it('loads no modal code until a modal opens, then shows it', async () => {
    const { store } = renderWithStore(<AuthModals />, { preloadedState: { auth: anonymous } });
    expect(mockLoginModuleLoaded).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    act(() => {
      store.dispatch(modalOpened({ modal: 'login' }));
    });
    expect(await screen.findByRole('dialog', { name: 'Log in to the lab' })).toBeInTheDocument();
    expect(mockLoginModuleLoaded).toHaveBeenCalledTimes(1);
  });

  it('shows the sign-up form when the sign-up modal is opened', async () => {
    const { store } = renderWithStore(<AuthModals />, { preloadedState: { auth: anonymous } });
    act(() => {
      store.dispatch(modalOpened({ modal: 'signup' }));
    });
    expect(await screen.findByRole('dialog', { name: 'Sign up' })).toBeInTheDocument();
  });
});
