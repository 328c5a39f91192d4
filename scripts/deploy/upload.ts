import { randomBytes } from 'node:crypto';
import { post, write, type Answer } from './portal-request';

// Small enough for the progress bar to move on a slow line, large enough not to cost time.
const CHUNK = 64 * 1024;

export interface Upload {
  portal: string;
  remote: string;
  token: string;
  archive: Buffer;
  /** Text fields sent before the archive: what git says of its source. */
  fields: Record<string, string>;
  /** Called as the archive goes out, with the bytes sent so far and the archive's size. */
  onProgress: (sent: number, total: number) => void;
}

/** Sends the archive as a new version of the remote: field `bundle` of a multipart/form-data body, its text fields first. */
export function uploadBundle({ portal, remote, token, archive, fields, onProgress }: Upload): Promise<Answer> {
  const boundary = `lab-deploy-${randomBytes(16).toString('hex')}`;
  const text = Object.entries(fields).map(([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`);
  const head = Buffer.from(
    text.join('') +
      `--${boundary}\r\n` +
      `Content-Disposition: form-data; name="bundle"; filename="${remote}.tar.gz"\r\n` +
      'Content-Type: application/gzip\r\n\r\n',
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const headers = {
    authorization: `Bearer ${token}`,
    'content-type': `multipart/form-data; boundary=${boundary}`,
    'content-length': head.length + archive.length + tail.length,
  };
  return post(`${portal}/api/remotes/${encodeURIComponent(remote)}/versions`, headers, async (request) => {
    await write(request, head);
    for (let offset = 0; offset < archive.length && !request.destroyed; offset += CHUNK) {
      const chunk = archive.subarray(offset, offset + CHUNK);
      await write(request, chunk);
      onProgress(offset + chunk.length, archive.length);
    }
    await write(request, tail);
  });
}
