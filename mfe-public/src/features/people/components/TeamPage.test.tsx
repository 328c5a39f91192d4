import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'shared-ui/router';
import { ApiError, membersApi, type Member } from 'shared-ui';
import { member } from 'shared-ui/testing';
import { TeamPage } from './TeamPage';

function renderTeam(members: Promise<Member[]>) {
  jest.spyOn(membersApi, 'list').mockReturnValue(members);
  return render(
    <MemoryRouter>
      <TeamPage />
    </MemoryRouter>,
  );
}

describe('TeamPage', () => {
  afterEach(() => jest.restoreAllMocks());

  it('lists the current members of each team, in team order', async () => {
    renderTeam(
      Promise.resolve([
        member('ann-young', 'Ann Young', [{ position: 'Volunteer', project: 'SHIVA' }]),
        member('ben-boss', 'Ben Boss', [{ position: 'Project Lead', project: 'SHIVA' }]),
        member('old-timer', 'Old Timer', [{ position: 'Project Lead', project: 'SHIVA' }], true),
        member('pat-chief', 'Pat Chief', [{ position: 'Principal Investigator', project: 'Management' }]),
      ]),
    );
    const shiva = (await screen.findByRole('heading', { level: 2, name: 'SHIVA' })).closest('section')!;
    const names = within(shiva).getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
    expect(names).toEqual(['Ben Boss', 'Ann Young']);
    expect(within(shiva).getByRole('link', { name: 'About the SHIVA project' })).toHaveAttribute('href', '/projects/SHIVA');

    const management = screen.getByRole('heading', { level: 2, name: 'Management' }).closest('section')!;
    expect(within(management).getByText('Pat Chief')).toBeInTheDocument();
    expect(screen.getAllByText('This Project has no Team Members')).toHaveLength(6);
  });

  it('shows the failure text when the members cannot be fetched', async () => {
    renderTeam(Promise.reject(new ApiError('Failed to connect to server', 0)));
    expect(await screen.findByText('Something Went Wrong! Check Your Connection!')).toBeInTheDocument();
  });
});
