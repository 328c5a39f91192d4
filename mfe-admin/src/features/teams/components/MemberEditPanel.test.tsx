import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from 'shared-ui';
import { member } from 'shared-ui/testing';
import { teamsApi } from '../api/teams';
import { TeamSavesProvider } from '../hooks/team-saves';
import { TeamCard } from './TeamCard';

afterEach(() => jest.restoreAllMocks());

const ADA = member('m-new', 'Ada Lovelace', [
  { position: 'Co-Pilot', project: 'NOVA' },
  { position: 'Volunteer', project: 'SHIVA' },
]);

/** The NOVA card with its active members open, Ada's edit panel open. */
async function openPanel() {
  const list = jest.spyOn(teamsApi, 'list').mockResolvedValue([ADA]);
  const user = userEvent.setup();
  render(<TeamCard project="NOVA" />, { wrapper: TeamSavesProvider });
  await user.click(screen.getByRole('button', { name: 'Active Members' }));
  const edit = await screen.findByRole('button', { name: 'Edit Ada Lovelace' });
  await user.click(edit);
  expect(edit).toHaveAttribute('aria-expanded', 'true');
  return { user, list, edit, panel: screen.getByRole('form', { name: 'Edit Ada Lovelace' }) };
}

describe('the edit panel', () => {
  it("starts from the member's first position and alumni flag", async () => {
    const { panel } = await openPanel();
    expect(within(panel).getByLabelText('Position')).toHaveValue('Co-Pilot');
    expect(within(panel).getByLabelText('Project')).toHaveValue('NOVA');
    expect(within(panel).getByLabelText('Alumni (Non-Active Member)')).not.toBeChecked();
  });

  it("saves that entry's position and project and the alumni flag, then reloads the list", async () => {
    const { user, list, panel } = await openPanel();
    const saved = { ...ADA, positions: [{ position: 'Research Assistant', project: 'SHIVA' }, ADA.positions[1]], isAlumni: true };
    const update = jest.spyOn(teamsApi, 'update').mockResolvedValue(saved);
    await user.selectOptions(within(panel).getByLabelText('Position'), 'Research Assistant');
    await user.selectOptions(within(panel).getByLabelText('Project'), 'SHIVA');
    await user.click(within(panel).getByLabelText('Alumni (Non-Active Member)'));
    list.mockResolvedValue([]);
    await user.click(within(panel).getByRole('button', { name: 'Save' }));

    expect(update).toHaveBeenCalledWith({
      ...ADA,
      positions: [
        { position: 'Research Assistant', project: 'SHIVA' },
        { position: 'Volunteer', project: 'SHIVA' },
      ],
      isAlumni: true,
    });
    expect(await screen.findByRole('status')).toHaveTextContent('Saved Ada Lovelace: Research Assistant, SHIVA, alumni.');
    // Ada has left NOVA's active members: the list is fetched again.
    expect(await screen.findByText('No members found')).toBeInTheDocument();
    expect(list).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
  });

  it('Cancel resets the fields, closes the panel and saves nothing', async () => {
    const { user, edit, panel } = await openPanel();
    const update = jest.spyOn(teamsApi, 'update');
    await user.selectOptions(within(panel).getByLabelText('Project'), 'Ideo');
    await user.click(within(panel).getByLabelText('Alumni (Non-Active Member)'));
    await user.click(within(panel).getByRole('button', { name: 'Cancel' }));

    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(edit).toHaveAttribute('aria-expanded', 'false');
    expect(edit).toHaveFocus();
    expect(update).not.toHaveBeenCalled();

    await user.click(edit);
    const reopened = screen.getByRole('form', { name: 'Edit Ada Lovelace' });
    expect(within(reopened).getByLabelText('Project')).toHaveValue('NOVA');
    expect(within(reopened).getByLabelText('Alumni (Non-Active Member)')).not.toBeChecked();
  });

  it('shows the server message when saving fails, and keeps the panel open', async () => {
    const { user, panel } = await openPanel();
    jest.spyOn(teamsApi, 'update').mockRejectedValue(new ApiError('Admins only', 403));
    await user.click(within(panel).getByRole('button', { name: 'Save' }));
    expect(await within(panel).findByRole('alert')).toHaveTextContent('The changes to Ada Lovelace could not be saved: Admins only');
    expect(within(panel).getByRole('button', { name: 'Save' })).toBeEnabled();
  });

  it('needs a position and a project before saving', async () => {
    const { user, panel } = await openPanel();
    const update = jest.spyOn(teamsApi, 'update');
    await user.selectOptions(within(panel).getByLabelText('Position'), '');
    await user.click(within(panel).getByRole('button', { name: 'Save' }));
    expect(await within(panel).findByText('Position is required')).toBeInTheDocument();
    await waitFor(() => expect(within(panel).getByLabelText('Position')).toHaveAttribute('aria-invalid', 'true'));
    expect(update).not.toHaveBeenCalled();
  });
});

describe('the edit panel, by keyboard', () => {
  it('opens with Enter, toggles the alumni switch with Space, and saves with Enter', async () => {
    jest.spyOn(teamsApi, 'list').mockResolvedValue([ADA]);
    const update = jest.spyOn(teamsApi, 'update').mockResolvedValue({ ...ADA, isAlumni: true });
    const user = userEvent.setup();
    render(<TeamCard project="NOVA" />, { wrapper: TeamSavesProvider });
    screen.getByRole('button', { name: 'Active Members' }).focus();
    await user.keyboard('{Enter}');
    (await screen.findByRole('button', { name: 'Edit Ada Lovelace' })).focus();
    await user.keyboard('{Enter}');

    await user.tab();
    expect(screen.getByLabelText('Position')).toHaveFocus();
    await user.tab();
    expect(screen.getByLabelText('Project')).toHaveFocus();
    await user.tab();
    expect(screen.getByLabelText('Alumni (Non-Active Member)')).toHaveFocus();
    await user.keyboard(' ');
    await user.tab();
    expect(screen.getByRole('button', { name: 'Save' })).toHaveFocus();
    await user.keyboard('{Enter}');

    await waitFor(() => expect(update).toHaveBeenCalledWith(expect.objectContaining({ _id: 'm-new', isAlumni: true })));
  });
});
