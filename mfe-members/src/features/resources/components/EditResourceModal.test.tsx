import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from 'shared-ui';
import { file } from 'shared-ui/testing';
import { attachmentsApi } from '../api/attachments';
import { resourcesApi, type Resource } from '../api/resources';
import { attachment, resource } from '../../../testing/fixtures';
import { onResourcesChanged } from '../hooks/use-resources-changed';
import { EditResourceModal } from './EditResourceModal';

const SLIDES = resource('r1', {
  title: 'Coding workshop',
  author: 'Sofia Petrova',
  description: 'Slides and notebooks.',
  category: { main: 'Skills Workshops', sub: 'Data Science' },
  resource_link: 'https://example.org/slides',
});

beforeEach(() => {
  jest.spyOn(attachmentsApi, 'list').mockResolvedValue([]);
});
afterEach(() => jest.restoreAllMocks());

function renderModal(data: Resource = SLIDES) {
  const onClose = jest.fn();
  render(<EditResourceModal show resource={data} onClose={onClose} />);
  return { onClose };
}

const saveButton = () => screen.getByRole('button', { name: /^(Save Changes|Saving\.\.\.)$/ });

async function replace(label: string, value: string) {
  await userEvent.clear(screen.getByLabelText(label));
  if (value) await userEvent.type(screen.getByLabelText(label), value);
}

describe('EditResourceModal', () => {
  it("says 'Invalid resource data' when it was given no resource", () => {
    render(<EditResourceModal show onClose={jest.fn()} />);
    expect(screen.getByRole('dialog', { name: 'Edit Resource' })).toHaveTextContent('Invalid resource data');
    expect(screen.queryByRole('button', { name: 'Save Changes' })).not.toBeInTheDocument();
    expect(attachmentsApi.list).not.toHaveBeenCalled();
  });

  it('has the fields of the spec, filled in, one Title only, and the Upload Files dropzone', async () => {
    renderModal();
    expect(screen.getByRole('dialog', { name: 'Edit Resource' })).toBeInTheDocument();
    expect(screen.getAllByLabelText('Title')).toHaveLength(1);
    expect(screen.getByLabelText('Title')).toHaveValue('Coding workshop');
    expect(screen.getByLabelText('Author')).toHaveValue('Sofia Petrova');
    expect(screen.getByLabelText('Description')).toHaveValue('Slides and notebooks.');
    expect(screen.getByLabelText('Resource Link')).toHaveValue('https://example.org/slides');
    expect(screen.getByLabelText('Type')).toHaveDisplayValue('Skills Workshops');
    expect(screen.getByLabelText('Topic')).toHaveDisplayValue('Data Science');
    expect(screen.getByLabelText('Upload Files')).toBeInTheDocument();
    await waitFor(() => expect(saveButton()).toBeEnabled());
    expect(saveButton()).toHaveTextContent('Save Changes');
  });

  it.each([
    ['Title', 'Title is required'],
    ['Author', 'Author is required'],
    ['Resource Link', 'Resource link is required'],
  ])('checks %s as it changes: "%s", and Save Changes is disabled meanwhile', async (label, message) => {
    renderModal();
    await replace(label, '');
    // Still in the field: the message comes from the change, not the blur.
    expect(screen.getByLabelText(label)).toHaveFocus();
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(saveButton()).toBeDisabled();
    await userEvent.type(screen.getByLabelText(label), 'x');
    await waitFor(() => expect(screen.queryByText(message)).not.toBeInTheDocument());
    expect(saveButton()).toBeEnabled();
  });

  // The API's limits; one field for each message's wording.
  it.each([
    ['Author', 'At most 200 characters', 'x'.repeat(201)],
    ['Description', 'At most 5000 characters', 'x'.repeat(5001)],
    ['Resource Link', 'At most 2048 characters', `https://example.org/${'a'.repeat(2029)}`],
  ])('refuses %s over its length with "%s", and Save Changes is disabled', async (label, message, value) => {
    const update = jest.spyOn(resourcesApi, 'update');
    renderModal();
    await userEvent.clear(screen.getByLabelText(label));
    await userEvent.paste(value);
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByLabelText(label)).toHaveAccessibleDescription(message);
    expect(saveButton()).toBeDisabled();
    expect(update).not.toHaveBeenCalled();
  });

  it('checks a field when it is left, too', async () => {
    renderModal({ ...SLIDES, author: ' ' });
    await userEvent.click(screen.getByLabelText('Author'));
    expect(screen.queryByText('Author is required')).not.toBeInTheDocument();
    await userEvent.tab();
    expect(await screen.findByText('Author is required')).toBeInTheDocument();
    expect(saveButton()).toBeDisabled();
  });

  it("requires a type: 'Category is required'", async () => {
    renderModal();
    await userEvent.selectOptions(screen.getByLabelText('Type'), 'Choose a type');
    expect(await screen.findByText('Category is required')).toBeInTheDocument();
    expect(saveButton()).toBeDisabled();
  });

  it('sets the sub-category when the type changes: a workshop’s first topic, else the current year', async () => {
    const update = jest.spyOn(resourcesApi, 'update').mockResolvedValue({ data: SLIDES, message: 'Resource updated' });
    renderModal();
    await userEvent.selectOptions(screen.getByLabelText('Type'), 'Career Workshops');
    expect(screen.getByLabelText('Topic')).toHaveDisplayValue('Management Skills');
    await userEvent.selectOptions(screen.getByLabelText('Topic'), 'Networking');
    await userEvent.selectOptions(screen.getByLabelText('Type'), 'Skills Workshops');
    expect(screen.getByLabelText('Topic')).toHaveDisplayValue('Coding');
    await userEvent.selectOptions(screen.getByLabelText('Type'), 'COGS 402');
    expect(screen.queryByLabelText('Topic')).not.toBeInTheDocument();
    await userEvent.click(saveButton());
    await waitFor(() => expect(update).toHaveBeenCalled());
    expect(update.mock.calls[0][1].category).toEqual({ main: 'COGS 402', sub: String(new Date().getFullYear()) });
  });

  it('saves with PATCH, says Saving... meanwhile, then refreshes the list and closes', async () => {
    let answer: (value: Awaited<ReturnType<typeof resourcesApi.update>>) => void = () => undefined;
    const update = jest.spyOn(resourcesApi, 'update').mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const upload = jest.spyOn(attachmentsApi, 'upload');
    const changed = jest.fn();
    const stop = onResourcesChanged(changed);
    const { onClose } = renderModal();
    await replace('Title', ' Coding workshop, part 2 ');
    await userEvent.click(saveButton());
    expect(await screen.findByRole('button', { name: 'Saving...' })).toBeDisabled();
    expect(update).toHaveBeenCalledWith('r1', {
      title: 'Coding workshop, part 2',
      author: 'Sofia Petrova',
      description: 'Slides and notebooks.',
      category: { main: 'Skills Workshops', sub: 'Data Science' },
      resource_link: 'https://example.org/slides',
    });
    answer({ data: SLIDES, message: 'Resource updated' });
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(changed).toHaveBeenCalledTimes(1);
    expect(upload).not.toHaveBeenCalled();
    stop();
  });

  it.each([
    [403, 'Forbidden', 'You do not have permission to update this resource'],
    [404, 'Not Found', 'Resource not found'],
    [
      400,
      'body/resource_link must match format "web-link"',
      'Request body is not valid against validation schema. Make sure all fields are filled out correctly. Example: a full web address',
    ],
    [429, 'Too many requests, slow down', 'Too many requests, slow down'],
    [0, 'Failed to connect to server', 'Failed to connect to server'],
  ])('shows a failed save (status %i, "%s") in the Error dialog: "%s"', async (status, reply, message) => {
    jest.spyOn(resourcesApi, 'update').mockRejectedValue(new ApiError(reply, status));
    const { onClose } = renderModal();
    await replace('Author', 'Someone else');
    await userEvent.click(saveButton());
    const dialog = await screen.findByRole('dialog', { name: 'Error' });
    expect(within(dialog).getByText(message)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Error' })).not.toBeInTheDocument());
    // Back in the Edit Resource form, on the button that failed.
    await waitFor(() => expect(saveButton()).toHaveFocus());
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Author')).toHaveValue('Someone else');
  });

  it('uploads the chosen files as attachments after the resource is saved', async () => {
    const calls: string[] = [];
    jest.spyOn(resourcesApi, 'update').mockImplementation(async () => {
      calls.push('update');
      return { data: SLIDES, message: 'Resource updated' };
    });
    const upload = jest.spyOn(attachmentsApi, 'upload').mockImplementation(async () => {
      calls.push('upload');
      return [];
    });
    const { onClose } = renderModal();
    const files = [file('slides.pdf'), file('notes.md', 20, 'text/markdown')];
    await userEvent.upload(screen.getByLabelText('Upload Files'), files);
    await userEvent.click(saveButton());
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls).toEqual(['update', 'upload']);
    expect(upload).toHaveBeenCalledWith('r1', files);
  });

  it("shows the server's refusal of the files in the Error dialog, and keeps them for another try", async () => {
    jest.spyOn(resourcesApi, 'update').mockResolvedValue({ data: SLIDES, message: 'Resource updated' });
    jest.spyOn(attachmentsApi, 'upload').mockRejectedValue(new ApiError('"run.exe" is not a file type the lab accepts.', 400));
    const changed = jest.fn();
    const stop = onResourcesChanged(changed);
    const { onClose } = renderModal();
    await userEvent.upload(screen.getByLabelText('Upload Files'), [file('run.pdf')]);
    await userEvent.click(saveButton());
    const dialog = await screen.findByRole('dialog', { name: 'Error' });
    expect(dialog).toHaveTextContent('"run.exe" is not a file type the lab accepts.');
    expect(onClose).not.toHaveBeenCalled();
    // The resource itself was saved: the list is refreshed all the same.
    expect(changed).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Remove run.pdf' })).toBeInTheDocument();
    stop();
  });

  it('leaves room in the dropzone only for the files the resource does not have yet', async () => {
    jest.spyOn(attachmentsApi, 'list').mockResolvedValue([attachment('r1', 'a1')]);
    renderModal();
    expect(await screen.findByText(/It has 1 already: 1 more can be added\./)).toBeInTheDocument();
    expect(attachmentsApi.list).toHaveBeenCalledWith('r1');
    await userEvent.upload(screen.getByLabelText('Upload Files'), [file('one.pdf'), file('two.pdf')]);
    expect(screen.getByRole('button', { name: 'Remove one.pdf' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Remove two.pdf' })).not.toBeInTheDocument();
    expect(screen.getByText('A resource can have at most 2 files.')).toBeInTheDocument();
  });
});
