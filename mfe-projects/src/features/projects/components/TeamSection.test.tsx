import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { membersApi } from 'shared-ui';
import { member } from 'shared-ui/testing';
import { TeamSection } from './TeamSection';

afterEach(() => jest.restoreAllMocks());

const cardNames = (container: HTMLElement = document.body) =>
  within(container)
    .queryAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent)
    .filter((name) => name !== 'What Our Members Say');

const testimonial = { name: 'Maya P.', position: 'Co-Pilot', description: 'Every pixel matters.', cardType: 'standard' as const };

describe('TeamSection', () => {
  it('lists the members of the project, whatever the case of its name, by position rank, then last and first name', async () => {
    jest.spyOn(membersApi, 'list').mockResolvedValue([
      member('1', 'Zoe Volunteer', [{ position: 'Volunteer', project: 'NOVA' }]),
      // Equal rank: last name first (Zed after Copilot after Adams, whatever the first names)...
      member('10', 'Aaron Zed', [{ position: 'Co-Pilot', project: 'NOVA' }]),
      // ...then first name within one last name (Aaron, Bea, Carl, listed out of order).
      member('2', 'Carl Copilot', [{ position: 'co-pilot', project: 'nova' }]),
      member('3', 'Ada Lead', [{ position: 'Project Lead', project: 'NOVA' }]),
      member('4', 'Bea Copilot', [{ position: 'Co-Pilot', project: 'NOVA' }]),
      member('5', 'Other Project', [{ position: 'Project Lead', project: 'SHIVA' }]),
      // Ranked by the position held in this project, not the higher one held elsewhere.
      member('6', 'Lab Manager', [
        { position: 'Lab Manager', project: 'Management' },
        { position: 'Research Assistant', project: 'Nova' },
      ]),
      member('7', 'Aaron Copilot', [{ position: 'Co-Pilot', project: 'NOVA' }]),
      member('8', 'Unknown Title', [{ position: 'Visiting Scholar', project: 'NOVA' }]),
      member('9', 'Sam Secondary', [{ position: 'Project Secondary', project: 'NOVA' }]),
      member('11', 'Bea Adams', [{ position: 'Co-Pilot', project: 'NOVA' }]),
    ]);
    render(<TeamSection project="NOVA" testimonials={[]} />);
    expect(screen.getByText('Loading team members...')).toBeInTheDocument();
    await screen.findByText('Ada Lead');
    expect(cardNames()).toEqual([
      'Ada Lead',
      'Sam Secondary',
      'Lab Manager',
      'Bea Adams',
      'Aaron Copilot',
      'Bea Copilot',
      'Carl Copilot',
      'Aaron Zed',
      'Zoe Volunteer',
      'Unknown Title',
    ]);
    // Each card shows the position held in this project.
    expect(screen.getByRole('heading', { level: 3, name: 'Lab Manager' }).parentElement).toHaveTextContent('Research Assistant');
  });

  it('keeps the alumni behind Show Alumni, collapsed at first, and hides them again', async () => {
    jest.spyOn(membersApi, 'list').mockResolvedValue([
      member('1', 'Ada Lead', [{ position: 'Project Lead', project: 'NOVA' }]),
      member('2', 'Old Timer', [{ position: 'Research Assistant', project: 'NOVA' }], true),
      member('3', 'Older Lead', [{ position: 'Project Lead', project: 'NOVA' }], true),
    ]);
    render(<TeamSection project="NOVA" testimonials={[]} />);
    await screen.findByText('Ada Lead');
    const toggle = screen.getByRole('button', { name: 'Show Alumni' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText('Old Timer')).not.toBeInTheDocument();

    await userEvent.click(toggle);
    expect(screen.getByRole('button', { name: 'Hide Alumni' })).toHaveAttribute('aria-expanded', 'true');
    const alumni = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    expect(cardNames(alumni)).toEqual(['Older Lead', 'Old Timer']);

    await userEvent.click(screen.getByRole('button', { name: 'Hide Alumni' }));
    expect(screen.queryByText('Old Timer')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Show Alumni' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('says when the project has no members and no alumni', async () => {
    jest.spyOn(membersApi, 'list').mockResolvedValue([member('5', 'Other Project', [{ position: 'Co-Pilot', project: 'SHIVA' }])]);
    render(<TeamSection project="NOVA" testimonials={[]} />);
    expect(await screen.findByText('This Project has no Team Members')).toBeInTheDocument();
    expect(screen.queryByText('This Project has no Alumni')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Show Alumni' }));
    expect(screen.getByText('This Project has no Alumni')).toBeInTheDocument();
  });

  it('says when the members cannot be loaded, logs why, and loads again on Retry', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => {});
    const list = jest.spyOn(membersApi, 'list').mockRejectedValueOnce(new Error('offline'));
    render(<TeamSection project="NOVA" testimonials={[]} />);
    expect(await screen.findByText('Something Went Wrong! Check Your Connection!')).toBeInTheDocument();
    expect(log).toHaveBeenCalledWith('Could not load the team of NOVA', expect.any(Error));
    expect(screen.queryByRole('button', { name: 'Show Alumni' })).not.toBeInTheDocument();

    list.mockResolvedValue([member('1', 'Ada Lead', [{ position: 'Project Lead', project: 'NOVA' }])]);
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Ada Lead')).toBeInTheDocument();
  });

  it('shows what members say about the project, or that nobody has yet', async () => {
    jest.spyOn(membersApi, 'list').mockResolvedValue([]);
    const { rerender } = render(<TeamSection project="NCIS" testimonials={[testimonial]} />);
    expect(screen.getByText('“Every pixel matters.”')).toBeInTheDocument();
    expect(screen.getByText('Maya P.', { exact: false })).toHaveTextContent('Maya P., Co-Pilot');
    expect(screen.queryByText('No blurbs from members')).not.toBeInTheDocument();
    rerender(<TeamSection project="NCIS" testimonials={[]} />);
    expect(screen.getByText('No blurbs from members')).toBeInTheDocument();
    await screen.findByText('This Project has no Team Members');
  });
});
