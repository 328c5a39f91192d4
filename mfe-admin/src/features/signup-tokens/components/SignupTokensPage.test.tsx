import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, signupTokensApi } from 'shared-ui';
import { TOKENS } from '../../../testing/fixtures';
import { SignupTokensPage } from './SignupTokensPage';

afterEach(() => jest.restoreAllMocks());

const rowOf = (position: string) => screen.getByRole('rowheader', { name: position }).closest('tr') as HTMLElement;

describe('SignupTokensPage', () => {
  it('lists each token with its dates, Never when unused', async () => {
    jest.spyOn(signupTokensApi, 'list').mockResolvedValue(TOKENS);
    render(<SignupTokensPage />);
    expect(screen.getByText('Loading sign-up tokens...')).toBeInTheDocument();
    await screen.findByRole('rowheader', { name: 'Project Lead' });
    expect(within(rowOf('Project Lead')).getAllByRole('cell').map((cell) => cell.textContent)).toEqual([
      'project-lead',
      'January 10, 2025',
      'February 03, 2025',
      'Rotate the Project Lead token',
    ]);
    expect(within(rowOf('Co-Pilot')).getByText('Never')).toBeInTheDocument();
  });

  it('rotates a token, shows the new one once with the warning, and refreshes the list', async () => {
    const list = jest.spyOn(signupTokensApi, 'list').mockResolvedValue(TOKENS);
    const rotate = jest.spyOn(signupTokensApi, 'rotate').mockResolvedValue({ tokenKey: 'co-pilot', token: 'fresh-secret-123' });
    render(<SignupTokensPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Rotate the Co-Pilot token' }));

    const alert = await screen.findByRole('alert');
    expect(rotate).toHaveBeenCalledWith('co-pilot');
    expect(within(alert).getByText('fresh-secret-123')).toBeInTheDocument();
    expect(alert).toHaveTextContent('New sign-up token for Co-Pilot');
    expect(alert).toHaveTextContent('The old token stops working now.');
    expect(list).toHaveBeenCalledTimes(2);

    await userEvent.click(within(alert).getByRole('button', { name: /close/i }));
    expect(screen.queryByText('fresh-secret-123')).not.toBeInTheDocument();
  });

  it('says when rotating fails', async () => {
    jest.spyOn(signupTokensApi, 'list').mockResolvedValue(TOKENS);
    jest.spyOn(signupTokensApi, 'rotate').mockRejectedValue(new ApiError('Forbidden', 403));
    render(<SignupTokensPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Rotate the Project Lead token' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The Project Lead token could not be rotated: Forbidden');
  });

  it('says when the tokens cannot be loaded', async () => {
    jest.spyOn(signupTokensApi, 'list').mockRejectedValue(new Error('offline'));
    render(<SignupTokensPage />);
    expect(await screen.findByText('Something Went Wrong! Check Your Connection!')).toBeInTheDocument();
  });
});
