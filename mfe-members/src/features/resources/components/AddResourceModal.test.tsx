import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from 'shared-ui';
import { resourcesApi } from '../api/resources';
import { resource } from '../../../testing/fixtures';
import { onResourcesChanged } from '../hooks/use-resources-changed';
import { AddResourceModal } from './AddResourceModal';

afterEach(() => jest.restoreAllMocks());

function renderModal() {
  const onClose = jest.fn();
  render(<AddResourceModal show onClose={onClose} />);
  return { onClose };
}

async function fillIn(values: { title?: string; author?: string; description?: string; type?: string; link?: string }) {
  if (values.title) await userEvent.type(screen.getByLabelText('Title'), values.title);
  if (values.author) await userEvent.type(screen.getByLabelText('Author'), values.author);
  if (values.description) await userEvent.type(screen.getByLabelText('Description'), values.description);
  if (values.type) await userEvent.click(screen.getByRole('radio', { name: values.type }));
  if (values.link) await userEvent.type(screen.getByLabelText('Resource Link'), values.link);
}

describe('AddResourceModal', () => {
  it('has the title and fields of the spec: Title, Author, Description (4 rows), the four types, Resource Link', () => {
    renderModal();
    expect(screen.getByRole('dialog', { name: 'Add Resource' })).toBeInTheDocument();
    expect(screen.getByLabelText('Title')).toHaveAttribute('type', 'text');
    expect(screen.getByLabelText('Author')).toBeInTheDocument();
    expect(screen.getByLabelText('Description').tagName).toBe('TEXTAREA');
    expect(screen.getByLabelText('Description')).toHaveAttribute('rows', '4');
    expect(screen.getByRole('group', { name: 'Type' })).toBeInTheDocument();
    expect(screen.getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual([
      'COGS 402',
      'Skills Workshops',
      'Research Project',
      'Career Workshops',
    ]);
    expect(screen.getByLabelText('Resource Link')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add Resource' })).toBeEnabled();
  });

  it('requires title, author, category and link, and sends nothing until they are given', async () => {
    const create = jest.spyOn(resourcesApi, 'create');
    renderModal();
    await userEvent.click(screen.getByRole('button', { name: 'Add Resource' }));
    expect(await screen.findByText('Please provide a title for the resource')).toBeInTheDocument();
    expect(screen.getByText('Please provide the author(s) for the resource')).toBeInTheDocument();
    expect(screen.getByText('Category is required.')).toBeInTheDocument();
    expect(screen.getByText('Please provide a link to the resource')).toBeInTheDocument();
    expect(screen.getByLabelText('Title')).toHaveAccessibleDescription('Please provide a title for the resource');
    expect(create).not.toHaveBeenCalled();
  });

  // The API's limits; one field for each message's wording. The other fields are valid, so only
  // the length keeps the resource from being sent.
  it.each([
    ['Title', 'At most 200 characters', 'title', 'x'.repeat(201)],
    ['Description', 'At most 5000 characters', 'description', 'x'.repeat(5001)],
    ['Resource Link', 'At most 2048 characters', 'link', `https://example.org/${'a'.repeat(2029)}`],
  ])('refuses a %s over its length with "%s", sending nothing', async (label, message, key, value) => {
    const create = jest.spyOn(resourcesApi, 'create');
    renderModal();
    await fillIn({ title: 'Slides', author: 'Ada Lovelace', type: 'COGS 402', link: 'example.org', [key]: undefined });
    await userEvent.click(screen.getByLabelText(label));
    await userEvent.paste(value);
    await userEvent.tab();
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByLabelText(label)).toHaveAccessibleDescription(expect.stringContaining(message));
    await userEvent.click(screen.getByRole('button', { name: 'Add Resource' }));
    expect(screen.getByText(message)).toBeInTheDocument();
    expect(create).not.toHaveBeenCalled();
  });

  it('checks the link is a web address once the field is left, and accepts one without https://', async () => {
    renderModal();
    await userEvent.type(screen.getByLabelText('Resource Link'), 'not a link');
    await userEvent.tab();
    expect(await screen.findByText('Please enter a valid url')).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText('Resource Link'));
    await userEvent.type(screen.getByLabelText('Resource Link'), 'example.org/slides.pdf');
    await waitFor(() => expect(screen.queryByText('Please enter a valid url')).not.toBeInTheDocument());
  });

  it('adds the resource with an empty sub-category, says Adding... meanwhile, then refreshes, resets and closes', async () => {
    let answer: (value: Awaited<ReturnType<typeof resourcesApi.create>>) => void = () => undefined;
    const create = jest.spyOn(resourcesApi, 'create').mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const changed = jest.fn();
    const stop = onResourcesChanged(changed);
    const { onClose } = renderModal();
    await fillIn({ title: ' Poster template ', author: 'Ada Lovelace', description: 'For the lab fair.', type: 'Research Project', link: 'example.org/poster' });
    await userEvent.click(screen.getByRole('button', { name: 'Add Resource' }));

    expect(await screen.findByRole('button', { name: 'Adding...' })).toBeDisabled();
    expect(create).toHaveBeenCalledWith({
      title: 'Poster template',
      author: 'Ada Lovelace',
      description: 'For the lab fair.',
      category: { main: 'Research Project', sub: '' },
      resource_link: 'example.org/poster',
    });
    answer(resource('new'));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(changed).toHaveBeenCalledTimes(1);
    expect(screen.getByLabelText('Title')).toHaveValue('');
    expect(screen.getByRole('radio', { name: 'Research Project' })).not.toBeChecked();
    stop();
  });

  it('only logs a failed add (spec section 8): the form stays as it was', async () => {
    jest.spyOn(resourcesApi, 'create').mockRejectedValue(new ApiError('Failed to connect to server', 0));
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { onClose } = renderModal();
    await fillIn({ title: 'Poster', author: 'Ada', type: 'COGS 402', link: 'https://example.org' });
    await userEvent.click(screen.getByRole('button', { name: 'Add Resource' }));
    await waitFor(() => expect(log).toHaveBeenCalledWith('Could not add the resource', expect.any(ApiError)));
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Title')).toHaveValue('Poster');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
