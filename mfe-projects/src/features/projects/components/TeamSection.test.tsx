import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { membersApi } from 'shared-ui';
import { member } from '../../../testing/members';
import { TeamSection } from './TeamSection';

afterEach(() => jest.restoreAllMocks());

const cardNames = () => screen.queryAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);

describe('TeamSection', () => {
  it('lists the active members of the project by position rank, then name, with alumni collapsed', async () => {
    jest.spyOn(membersApi, 'list').mockResolvedValue([
      member('1', 'Zoe Volunteer', [{ position: 'Volunteer', project: 'NOVA' }]),
      member('2', 'Carl Copilot', [{ position: 'Co-Pilot', project: 'nova' }]),
      member('3', 'Ada Lead', [{ position: 'Project Lead', project: 'NOVA' }]),
      member('4', 'Bea Copilot', [{ position: 'Co-Pilot', project: 'NOVA' }]),
      member('5', 'Other Project', [{ position: 'Project Lead', project: 'SHIVA' }]),
      member('6', 'Old Timer', [{ position: 'Research Assistant', project: 'NOVA' }], true),
    ]);
    render(<TeamSection project="NOVA" />);
    expect(screen.getByText('Loading team members...')).toBeInTheDocument();
    await screen.findByText('Ada Lead');
    expect(cardNames()).toEqual(['Ada Lead', 'Bea Copilot', 'Carl Copilot', 'Zoe Volunteer']);
    expect(screen.getByText('Project Lead')).toBeInTheDocument();
    const toggle = screen.getByRole('button', { name: 'Show Alumni' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText('Old Timer')).not.toBeInTheDocument();

    await userEvent.click(toggle);
    expect(screen.getByRole('button', { name: 'Hide Alumni' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('Old Timer')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Hide Alumni' }));
    expect(screen.queryByText('Old Timer')).not.toBeInTheDocument();
  });

  it('says when the project has no members and no alumni', async () => {
    jest.spyOn(membersApi, 'list').mockResolvedValue([member('5', 'Other Project', [{ position: 'Co-Pilot', project: 'SHIVA' }])]);
    render(<TeamSection project="NOVA" />);
    expect(await screen.findByText('This Project has no Team Members')).toBeInTheDocument();
    expect(screen.queryByText('This Project has no Alumni')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Show Alumni' }));
    expect(screen.getByText('This Project has no Alumni')).toBeInTheDocument();
  });

  it('says when the members cannot be loaded', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    jest.spyOn(membersApi, 'list').mockRejectedValue(new Error('offline'));
    render(<TeamSection project="NOVA" />);
    expect(await screen.findByText('Something Went Wrong! Check Your Connection!')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show Alumni' })).not.toBeInTheDocument();
  });
});
