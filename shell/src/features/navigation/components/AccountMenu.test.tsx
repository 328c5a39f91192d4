import { act, screen } from '@testing-library/react';
import { admin, anonymous, member } from '../../../testing/auth-states';
import { mockFetch, reply } from '../../../testing/mock-fetch';
import { renderWithStore } from '../../../testing/render';
import { selectAuth } from '../../../state/authSlice';
import { AlertToast } from '../../../testing/alert-toast';
import { AccountMenu } from './AccountMenu';

describe('AccountMenu', () => {
  it('shows Login/Register to a visitor', () => {
    renderWithStore(<AccountMenu />, { preloadedState: { auth: anonymous } });
    expect(screen.getByRole('button', { name: 'Login/Register' })).toBeInTheDocument();
  });

  it('shows nothing until the session check has answered', () => {
    renderWithStore(<AccountMenu />, { preloadedState: { auth: { ...anonymous, isReady: false } } });
    expect(screen.queryByRole('button', { name: 'Login/Register' })).not.toBeInTheDocument();
  });

  it("gives a member their links under their username, without the admin's", async () => {
    const { user } = renderWithStore(<AccountMenu />, { preloadedState: { auth: member } });
    await user.click(screen.getByRole('button', { name: member.username }));
    expect(screen.getByRole('link', { name: 'View Profile' })).toHaveAttribute('href', '/editprofile');
    expect(screen.getByRole('link', { name: 'Resources' })).toHaveAttribute('href', '/resources');
    expect(screen.getByRole('link', { name: 'Timeline' })).toHaveAttribute('href', '/timeline');
    expect(screen.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Edit Teams' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Sign-up Tokens' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Edit Highlights' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Members & roles' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Audit' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Remotes' })).not.toBeInTheDocument();
  });

  it('gives an admin Edit Teams, Sign-up Tokens, Edit Highlights, Members & roles, Audit and Remotes, in that order', async () => {
    const { user } = renderWithStore(<AccountMenu />, { preloadedState: { auth: admin } });
    await user.click(screen.getByRole('button', { name: admin.username }));
    expect(screen.getByRole('link', { name: 'Edit Teams' })).toHaveAttribute('href', '/edit_teams');
    expect(screen.getByRole('link', { name: 'Sign-up Tokens' })).toHaveAttribute('href', '/admin/signup-tokens');
    expect(screen.getByRole('link', { name: 'Edit Highlights' })).toHaveAttribute('href', '/admin/highlights');
    expect(screen.getByRole('link', { name: 'Members & roles' })).toHaveAttribute('href', '/admin/members');
    expect(screen.getByRole('link', { name: 'Audit' })).toHaveAttribute('href', '/admin/audit');
    expect(screen.getByRole('link', { name: 'Remotes' })).toHaveAttribute('href', '/admin/remotes');
    expect(screen.getAllByRole('link').map((link) => link.textContent).slice(-4)).toEqual(['Edit Highlights', 'Members & roles', 'Audit', 'Remotes']);
  });

  describe('Logout', () => {
    beforeEach(() => jest.useFakeTimers());
    afterEach(() => jest.useRealTimers());

    it("shows 'SUCCESSFULLY LOGGED OUT' for 1.5 s, then logs out", async () => {
      const fetchMock = mockFetch().mockResolvedValue(reply(200, { message: 'bye' }));
      const { user, store } = renderWithStore(
        <>
          <AccountMenu />
          <AlertToast />
        </>,
        { preloadedState: { auth: member }, userOptions: { advanceTimers: jest.advanceTimersByTime } },
      );
      await user.click(screen.getByRole('button', { name: member.username }));
      await user.click(screen.getByRole('button', { name: 'Logout' }));
      expect(screen.getByRole('alert')).toHaveTextContent('SUCCESSFULLY LOGGED OUT');
      await act(async () => {
        jest.advanceTimersByTime(1499);
      });
      expect(selectAuth(store.getState()).isLoggedIn).toBe(true);
      expect(fetchMock).not.toHaveBeenCalled();

      await act(async () => {
        jest.advanceTimersByTime(1);
      });
      expect(fetchMock).toHaveBeenCalledWith(expect.stringMatching(/\/api\/users\/logout$/), expect.objectContaining({ method: 'POST' }));
      expect(selectAuth(store.getState()).isLoggedIn).toBe(false);
      expect(screen.getByRole('button', { name: 'Login/Register' })).toBeInTheDocument();
    });

    it('is ignored while a login runs', async () => {
      const fetchMock = mockFetch().mockResolvedValue(reply(200, {}));
      const { user, store } = renderWithStore(<AccountMenu />, {
        preloadedState: { auth: { ...member, isLoggingIn: true } },
        userOptions: { advanceTimers: jest.advanceTimersByTime },
      });
      await user.click(screen.getByRole('button', { name: member.username }));
      await user.click(screen.getByRole('button', { name: 'Logout' }));
      await act(async () => {
        jest.advanceTimersByTime(1500);
      });
      expect(store.getState().ui.alert).toBeNull();
      expect(fetchMock).not.toHaveBeenCalled();
      expect(selectAuth(store.getState()).isLoggedIn).toBe(true);
    });
  });
});
