import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, highlightsApi } from 'shared-ui';
import { highlight, renderAt } from 'shared-ui/testing';
import AdminRoutes from '../../../app/AdminRoutes';

afterEach(() => jest.restoreAllMocks());

const form = () => screen.getByRole('form', { name: 'Save changes' });

describe('EditHighlightPage', () => {
  it('starts from the highlight, and saves the changes, a removed paragraph and image included', async () => {
    const get = jest.spyOn(highlightsApi, 'get').mockResolvedValue(highlight('h1'));
    const update = jest.spyOn(highlightsApi, 'update').mockResolvedValue(highlight('h1', { title: 'A bigger grant', image: null }));
    jest.spyOn(highlightsApi, 'list').mockResolvedValue([]);
    const user = userEvent.setup();
    renderAt('/admin/highlights/h1/edit', <AdminRoutes />);
    expect(screen.getByText('Loading the highlight...')).toBeInTheDocument();
    const title = await within(await screen.findByRole('form', { name: 'Save changes' })).findByLabelText('Title');
    expect(get).toHaveBeenCalledWith('h1');
    expect(title).toHaveValue('NOVA wins a grant');
    expect(within(form()).getByLabelText('Project')).toHaveValue('NOVA');
    expect(within(form()).getByLabelText('Paragraph 2')).toHaveValue('Second.');
    expect(within(form()).queryByLabelText('Paragraph 3')).not.toBeInTheDocument();
    expect(within(form()).getByRole('img', { name: 'The current image' })).toHaveAttribute('src', '/api/highlights/h1/image?v=abc');

    await user.clear(title);
    await user.type(title, 'A bigger grant');
    await user.click(within(form()).getByRole('button', { name: 'Remove paragraph 2' }));
    await user.click(within(form()).getByLabelText('Remove the current image'));
    expect(within(form()).queryByRole('img')).not.toBeInTheDocument();
    await user.click(within(form()).getByRole('button', { name: 'Save changes' }));

    const [id, sent] = update.mock.calls[0];
    expect(id).toBe('h1');
    expect(sent.get('title')).toBe('A bigger grant');
    expect(sent.get('paragraph1')).toBe('First.');
    expect(sent.get('paragraph2')).toBe('');
    expect(sent.get('removeImage')).toBe('true');
    expect(await screen.findByText('Saved "A bigger grant".')).toBeInTheDocument();
  });

  it("shows the server's message when the highlight cannot be loaded", async () => {
    jest.spyOn(highlightsApi, 'get').mockRejectedValue(new ApiError('Highlight not found', 404));
    renderAt('/admin/highlights/nope/edit', <AdminRoutes />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Highlight not found');
  });
});
