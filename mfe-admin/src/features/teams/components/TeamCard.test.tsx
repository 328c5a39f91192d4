import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type Member } from 'shared-ui';
import { member } from 'shared-ui/testing';
import { teamsApi } from '../api/teams';
import { TeamSavesProvider } from '../hooks/team-saves';
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
    render(<TeamCard project="NOVA" />, { wrapper: TeamSavesProvider });
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

  it("lists the members by their position's rank in the card's project, then last name, then first name", async () => {
    // The server's order: by name only.
    jest.spyOn(teamsApi, 'list').mockResolvedValue([
      member('m-1', 'Ben Adams', [{ position: 'Volunteer', project: 'NOVA' }]),
      member('m-2', 'Cleo Baker', [
        { position: 'Project Lead', project: 'SHIVA' },
        { position: 'Co-Pilot', project: 'nova' },
      ]),
      member('m-3', 'Zoe Young', [{ position: 'Project Lead', project: 'NOVA' }]),
      member('m-4', 'Amy Young', [{ position: 'Volunteer', project: 'NOVA' }]),
      member('m-5', 'Dan Zhou', [{ position: 'Research Assistant', project: 'NOVA' }]),
    ]);
    render(<TeamCard project="NOVA" />, { wrapper: TeamSavesProvider });
    await userEvent.click(button('Active Members'));
    await screen.findByRole('table');
    const names = screen.getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell')[1].textContent);
    // Cleo ranks as NOVA's Co-Pilot, not as SHIVA's Project Lead.
    expect(names).toEqual(['Zoe Young', 'Dan Zhou', 'Cleo Baker', 'Ben Adams', 'Amy Young']);
  });

  it('shows the loading text, then says when a list is empty', async () => {
    let answer: (members: Member[]) => void = () => {};
    jest.spyOn(teamsApi, 'list').mockReturnValue(new Promise((resolve) => (answer = resolve)));
    render(<TeamCard project="NCIS" />, { wrapper: TeamSavesProvider });
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
    render(<TeamCard project="NCIS" />, { wrapper: TeamSavesProvider });
    await userEvent.click(button('Alumni'));
    expect(await screen.findByText('No members found')).toBeInTheDocument();
    expect(logged).toHaveBeenCalledWith(expect.stringContaining('NCIS'), failure);
  });
});
