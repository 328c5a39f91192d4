import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, profileApi, type Profile } from 'shared-ui';
import { file } from 'shared-ui/testing';
import { PROFILE } from '../../../testing/fixtures';
import { ProfileForm } from './ProfileForm';

beforeAll(() => {
  URL.createObjectURL = jest.fn(() => 'blob:preview');
  URL.revokeObjectURL = jest.fn();
});
afterEach(() => jest.restoreAllMocks());

function renderForm(profile: Profile = PROFILE) {
  const props = { onSaved: jest.fn(), onFailed: jest.fn(), onSubmitting: jest.fn() };
  render(<ProfileForm profile={profile} locked={false} {...props} />);
  return props;
}

async function replace(label: string, value: string) {
  await userEvent.clear(screen.getByRole('textbox', { name: label }));
  if (value) await userEvent.type(screen.getByRole('textbox', { name: label }), value);
  await userEvent.tab();
}

const save = () => userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
const sentForm = (update: jest.SpyInstance) => update.mock.calls[0][0] as FormData;

describe('ProfileForm', () => {
  it("shows the member's details, with the positions read-only", () => {
    renderForm({ ...PROFILE, isAlumni: true });
    expect(screen.getByLabelText('Username')).toHaveValue('ada.l');
    expect(screen.getByLabelText('First name')).toHaveValue('Ada');
    expect(screen.getByLabelText('Last name')).toHaveValue('Lovelace');
    expect(screen.getByLabelText('Email')).toHaveValue('ada@example.org');
    expect(screen.getByRole('textbox', { name: 'Blurb' })).toHaveValue('Studies attention.');
    expect(screen.getByLabelText('Alumni (no longer an active member)')).toBeChecked();
    expect(screen.getByRole('list', { name: 'Positions' })).toHaveTextContent('Co-Pilot, NOVA');
    expect(screen.getByRole('list', { name: 'Positions' })).toHaveTextContent('Volunteer, SHIVA');
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    expect(screen.getByText('No picture')).toBeInTheDocument();
  });

  // Spec section 5: the blurb is "marked required in the UI".
  it('marks the blurb required', () => {
    renderForm();
    const blurb = screen.getByRole('textbox', { name: 'Blurb' });
    expect(blurb).toBeRequired();
    expect(screen.getByText('Blurb', { selector: 'label' })).toHaveTextContent(/^Blurb\*$/);
  });

  it.each([
    ['Username', '', 'Username is required'],
    ['Username', '   ', 'Username is required'],
    ['Username', 'ab', 'Minimum 4 characters'],
    ['Username', 'ada l', 'Use only letters, digits, dots, dashes and underscores'],
    ['First name', '', 'First Name is required'],
    ['Last name', '', 'Last Name is required'],
    ['Email', '', 'Valid email address is required'],
    ['Email', 'ada@', 'Valid email address is required'],
    ['Blurb', '  ', 'Blurb is required'],
  ])('refuses %s "%s" with "%s"', async (label, value, message) => {
    const update = jest.spyOn(profileApi, 'update');
    renderForm();
    await replace(label, value);
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: label })).toHaveAccessibleDescription(expect.stringContaining(message));
    await save();
    expect(update).not.toHaveBeenCalled();
  });

  it('needs at least one position, which only an admin can give', async () => {
    const update = jest.spyOn(profileApi, 'update');
    renderForm({ ...PROFILE, positions: [] });
    expect(screen.getByText('No positions')).toBeInTheDocument();
    await save();
    expect(await screen.findByText('At least one position is required; ask an admin to add yours.')).toBeInTheDocument();
    expect(update).not.toHaveBeenCalled();
  });

  it('sends the multipart form of spec section 7 with the text trimmed', async () => {
    const update = jest.spyOn(profileApi, 'update').mockResolvedValue({ data: PROFILE, message: 'Changes Successfully Saved' });
    const { onSaved, onSubmitting } = renderForm();
    await replace('Blurb', '  Studies visual attention.  ');
    await replace('First name', ' Augusta ');
    await userEvent.click(screen.getByLabelText('Alumni (no longer an active member)'));
    await save();
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(false));
    expect(onSubmitting).toHaveBeenCalled();
    const form = sentForm(update);
    expect(form.get('username')).toBe('ada.l');
    expect(JSON.parse(form.get('name') as string)).toEqual({ firstname: 'Augusta', lastname: 'Lovelace' });
    expect(JSON.parse(form.get('positions') as string)).toEqual(PROFILE.positions);
    expect(form.get('blurb')).toBe('Studies visual attention.');
    expect(form.get('isAlumni')).toBe('true');
    expect(form.get('email')).toBe('ada@example.org');
    expect(form.has('profilePic')).toBe(false);
    expect(form.has('removeProfilePic')).toBe(false);
  });

  it('trims the username, and tells a username or e-mail change apart', async () => {
    const update = jest.spyOn(profileApi, 'update').mockResolvedValue({ data: PROFILE, message: 'Changes Successfully Saved' });
    const { onSaved } = renderForm();
    await replace('Username', '  ada.byron  ');
    await save();
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(true));
    expect(sentForm(update).get('username')).toBe('ada.byron');
  });

  it('counts a new e-mail as an identity change', async () => {
    jest.spyOn(profileApi, 'update').mockResolvedValue({ data: PROFILE, message: 'Changes Successfully Saved' });
    const { onSaved } = renderForm();
    await replace('Email', 'ada@lab.example.edu');
    await save();
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(true));
  });

  it('refuses a picture over 2 MB', async () => {
    const update = jest.spyOn(profileApi, 'update');
    renderForm();
    await userEvent.upload(screen.getByLabelText('Profile picture'), file('big.png', 2_097_153, 'image/png'));
    expect(await screen.findByText('Uploaded file is too large (max 2MB).')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('img')).not.toBeInTheDocument());
    await save();
    expect(update).not.toHaveBeenCalled();
  });

  it('refuses a file that is not an image', async () => {
    renderForm();
    await userEvent.upload(screen.getByLabelText('Profile picture'), file('cv.pdf', 100, 'application/pdf'), { applyAccept: false });
    expect(await screen.findByText('Only image files are allowed (JPEG, PNG, WebP or GIF).')).toBeInTheDocument();
  });

  it('previews a chosen picture of 2 MB and sends it; Remove picture drops it again', async () => {
    const update = jest.spyOn(profileApi, 'update').mockResolvedValue({ data: PROFILE, message: 'Changes Successfully Saved' });
    const { onSaved } = renderForm();
    const picture = file('me.png', 2_097_152, 'image/png');
    await userEvent.upload(screen.getByLabelText('Profile picture'), picture);
    expect(await screen.findByRole('img', { name: 'Your profile picture' })).toHaveAttribute('src', 'blob:preview');
    await userEvent.click(screen.getByRole('button', { name: 'Remove picture' }));
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Profile picture')).toHaveValue('');

    await userEvent.upload(screen.getByLabelText('Profile picture'), picture);
    await save();
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(sentForm(update).get('profilePic')).toBe(picture);
    expect(screen.getByLabelText('Profile picture')).toHaveValue('');
  });

  it('shows the saved picture, and Remove picture asks the server to remove it', async () => {
    const update = jest.spyOn(profileApi, 'update').mockResolvedValue({ data: PROFILE, message: 'Changes Successfully Saved' });
    const { onSaved } = renderForm({ ...PROFILE, profilePic: '/api/users/ada.l/avatar?v=1' });
    expect(screen.getByRole('img', { name: 'Your profile picture' })).toHaveAttribute('src', '/api/users/ada.l/avatar?v=1');
    await userEvent.click(screen.getByRole('button', { name: 'Remove picture' }));
    expect(screen.getByText('The picture will be removed when you save.')).toBeInTheDocument();
    await save();
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(sentForm(update).get('removeProfilePic')).toBe('true');
    // Saved: the form no longer announces a removal still to come.
    expect(screen.queryByText('The picture will be removed when you save.')).not.toBeInTheDocument();
  });

  it.each([
    [500, 'Internal Server Error', 'An error occurred on the server'],
    [0, 'Failed to connect to server', 'An error occurred on the server'],
    [400, 'body/username must match pattern', 'An error occurred on the server'],
    [409, 'That username is taken. Try another one.', 'That username is taken. Try another one.'],
    [413, 'Uploaded file is too large (max 2MB).', 'Uploaded file is too large (max 2MB).'],
    [415, 'Only image files are allowed (JPEG, PNG, WebP or GIF).', 'Only image files are allowed (JPEG, PNG, WebP or GIF).'],
  ])('reports a failed save (status %i, "%s") as "%s"', async (status, reply, message) => {
    jest.spyOn(profileApi, 'update').mockRejectedValue(new ApiError(reply, status));
    const { onFailed, onSaved } = renderForm();
    await save();
    await waitFor(() => expect(onFailed).toHaveBeenCalledWith(message));
    expect(onSaved).not.toHaveBeenCalled();
  });
});
