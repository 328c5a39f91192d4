import { act, screen, waitFor, within } from '@testing-library/react';
import { LAB } from 'shared-ui';
import type { RootState } from '../../../state/store';
import { anonymous } from '../../../testing/auth-states';
import { setWindowWidth } from 'shared-ui/testing';
import { mockFetch, reply, sentBody } from '../../../testing/mock-fetch';
import { renderWithStore, type UserOptions } from '../../../testing/render';
import { AlertToast } from '../../../testing/alert-toast';
import { NO_MODALS, selectModals } from '../../../state/uiSlice';
import { selectAuth } from '../../../state/authSlice';
import { LoginModal } from './LoginModal';

const loginOpen: Partial<RootState> = {
  auth: anonymous,
  ui: { modals: { ...NO_MODALS, login: { visible: true } }, alert: null },
};

const renderLogin = (userOptions?: UserOptions) =>
  renderWithStore(
    <>
      <LoginModal />
      <AlertToast />
    </>,
    { preloadedState: loginOpen, userOptions },
  );

async function fillIn(user: ReturnType<typeof renderLogin>['user'], username: string, password: string) {
  for (const [label, value] of [['Username', username], ['Password', password]] as const) {
    await user.click(screen.getByLabelText(label));
    await user.paste(value);
  }
  await user.click(screen.getByRole('button', { name: 'Log in' }));
}

describe('LoginModal', () => {
  beforeEach(() => setWindowWidth(1280));
  afterEach(() => jest.useRealTimers());

  it('has a title, a close button and the lab logo with its caption', async () => {
    const { user, store } = renderLogin();
    const dialog = screen.getByRole('dialog', { name: 'Log in to the lab' });
    expect(within(dialog).getByText(LAB.name)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(selectModals(store.getState()).login.visible).toBe(false);
  });

  it('requires a username and a password', async () => {
    const fetchMock = mockFetch();
    const { user } = renderLogin();
    await fillIn(user, '', '');
    expect(await screen.findByText('Username is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(screen.getByLabelText('Username')).toHaveAttribute('aria-invalid', 'true');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('wants at least 4 characters of username and 8 of password', async () => {
    const fetchMock = mockFetch();
    const { user } = renderLogin();
    await fillIn(user, 'abc', 'short12');
    expect(await screen.findByText('Minimum 4 characters')).toBeInTheDocument();
    expect(screen.getByText('Minimum 8 characters')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("shows the server's message after 'Error: ' when the login is refused", async () => {
    const fetchMock = mockFetch().mockResolvedValueOnce(reply(401, { statusCode: 401, message: 'Incorrect username or password.' }));
    const { user, store } = renderLogin();
    await fillIn(user, 'jdoe', 'wrong-password');
    expect(await screen.findByText('Error: Incorrect username or password.')).toBeInTheDocument();
    expect(sentBody(fetchMock)).toEqual({ username: 'jdoe', password: 'wrong-password' });
    expect(selectAuth(store.getState()).isLoggedIn).toBe(false);
    expect(selectModals(store.getState()).login.visible).toBe(true);
  });

  it('says so when the server cannot be reached', async () => {
    mockFetch().mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const { user } = renderLogin();
    await fillIn(user, 'jdoe', 'password123');
    expect(await screen.findByText('Error: Unable to reach the server')).toBeInTheDocument();
  });

  it("on success shows 'SUCCESSFULLY LOGGED IN.' and closes after 1.5 s", async () => {
    jest.useFakeTimers();
    let answer: (response: Response) => void = () => undefined;
    const fetchMock = mockFetch().mockReturnValueOnce(new Promise((resolve) => (answer = resolve)));
    const { user, store } = renderLogin({ advanceTimers: jest.advanceTimersByTime });
    await fillIn(user, 'jdoe', 'password123');
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    // The reply comes inside act(), so the updates it causes are flushed before the checks.
    await act(async () => answer(reply(200, { data: { username: 'jdoe', permissions: ['default'] }, message: 'ok' })));
    expect(screen.getByRole('alert')).toHaveTextContent('SUCCESSFULLY LOGGED IN.');
    expect(selectAuth(store.getState())).toMatchObject({ username: 'jdoe', isLoggedIn: true });
    expect(screen.getByRole('button', { name: /^Log(ging)? in/ })).toBeDisabled();

    act(() => jest.advanceTimersByTime(1499));
    expect(selectModals(store.getState()).login.visible).toBe(true);
    act(() => jest.advanceTimersByTime(1));
    expect(selectModals(store.getState()).login.visible).toBe(false);
  });

  it('opens the sign-up modal instead', async () => {
    const { user, store } = renderLogin();
    await user.click(screen.getByRole('button', { name: 'Need an account? Sign up' }));
    expect(selectModals(store.getState())).toMatchObject({ login: { visible: false }, signup: { visible: true } });
  });

  it('keeps the title in the header on wider screens', () => {
    setWindowWidth(501);
    renderLogin();
    expect(screen.getByRole('heading', { name: 'Log in to the lab' }).closest('.modal-header')).not.toBeNull();
  });

  it('moves the title above the form, centred, at 500 px or less', () => {
    setWindowWidth(500);
    renderLogin();
    const title = screen.getByRole('heading', { name: 'Log in to the lab' });
    expect(title.closest('.modal-header')).toBeNull();
    expect(title.closest('.modal-body')).not.toBeNull();
    expect(title).toHaveClass('text-center');
    expect(screen.getByRole('dialog', { name: 'Log in to the lab' })).toBeInTheDocument();
  });
});
