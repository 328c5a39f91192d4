import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, highlightsApi } from 'shared-ui';
import { highlight, renderAt } from 'shared-ui/testing';
import AdminRoutes from '../../../app/AdminRoutes';

afterEach(() => jest.restoreAllMocks());

const GRANT = highlight('h1');
const STUDY = highlight('h2', { title: 'SHIVA starts a study', project: 'SHIVA', image: null, date: '2025-01-20T12:00:00.000Z' });

const rowOf = (title: string) => screen.getByRole('rowheader', { name: title }).closest('tr') as HTMLElement;

async function askToDelete(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'Delete NOVA wins a grant' }));
  const dialog = await screen.findByRole('dialog');
  expect(dialog).toHaveTextContent('Delete this highlight?');
  expect(dialog).toHaveTextContent('“NOVA wins a grant” and its image will be removed');
  return dialog;
}

describe('HighlightsAdminPage', () => {
  it('lists the highlights with their details, links and actions', async () => {
    jest.spyOn(highlightsApi, 'list').mockResolvedValue([GRANT, STUDY]);
    renderAt('/admin/highlights', <AdminRoutes />);
    expect(screen.getByText('Loading highlights...')).toBeInTheDocument();
    await screen.findByRole('rowheader', { name: 'NOVA wins a grant' });
    expect(within(rowOf('NOVA wins a grant')).getAllByRole('cell').map((cell) => cell.textContent)).toEqual([
      'NOVA',
      'March 05, 2025',
      'Grace Liu',
      'Yes',
      'Edit NOVA wins a grantDelete NOVA wins a grant',
    ]);
    expect(within(rowOf('NOVA wins a grant')).getByRole('link', { name: 'NOVA wins a grant' })).toHaveAttribute('href', '/lab_highlights/h1');
    expect(screen.getByRole('link', { name: 'Edit SHIVA starts a study' })).toHaveAttribute('href', '/admin/highlights/h2/edit');
    expect(screen.getByRole('link', { name: 'New highlight' })).toHaveAttribute('href', '/admin/highlights/new');
  });

  it('says when there are none, and when they cannot be loaded', async () => {
    jest.spyOn(highlightsApi, 'list').mockResolvedValueOnce([]).mockRejectedValueOnce(new Error('offline'));
    const { unmount } = renderAt('/admin/highlights', <AdminRoutes />);
    expect(await screen.findByText('No Lab Highlights Have Been Posted')).toBeInTheDocument();
    unmount();
    renderAt('/admin/highlights', <AdminRoutes />);
    expect(await screen.findByText('Something Went Wrong! Check Your Connection!')).toBeInTheDocument();
  });

  it('deletes a highlight after asking, with the server message', async () => {
    const list = jest.spyOn(highlightsApi, 'list').mockResolvedValueOnce([GRANT, STUDY]).mockResolvedValue([STUDY]);
    const remove = jest.spyOn(highlightsApi, 'remove').mockResolvedValue({ message: 'Highlight deleted' });
    const user = userEvent.setup();
    renderAt('/admin/highlights', <AdminRoutes />);
    const dialog = await askToDelete(user);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    expect(remove).toHaveBeenCalledWith('h1');
    expect(await screen.findByText('Highlight deleted: "NOVA wins a grant".')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('rowheader', { name: 'NOVA wins a grant' })).not.toBeInTheDocument());
    expect(list).toHaveBeenCalledTimes(2);
  });

  it('deletes nothing when cancelled, and keeps the dialog open with the reason when deleting fails', async () => {
    jest.spyOn(highlightsApi, 'list').mockResolvedValue([GRANT]);
    const remove = jest.spyOn(highlightsApi, 'remove').mockRejectedValue(new ApiError('Highlight not found', 404));
    const user = userEvent.setup();
    renderAt('/admin/highlights', <AdminRoutes />);
    await user.click(within(await askToDelete(user)).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(remove).not.toHaveBeenCalled();

    const dialog = await askToDelete(user);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('"NOVA wins a grant" could not be deleted: Highlight not found');
  });
});
