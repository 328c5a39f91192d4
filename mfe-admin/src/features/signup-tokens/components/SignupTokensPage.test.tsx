import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import moment from 'moment';
import { ApiError } from 'shared-ui';
import { signupTokensApi } from '../api/signup-tokens';
import { TOKENS } from '../../../testing/fixtures';
import { SignupTokensPage } from './SignupTokensPage';

afterEach(() => jest.restoreAllMocks());

const rowOf = (position: string) => screen.getByRole('rowheader', { name: position }).closest('tr') as HTMLElement;
/** The page's own format, in the test machine's time zone. */
const shown = (iso: string) => `${moment(iso).format('MMMM DD, YYYY')}, ${moment(iso).format('HH:mm')}`;

async function rotateCoPilot(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'Rotate the Co-Pilot token' }));
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByText('Rotate the Co-Pilot token?')).toBeInTheDocument();
  expect(dialog).toHaveTextContent('The current Co-Pilot token stops working at once');
  await user.click(within(dialog).getByRole('button', { name: 'Rotate token' }));
  return dialog;
}

describe('SignupTokensPage', () => {
  it('lists each token with when it was created and last used, Never when unused', async () => {
    jest.spyOn(signupTokensApi, 'list').mockResolvedValue(TOKENS);
    render(<SignupTokensPage />);
    expect(screen.getByText('Loading sign-up tokens...')).toBeInTheDocument();
    await screen.findByRole('rowheader', { name: 'Project Lead' });
    expect(within(rowOf('Project Lead')).getAllByRole('cell').map((cell) => cell.textContent)).toEqual([
      'project-lead',
      shown(TOKENS[0].createdAt),
      shown(TOKENS[0].lastUsedAt!),
      'Rotate the Project Lead token',
    ]);
    expect(shown(TOKENS[0].createdAt)).toMatch(/^January 10, 2025, \d\d:00$/);
    expect(within(rowOf('Co-Pilot')).getByText('Never')).toBeInTheDocument();
  });

  it('asks first, then shows the new token once with a copy button and the warning, and refreshes the list', async () => {
    const user = userEvent.setup();
    const list = jest.spyOn(signupTokensApi, 'list').mockResolvedValue(TOKENS);
    const rotate = jest.spyOn(signupTokensApi, 'rotate').mockResolvedValue({ tokenKey: 'co-pilot', token: 'fresh-secret-123' });
    render(<SignupTokensPage />);
    await rotateCoPilot(user);

    const alert = await screen.findByRole('alert');
    expect(rotate).toHaveBeenCalledWith('co-pilot');
    expect(within(alert).getByRole('heading', { name: 'New sign-up token for Co-Pilot' })).toBeInTheDocument();
    expect(within(alert).getByText('fresh-secret-123')).toBeInTheDocument();
    expect(alert).toHaveTextContent('The old token stops working now.');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(list).toHaveBeenCalledTimes(2);

    await user.click(within(alert).getByRole('button', { name: 'Copy token' }));
    expect(await navigator.clipboard.readText()).toBe('fresh-secret-123');
    expect(within(alert).getByRole('status')).toHaveTextContent('Copied.');

    await user.click(within(alert).getByRole('button', { name: /close/i }));
    expect(screen.queryByText('fresh-secret-123')).not.toBeInTheDocument();
  });

  it('rotates nothing when the question is cancelled', async () => {
    const user = userEvent.setup();
    jest.spyOn(signupTokensApi, 'list').mockResolvedValue(TOKENS);
    const rotate = jest.spyOn(signupTokensApi, 'rotate');
    render(<SignupTokensPage />);
    await user.click(await screen.findByRole('button', { name: 'Rotate the Project Lead token' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(rotate).not.toHaveBeenCalled();
  });

  it('says in the dialog when rotating fails', async () => {
    const user = userEvent.setup();
    jest.spyOn(signupTokensApi, 'list').mockResolvedValue(TOKENS);
    jest.spyOn(signupTokensApi, 'rotate').mockRejectedValue(new ApiError('Forbidden', 403));
    render(<SignupTokensPage />);
    const dialog = await rotateCoPilot(user);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('The Co-Pilot token could not be rotated: Forbidden');
    expect(within(dialog).getByRole('button', { name: 'Rotate token' })).toBeEnabled();
  });

  it('says when the tokens cannot be loaded', async () => {
    jest.spyOn(signupTokensApi, 'list').mockRejectedValue(new Error('offline'));
    render(<SignupTokensPage />);
    expect(await screen.findByText('Something Went Wrong! Check Your Connection!')).toBeInTheDocument();
  });
});
