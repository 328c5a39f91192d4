import { request } from './client';
import type { ResourceAttachment } from './types';

const path = (resourceId: string) => `/api/resources/${encodeURIComponent(resourceId)}/attachments`;

/** The files of a resource: members read them, its creator or an admin adds and removes them. */
export const attachmentsApi = {
  list: async (resourceId: string) => (await request<{ data: ResourceAttachment[] }>('GET', path(resourceId))).data,
  /** Sends the files as `files` parts; answers the resource's whole list after the upload. */
  upload: async (resourceId: string, files: File[]) => {
    const form = new FormData();
    for (const file of files) form.append('files', file, file.name);
    return (await request<{ data: ResourceAttachment[]; message: string }>('POST', path(resourceId), { form })).data;
  },
  remove: (resourceId: string, attachmentId: string) =>
    request<{ message: string }>('DELETE', `${path(resourceId)}/${encodeURIComponent(attachmentId)}`),
};
