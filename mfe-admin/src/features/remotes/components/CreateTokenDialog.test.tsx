import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { deployTokensApi, type NewDeployToken } from '../api/deploy-tokens';
import { remotesApi } from '../api/remotes';
import { TIMELINE } from '../../../testing/fixtures';
import { RemotesPage } from './RemotesPage';

const CREATED: NewDeployToken = { id: '5e6f7a8b', token: 'lpd_fresh-secret-123', createdAt: '2026-03-07T12:00:00.000Z' };
const TEAM_ERROR = 'Name the team that will use this token, in 1 to 60 characters.';

beforeEach(() => {
  jest.spyOn(remotesApi, 'list').mockResolvedValue([TIMELINE]);
  jest.spyOn(deployTokensApi, 'list').mockResolvedValue([]);
});
afterEach(() => jest.restoreAllMocks());

/** The page, then the form that asks for a new deploy token of mfe-timeline. */
async function openForm() {
  const create = jest.spyOn(deployTokensApi, 'create').mockResolvedValue(CREATED);
  const user = userEvent.setup();
  render(<RemotesPage />);
  await user.click(await screen.findByRole('button', { name: 'Create token for mfe-timeline' }));
  const form = await screen.findByRole('dialog', { name: 'Create a deploy token for mfe-timeline' });
  const team = within(form).getByRole('textbox', { name: 'Team' });
  const mayActivate = within(form).getByRole('checkbox', { name: 'May roll out and activate versions without an admin' });
  const submit = () => user.click(within(form).getByRole('button', { name: 'Create token' }));
  return { create, user, form, team, mayActivate, submit };
}

describe('the new deploy token form', () => {
  it('asks for the team, required, and offers activation, off, saying an admin approves otherwise', async () => {
    const { team, mayActivate } = await openForm();
    expect(team).toBeRequired();
    expect(team).toHaveValue('');
    expect(team).toHaveAccessibleDescription('Its name is shown wherever the token acted.');
    expect(mayActivate).not.toBeChecked();
    expect(mayActivate).toHaveAccessibleDescription(
      'Otherwise it only uploads and previews versions and reads their status, and an admin approves each version on this page.',
    );
  });

  it('refuses an empty or blank team with a sentence tied to the field, and makes no token', async () => {
    const { create, user, team, submit } = await openForm();
    await submit();
    await waitFor(() => expect(team).toHaveAccessibleDescription(`Its name is shown wherever the token acted. ${TEAM_ERROR}`));
    expect(team).toHaveAttribute('aria-invalid', 'true');
    await user.type(team, '   ');
    await submit();
    expect(await screen.findByText(TEAM_ERROR)).toBeInTheDocument();
    expect(create).not.toHaveBeenCalled();
  });

  it('refuses a team of 61 characters with the sentence, and takes 60', async () => {
    const { create, user, form, team, submit } = await openForm();
    await user.click(team);
    await user.paste('x'.repeat(61));
    await submit();
    expect(await within(form).findByText(TEAM_ERROR)).toBeInTheDocument();
    expect(team).toHaveAccessibleDescription(`Its name is shown wherever the token acted. ${TEAM_ERROR}`);
    expect(create).not.toHaveBeenCalled();
    await user.type(team, '{Backspace}');
    await submit();
    await waitFor(() => expect(create).toHaveBeenCalledWith('mfe-timeline', { label: 'x'.repeat(60), mayActivate: false }));
  });

  it('sends the team, trimmed, and the right to activate, then shows the token once', async () => {
    const { create, user, team, mayActivate, submit } = await openForm();
    await user.type(team, '  Timeline team ');
    await user.click(mayActivate);
    await submit();
    expect(create).toHaveBeenCalledWith('mfe-timeline', { label: 'Timeline team', mayActivate: true });
    const dialog = await screen.findByRole('dialog', { name: 'New deploy token for mfe-timeline' });
    expect(await within(dialog).findByRole('textbox', { name: 'Deploy token' })).toHaveValue('lpd_fresh-secret-123');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Create a deploy token for mfe-timeline' })).not.toBeInTheDocument());
  });

  it('makes no token when cancelled, and starts empty when opened again', async () => {
    const { create, user, form, team } = await openForm();
    await user.type(team, 'Timeline team');
    await user.click(within(form).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(create).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Create token for mfe-timeline' }));
    const again = await screen.findByRole('dialog', { name: 'Create a deploy token for mfe-timeline' });
    expect(within(again).getByRole('textbox', { name: 'Team' })).toHaveValue('');
  });
});
