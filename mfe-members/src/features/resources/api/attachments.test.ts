/**
 * @jest-environment node
 */
import { ApiError } from 'shared-ui';
import { replyWith } from 'shared-ui/testing';
import { attachmentsApi } from './attachments';

const attachment = {
  _id: 'a1',
  resourceId: 'r 1',
  fileName: 'notes.pdf',
  mimeType: 'application/pdf',
  size: 4,
  createdAt: '2026-01-01T00:00:00.000Z',
  url: '/api/resources/r%201/attachments/a1',
};

it('lists the files of a resource', async () => {
  const fetch = replyWith(200, { data: [attachment] });
  await expect(attachmentsApi.list('r 1')).resolves.toEqual([attachment]);
  expect(fetch).toHaveBeenCalledWith('/api/resources/r%201/attachments', expect.objectContaining({ method: 'GET', credentials: 'include' }));
});

it('uploads every file as a "files" part of one form and answers the new list', async () => {
  const fetch = replyWith(201, { data: [attachment], message: 'Files uploaded' });
  const files = [new File(['%PDF'], 'notes.pdf', { type: 'application/pdf' }), new File(['a,b'], 'data.csv')];
  await expect(attachmentsApi.upload('r 1', files)).resolves.toEqual([attachment]);
  const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
  expect(url).toBe('/api/resources/r%201/attachments');
  expect(init.method).toBe('POST');
  const form = init.body as FormData;
  expect((form.getAll('files') as File[]).map((file) => file.name)).toEqual(['notes.pdf', 'data.csv']);
  expect(init.headers).toBeUndefined();
});

it("passes the server's refusal on as an ApiError", async () => {
  replyWith(400, { message: 'A resource can have at most 2 files.' });
  await expect(attachmentsApi.upload('r1', [new File(['x'], 'x.txt')])).rejects.toEqual(new ApiError('A resource can have at most 2 files.', 400));
});

it('removes one file', async () => {
  const fetch = replyWith(200, { message: 'Attachment deleted' });
  await expect(attachmentsApi.remove('r1', 'a/1')).resolves.toEqual({ message: 'Attachment deleted' });
  expect(fetch).toHaveBeenCalledWith('/api/resources/r1/attachments/a%2F1', expect.objectContaining({ method: 'DELETE' }));
});
