import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PROJECT_NAMES, forgetPrimedReads, primeReads, profileApi } from 'shared-ui';
import { logIn, logOut, member } from 'shared-ui/testing';
import { teamsApi } from '../api/teams';
import { adminProfile } from '../../../testing/fixtures';
import { EditTeamsPage } from './EditTeamsPage';

beforeEach(() => logIn('ruth', 'admin'));
afterEach(() => {
  jest.restoreAllMocks();
  forgetPrimedReads();
  logOut();
});

const cardTitles = () => screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);

describe('EditTeamsPage', () => {
  it("shows a team card per project of the user's positions", async () => {
    const get = jest.spyOn(profileApi, 'get').mockResolvedValue(
      adminProfile([
        { position: 'Project Lead', project: 'NOVA' },
        { position: 'Project Secondary', project: 'SHIVA' },
      ]),
    );
    render(<EditTeamsPage />);
    expect(screen.getByText('Loading your teams...')).toBeInTheDocument();
    await screen.findByRole('heading', { level: 2, name: 'NOVA' });
    expect(get).toHaveBeenCalledWith('ruth');
    expect(cardTitles()).toEqual(['NOVA', 'SHIVA']);
  });

  it('comes drawn with its cards when the server read the admin’s profile for the page', () => {
    primeReads({ '/api/users/updateUser/ruth': { status: 200, body: { data: adminProfile([{ position: 'Project Lead', project: 'NOVA' }]) } } });
    render(<EditTeamsPage />);
    expect(screen.queryByText('Loading your teams...')).not.toBeInTheDocument();
    expect(cardTitles()).toEqual(['NOVA']);
  });

  it('shows every project to an admin without positions', async () => {
    jest.spyOn(profileApi, 'get').mockResolvedValue(adminProfile([]));
    render(<EditTeamsPage />);
    await screen.findByRole('heading', { level: 2, name: 'NOVA' });
    expect(cardTitles()).toEqual(PROJECT_NAMES);
  });

  it('refreshes every open list after a save, so a member listed in two cards is up to date in both', async () => {
    const ada = member('m-ada', 'Ada Lovelace', [
      { position: 'Co-Pilot', project: 'NOVA' },
      { position: 'Volunteer', project: 'SHIVA' },
    ]);
    jest.spyOn(profileApi, 'get').mockResolvedValue(
      adminProfile([
        { position: 'Project Lead', project: 'NOVA' },
        { position: 'Project Lead', project: 'SHIVA' },
      ]),
    );
    const list = jest.spyOn(teamsApi, 'list').mockResolvedValue([ada]);
    const user = userEvent.setup();
    render(<EditTeamsPage />);
    const card = async (name: string) => (await screen.findByRole('region', { name })) as HTMLElement;
    for (const name of ['NOVA', 'SHIVA']) {
      await user.click(within(await card(name)).getByRole('button', { name: 'Active Members' }));
      expect(await within(await card(name)).findByRole('cell', { name: 'Ada Lovelace' })).toBeInTheDocument();
    }

    const alumna = { ...ada, isAlumni: true };
    jest.spyOn(teamsApi, 'update').mockResolvedValue(alumna);
    list.mockImplementation(async ({ isAlumni }) => (isAlumni ? [alumna] : []));
    const nova = await card('NOVA');
    await user.click(within(nova).getByRole('button', { name: 'Edit Ada Lovelace' }));
    await user.click(within(nova).getByLabelText('Alumni (Non-Active Member)'));
    await user.click(within(nova).getByRole('button', { name: 'Save' }));

    // Ada is an alumna now: she leaves the active members of both cards, the one not edited too.
    const shiva = await card('SHIVA');
    expect(await within(shiva).findByText('No members found')).toBeInTheDocument();
    expect(await within(nova).findByText('No members found')).toBeInTheDocument();
    expect(list).toHaveBeenCalledTimes(4);
  });

  it('says when the profile cannot be loaded', async () => {
    jest.spyOn(profileApi, 'get').mockRejectedValue(new Error('offline'));
    render(<EditTeamsPage />);
    expect(await screen.findByText('Something Went Wrong! Check Your Connection!')).toBeInTheDocument();
  });
});
