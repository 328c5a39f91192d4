import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { teamsApi, type Member } from 'shared-ui';
import { member } from '../../../testing/fixtures';
import { TeamCard } from './TeamCard';

afterEach(() => jest.restoreAllMocks());

const ALUMNUS = member('m-old', 'Old Timer', [{ position: 'Research Assistant', project: 'NOVA' }], true);
const ACTIVE = member('m-new', 'Ada Lovelace', [
  { position: 'Co-Pilot', project: 'NOVA' },
  { position: 'Volunteer', project: 'SHIVA' },
]);

function mockTeams() {
  return jest.spyOn(teamsApi, 'list').mockImplementation(async ({ isAlumni }) => (isAlumni ? [ALUMNUS] : [ACTIVE]));
}

const button = (name: string) => screen.getByRole('button', { name });

describe('TeamCard', () => {
  it('opens one list at a time', async () => {
    const list = mockTeams();
    render(<TeamCard project="NOVA" />);
    expect(screen.getByRole('heading', { level: 2, name: 'NOVA' })).toBeInTheDocument();
    expect(button('Alumni')).toHaveAttribute('aria-expanded', 'false');
    expect(button('Active Members')).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();

    await userEvent.click(button('Alumni'));
    expect(button('Alumni')).toHaveAttribute('aria-expanded', 'true');
    expect(await screen.findByRole('cell', { name: 'Old Timer' })).toBeInTheDocument();
    expect(list).toHaveBeenLastCalledWith({ project: 'NOVA', isAlumni: true });

    await userEvent.click(button('Active Members'));
    expect(button('Alumni')).toHaveAttribute('aria-expanded', 'false');
    expect(button('Active Members')).toHaveAttribute('aria-expanded', 'true');
    const row = (await screen.findByRole('cell', { name: 'Ada Lovelace' })).closest('tr') as HTMLElement;
    expect(screen.queryByText('Old Timer')).not.toBeInTheDocument();
    expect(list).toHaveBeenLastCalledWith({ project: 'NOVA', isAlumni: false });
    expect(within(row).getAllByRole('cell').map((cell) => cell.textContent)).toEqual([
      'm-new',
      'Ada Lovelace',
      'Co-Pilot',
      'NOVA',
      'No',
      'Edit Ada Lovelace',
    ]);

    await userEvent.click(button('Active Members'));
    expect(button('Active Members')).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('shows the loading text, then says when a list is empty', async () => {
    let answer: (members: Member[]) => void = () => {};
    jest.spyOn(teamsApi, 'list').mockReturnValue(new Promise((resolve) => (answer = resolve)));
    render(<TeamCard project="NCIS" />);
    await userEvent.click(button('Active Members'));
    expect(screen.getByText('Loading team members...')).toBeInTheDocument();
    await act(async () => answer([]));
    expect(screen.getByText('No members found')).toBeInTheDocument();
    expect(screen.getByText('No team members found for this project.')).toBeInTheDocument();
  });

  it('logs a failed fetch and shows the empty state', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => {});
    const failure = new Error('offline');
    jest.spyOn(teamsApi, 'list').mockRejectedValue(failure);
    render(<TeamCard project="NCIS" />);
    await userEvent.click(button('Alumni'));
    expect(await screen.findByText('No members found')).toBeInTheDocument();
    expect(logged).toHaveBeenCalledWith(expect.stringContaining('NCIS'), failure);
  });
});
