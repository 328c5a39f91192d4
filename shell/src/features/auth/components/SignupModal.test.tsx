import { screen, within } from '@testing-library/react';
import { PROJECT_NAMES } from 'shared-ui';
import type { RootState } from '../../../state/store';
import { anonymous } from '../../../testing/auth-states';
import { mockFetch, reply, sentBody } from '../../../testing/mock-fetch';
import { renderWithStore } from '../../../testing/render';
import { NO_MODALS, selectModals } from '../../../state/uiSlice';
import { SignupModal } from './SignupModal';

// Each test fills in nine fields; on a busy two-core machine that can take longer than Jest's 5 s.
jest.setTimeout(15_000);

const signupOpen: Partial<RootState> = {
  auth: anonymous,
  ui: { modals: { ...NO_MODALS, signup: { visible: true } }, alert: null },
};

type User = ReturnType<typeof renderWithStore>['user'];

const VALID = {
  'First Name': 'Ada',
  'Last Name': 'Lovelace',
  Email: 'ada@example.edu',
  Username: 'alovelace',
  Password: 'password123',
  'Confirm Password': 'password123',
  'Sign-up Token': 'tok-123',
};

async function fillIn(user: User, overrides: Partial<typeof VALID> = {}, position = 'co-pilot') {
  // Pasted, not typed: one change per field keeps these tests quick.
  for (const [label, value] of Object.entries({ ...VALID, ...overrides })) {
    await user.click(screen.getByLabelText(label));
    await user.paste(value);
  }
  await user.selectOptions(screen.getByLabelText('Project'), 'NOVA');
  await user.selectOptions(screen.getByLabelText('Position'), position);
}

const submit = (user: User) => user.click(screen.getByRole('button', { name: 'Sign up' }));

describe('SignupModal', () => {
  it('offers the seven projects and the sign-up positions, and the token helper text', () => {
    renderWithStore(<SignupModal />, { preloadedState: signupOpen });
    const projects = within(screen.getByLabelText('Project')).getAllByRole('option').slice(1);
    expect(projects.map((option) => option.textContent)).toEqual(PROJECT_NAMES);
    const positions = within(screen.getByLabelText('Position')).getAllByRole('option').slice(1);
    expect(positions.map((option) => [option.textContent, option.getAttribute('value')])).toEqual([
      ['Project Lead', 'project-lead'],
      ['Project Secondary', 'project-secondary'],
      ['Research Assistant', 'research-assistant'],
      ['Co-pilot', 'co-pilot'],
      ['Volunteer', 'volunteer'],
    ]);
    expect(screen.getByLabelText('Sign-up Token')).toHaveAccessibleDescription('Please ask your project lead for token.');
  });

  it('names every missing field', async () => {
    const fetchMock = mockFetch();
    const { user } = renderWithStore(<SignupModal />, { preloadedState: signupOpen });
    await submit(user);
    for (const message of [
      'First Name is required',
      'Last Name is required',
      'Valid email address is required',
      'Project is required',
      'Position is required',
      'Username is required',
      'Password is required',
      'Confirm password is required',
      'Sign-up Token is required',
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('checks the e-mail address and the lengths of username and password', async () => {
    const { user } = renderWithStore(<SignupModal />, { preloadedState: signupOpen });
    await fillIn(user, { Email: 'not-an-address', Username: 'ada', Password: 'short', 'Confirm Password': 'short' });
    await submit(user);
    expect(await screen.findByText('Valid email address is required')).toBeInTheDocument();
    expect(screen.getByText('Minimum 4 characters')).toBeInTheDocument();
    expect(screen.getByText('Minimum 8 characters')).toBeInTheDocument();
  });

  it('does not send a password that differs from its confirmation', async () => {
    const fetchMock = mockFetch();
    const { user } = renderWithStore(<SignupModal />, { preloadedState: signupOpen });
    await fillIn(user, { 'Confirm Password': 'password124' });
    await submit(user);
    expect(await screen.findByText('ERROR: One or more fields are incorrect or empty')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it.each([
    ['co-pilot', 'Co-pilot'],
    ['project-lead', 'Project-lead'],
  ])('sends position %s as %s with it as tokenKey, then opens the login modal', async (value, titled) => {
    const fetchMock = mockFetch().mockResolvedValueOnce(reply(200, { data: { username: 'alovelace', permissions: [] }, message: 'ok' }));
    const { user, store } = renderWithStore(<SignupModal />, { preloadedState: signupOpen });
    await fillIn(user, {}, value);
    await submit(user);
    await screen.findByRole('button', { name: 'Sign up' });
    expect(fetchMock.mock.calls[0]![0]).toMatch(/\/api\/users\/create$/);
    expect(sentBody(fetchMock)).toEqual({
      firstname: 'Ada',
      lastname: 'Lovelace',
      email: 'ada@example.edu',
      project: 'NOVA',
      position: titled,
      username: 'alovelace',
      password: 'password123',
      token: 'tok-123',
      tokenKey: value,
    });
    expect(selectModals(store.getState())).toMatchObject({ signup: { visible: false }, login: { visible: true } });
  });

  it.each([
    ['AUTH001', 409, 'ERROR: Try new username'],
    ['AUTH002', 403, 'ERROR: Faulty Token'],
    ['AUTH003', 400, 'ERROR: One or more fields are incorrect or empty'],
    [undefined, 500, 'ERROR: CONNECTION ERROR'],
  ])('shows errCode %s (status %s) as "%s"', async (errCode, status, text) => {
    mockFetch().mockResolvedValueOnce(reply(status, { statusCode: status, message: 'refused', errCode }));
    const { user, store } = renderWithStore(<SignupModal />, { preloadedState: signupOpen });
    await fillIn(user);
    await submit(user);
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(selectModals(store.getState()).signup.visible).toBe(true);
  });

  it("says 'ERROR: CONNECTION ERROR' when the server cannot be reached", async () => {
    mockFetch().mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const { user } = renderWithStore(<SignupModal />, { preloadedState: signupOpen });
    await fillIn(user);
    await submit(user);
    expect(await screen.findByText('ERROR: CONNECTION ERROR')).toBeInTheDocument();
  });

  it('clears the error at the next submit', async () => {
    mockFetch()
      .mockResolvedValueOnce(reply(409, { message: 'taken', errCode: 'AUTH001' }))
      .mockReturnValueOnce(new Promise(() => undefined));
    const { user } = renderWithStore(<SignupModal />, { preloadedState: signupOpen });
    await fillIn(user);
    await submit(user);
    expect(await screen.findByText('ERROR: Try new username')).toBeInTheDocument();
    await submit(user);
    expect(await screen.findByRole('button', { name: 'Signing up...' })).toBeDisabled();
    expect(screen.queryByText('ERROR: Try new username')).not.toBeInTheDocument();
  });

  it('opens the login modal instead, and closes', async () => {
    const { user, store } = renderWithStore(<SignupModal />, { preloadedState: signupOpen });
    await user.click(screen.getByRole('button', { name: 'Already have an account? Log in' }));
    expect(selectModals(store.getState())).toMatchObject({ signup: { visible: false }, login: { visible: true } });
  });

  it('has a close button', async () => {
    const { user, store } = renderWithStore(<SignupModal />, { preloadedState: signupOpen });
    await user.click(within(screen.getByRole('dialog', { name: 'Sign up' })).getByRole('button', { name: 'Close' }));
    expect(selectModals(store.getState()).signup.visible).toBe(false);
  });
});
