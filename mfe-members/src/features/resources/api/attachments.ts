import { read, request, type Reply } from 'shared-ui';

/** A file attached to a resource; `url` downloads it (members only). */
export type ResourceAttachment = Reply<'get', '/api/resources/{id}/attachments'>['data'][number];

const path = (resourceId: string) => `/api/resources/${encodeURIComponent(resourceId)}/attachments`;

/** The files of a resource: members read them, its creator or an admin adds and removes them. */
export const attachmentsApi = {
  list: (resourceId: string) => read(path(resourceId), (reply: Reply<'get', '/api/resources/{id}/attachments'>) => reply.data),
  /** Sends the files as `files` parts; answers the resource's whole list after the upload. */
  upload: async (resourceId: string, files: File[]) => {
    const form = new FormData();
    for (const file of files) form.append('files', file, file.name);
    return (await request<Reply<'post', '/api/resources/{id}/attachments', 201>>('POST', path(resourceId), { form })).data;
  },
  remove: (resourceId: string, attachmentId: string) =>
    request<Reply<'delete', '/api/resources/{id}/attachments/{attachmentId}'>>('DELETE', `${path(resourceId)}/${encodeURIComponent(attachmentId)}`),
};
