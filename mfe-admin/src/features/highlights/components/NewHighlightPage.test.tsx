import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, highlightsApi } from 'shared-ui';
import { file, highlight, renderAt } from 'shared-ui/testing';
import AdminRoutes from '../../../app/AdminRoutes';

beforeEach(() => {
  URL.createObjectURL = jest.fn(() => 'blob:preview');
  URL.revokeObjectURL = jest.fn();
});
afterEach(() => jest.restoreAllMocks());

const form = () => screen.getByRole('form', { name: 'Post highlight' });
const field = (label: string) => within(form()).getByLabelText(label);

async function fillIn(user: ReturnType<typeof userEvent.setup>) {
  await user.type(field('Title'), 'NOVA wins a grant');
  await user.selectOptions(field('Project'), 'NOVA');
  fireEvent.change(field('Date'), { target: { value: '2025-03-05' } });
  await user.type(field('Author'), 'Grace Liu');
  await user.type(field('Description'), 'A short summary.');
  await user.type(field('Paragraph 1'), 'First.');
}

function renderPage() {
  const user = userEvent.setup({ applyAccept: false });
  renderAt('/admin/highlights/new', <AdminRoutes />);
  return user;
}

describe('NewHighlightPage', () => {
  it('names every missing field and posts nothing', async () => {
    const create = jest.spyOn(highlightsApi, 'create');
    const user = renderPage();
    await user.click(within(form()).getByRole('button', { name: 'Post highlight' }));
    for (const message of [
      'Title is required',
      'Project is required',
      'Author is required',
      'Description is required',
      'Paragraph 1 is required; write it or remove it',
    ]) {
      expect(await within(form()).findByText(message)).toBeInTheDocument();
    }
    expect(field('Title')).toHaveAttribute('aria-invalid', 'true');
    expect(create).not.toHaveBeenCalled();
  });

  it('adds up to four paragraphs and removes them', async () => {
    const user = renderPage();
    const add = within(form()).getByRole('button', { name: 'Add paragraph' });
    expect(within(form()).queryByRole('button', { name: /Remove paragraph/ })).not.toBeInTheDocument();
    await user.click(add);
    expect(field('Paragraph 2')).toHaveFocus();
    await user.type(field('Paragraph 2'), 'Second.');
    await user.click(add);
    await user.type(field('Paragraph 3'), 'Third.');
    await user.click(add);
    expect(add).toBeDisabled();
    expect(within(form()).getByText('Up to 4 paragraphs (4 of 4).')).toBeInTheDocument();

    await user.click(within(form()).getByRole('button', { name: 'Remove paragraph 2' }));
    expect(field('Paragraph 2')).toHaveValue('Third.');
    expect(within(form()).queryByLabelText('Paragraph 4')).not.toBeInTheDocument();
    expect(add).toBeEnabled();
  });

  it("refuses an image over 2 MB with the profile picture's message", async () => {
    const create = jest.spyOn(highlightsApi, 'create');
    const user = renderPage();
    await fillIn(user);
    await user.upload(field('Choose an image (optional)'), file('picture.png', 2_097_153, 'image/png'));
    expect(await within(form()).findByText('Uploaded file is too large (max 2MB).')).toBeInTheDocument();
    expect(within(form()).queryByRole('img')).not.toBeInTheDocument();
    await user.click(within(form()).getByRole('button', { name: 'Post highlight' }));
    expect(create).not.toHaveBeenCalled();

    await user.upload(field('Choose an image (optional)'), file('picture.png', 2_097_152, 'image/png'));
    expect(within(form()).queryByText('Uploaded file is too large (max 2MB).')).not.toBeInTheDocument();
    expect(await within(form()).findByRole('img', { name: 'Preview of the chosen image' })).toHaveAttribute('src', 'blob:preview');
  });

  it('refuses a file that is not an image', async () => {
    const user = renderPage();
    await user.upload(field('Choose an image (optional)'), file('notes.pdf', 100));
    expect(await within(form()).findByText('Only image files are allowed (JPEG, PNG, WebP or GIF).')).toBeInTheDocument();
    await user.click(within(form()).getByRole('button', { name: 'Clear the chosen image' }));
    expect(within(form()).queryByText('Only image files are allowed (JPEG, PNG, WebP or GIF).')).not.toBeInTheDocument();
  });

  it('posts the form with its image and goes back to the list, which says so', async () => {
    const posted = highlight('h9', { title: 'NOVA wins a grant' });
    const create = jest.spyOn(highlightsApi, 'create').mockResolvedValue(posted);
    jest.spyOn(highlightsApi, 'list').mockResolvedValue([posted]);
    const user = renderPage();
    await fillIn(user);
    const image = file('picture.png', 1000, 'image/png');
    await user.upload(field('Choose an image (optional)'), image);
    await user.click(within(form()).getByRole('button', { name: 'Post highlight' }));

    const sent = create.mock.calls[0][0];
    expect(sent.get('title')).toBe('NOVA wins a grant');
    expect(sent.get('project')).toBe('NOVA');
    expect(sent.get('paragraph1')).toBe('First.');
    expect(sent.get('paragraph2')).toBe('');
    expect(sent.get('image')).toBe(image);
    expect(await screen.findByRole('heading', { level: 1, name: 'Edit Highlights' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/admin/highlights');
    expect(screen.getByText('Posted "NOVA wins a grant".')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View it on Lab Highlights' })).toHaveAttribute('href', '/lab_highlights/h9');
  });

  it("shows the server's message when posting fails", async () => {
    jest.spyOn(highlightsApi, 'create').mockRejectedValue(new ApiError('Uploaded file is too large (max 2MB).', 413));
    const user = renderPage();
    await fillIn(user);
    await user.click(within(form()).getByRole('button', { name: 'Post highlight' }));
    expect(await within(form()).findByRole('alert')).toHaveTextContent('Uploaded file is too large (max 2MB).');
    expect(screen.getByTestId('location')).toHaveTextContent('/admin/highlights/new');
  });
});
