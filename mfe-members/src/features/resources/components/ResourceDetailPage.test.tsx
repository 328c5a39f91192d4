import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from 'shared-ui';
import { Route, Routes } from 'shared-ui/router';
import { renderAt } from 'shared-ui/testing';
import { attachmentsApi } from '../api/attachments';
import { resourcesApi } from '../api/resources';
import { attachment, resource } from '../../../testing/fixtures';
import { resourceModals } from '../hooks/use-resource-modals';
import { ResourceDetailPage } from './ResourceDetailPage';

beforeEach(() => {
  jest.spyOn(attachmentsApi, 'list').mockResolvedValue([]);
});
afterEach(() => jest.restoreAllMocks());

function renderDetail(id: string) {
  return renderAt(
    `/resources/${id}`,
    <Routes>
      <Route path="/resources/:resourceId" element={<ResourceDetailPage />} />
    </Routes>,
  );
}

const RESUME = resource('r1', {
  title: 'Resume clinic',
  description: 'Bring a printed copy.\nWe go through it line by line.',
  resource_link: 'example.org/cv',
  category: { main: 'Career Workshops', sub: 'Resume Building' },
});

describe('ResourceDetailPage', () => {
  it('shows the resource and its description with the link rules of the list', async () => {
    jest.spyOn(resourcesApi, 'get').mockResolvedValue(RESUME);
    renderDetail('r1');
    expect(screen.getByText('Loading resource...')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Resume clinic' })).toBeInTheDocument();
    expect(screen.getByText(/Bring a printed copy\./)).toHaveTextContent('Bring a printed copy. We go through it line by line.');
    expect(screen.getByText('Career Workshops')).toBeInTheDocument();
    expect(screen.getByText('Resume Building')).toBeInTheDocument();
    expect(await screen.findByText('March 05, 2025')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'example.org/cv' })).toHaveAttribute('href', 'https://example.org/cv');
    expect(screen.getByRole('link', { name: 'Back to Resources' })).toHaveAttribute('href', '/resources');
  });

  it("shows 'Error Bad Link', not a link, for a resource without one", async () => {
    jest.spyOn(resourcesApi, 'get').mockResolvedValue({ ...RESUME, resource_link: '' });
    renderDetail('r1');
    expect(await screen.findByText('Error Bad Link')).toBeInTheDocument();
    expect(screen.getByText('Error Bad Link').closest('a')).toBeNull();
  });

  it('lists the files of the resource as downloads', async () => {
    jest.spyOn(resourcesApi, 'get').mockResolvedValue(RESUME);
    jest.spyOn(attachmentsApi, 'list').mockResolvedValue([
      attachment('r1', 'a1', { fileName: 'cv-template.docx', size: 14 * 1024 }),
      attachment('r1', 'a2', { fileName: 'checklist.pdf', size: 820 }),
    ]);
    renderDetail('r1');
    const files = await screen.findByRole('region', { name: 'Files' });
    const template = await within(files).findByRole('link', { name: 'cv-template.docx' });
    expect(template).toHaveAttribute('href', '/api/resources/r1/attachments/a1');
    expect(template).toHaveAttribute('download', 'cv-template.docx');
    expect(within(files).getByText('14 KB')).toBeInTheDocument();
    expect(within(files).getByRole('link', { name: 'checklist.pdf' })).toHaveAttribute('href', '/api/resources/r1/attachments/a2');
    expect(attachmentsApi.list).toHaveBeenCalledWith('r1');
  });

  it('says when the resource has no files', async () => {
    jest.spyOn(resourcesApi, 'get').mockResolvedValue(RESUME);
    renderDetail('r1');
    expect(await screen.findByText('No files attached.')).toBeInTheDocument();
  });

  it('deletes a file after asking, and lists the files again', async () => {
    jest.spyOn(resourcesApi, 'get').mockResolvedValue(RESUME);
    jest
      .spyOn(attachmentsApi, 'list')
      .mockResolvedValueOnce([attachment('r1', 'a1', { fileName: 'old.pdf' })])
      .mockResolvedValue([]);
    const remove = jest.spyOn(attachmentsApi, 'remove').mockResolvedValue({ message: 'Attachment deleted' });
    renderDetail('r1');
    await userEvent.click(await screen.findByRole('button', { name: 'Delete old.pdf' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete file' });
    expect(dialog).toHaveTextContent('Delete old.pdf? This cannot be undone.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(remove).toHaveBeenCalledWith('r1', 'a1');
    expect(await screen.findByText('No files attached.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("keeps the dialog open with the server's refusal when someone else may not delete the file", async () => {
    jest.spyOn(resourcesApi, 'get').mockResolvedValue(RESUME);
    jest.spyOn(attachmentsApi, 'list').mockResolvedValue([attachment('r1', 'a1', { fileName: 'old.pdf' })]);
    jest
      .spyOn(attachmentsApi, 'remove')
      .mockRejectedValue(new ApiError('You do not have permission to change the files of this resource', 403));
    renderDetail('r1');
    await userEvent.click(await screen.findByRole('button', { name: 'Delete old.pdf' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete file' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await within(dialog).findByText('You do not have permission to change the files of this resource')).toBeInTheDocument();
  });

  it('offers Edit Resource, opening the modal with this resource', async () => {
    jest.spyOn(resourcesApi, 'get').mockResolvedValue(RESUME);
    const open = jest.spyOn(resourceModals, 'open');
    renderDetail('r1');
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Resource Resume clinic' }));
    expect(open.mock.calls).toEqual([['editResource', RESUME]]);
  });

  it('shows the 404 page for a resource the API does not know', async () => {
    jest.spyOn(resourcesApi, 'get').mockRejectedValue(new ApiError('Resource not found', 404));
    renderDetail('gone');
    expect(await screen.findByRole('heading', { name: '404 Error' })).toBeInTheDocument();
  });

  it('says when the resource cannot be loaded', async () => {
    jest.spyOn(resourcesApi, 'get').mockRejectedValue(new ApiError('Failed to connect to server', 0));
    renderDetail('r1');
    expect(await screen.findByText('Something Went Wrong! Check Your Connection!')).toBeInTheDocument();
  });
});
