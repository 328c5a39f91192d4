import { insertResource } from '../repositories/resources.js';
import { multipart } from './multipart.js';
import type { TestContext, TestUser } from './test-context.js';
import { storedRows } from './uploads.js';

export const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n');
export const CSV = Buffer.from('name,score\n"Ada, L.",10\nGrace,9\n');

export type File = { file: Buffer; name: string };

/** The calls and records the attachments tests share, made on `ctx`'s app and database. */
export function attachmentRequests(ctx: TestContext) {
  async function resourceOf(owner: TestUser): Promise<string> {
    const row = await insertResource(ctx.database.db, {
      title: 'Eye-tracking primer',
      description: '',
      categoryMain: 'COGS 402',
      categorySub: '',
      author: 'Lab',
      resourceLink: 'https://x.org',
      createdBy: owner.user.id,
    });
    return row.id;
  }

  async function upload(as: TestUser | undefined, resourceId: string, files: File[]) {
    const form = await multipart({ files });
    return ctx.inject({ method: 'POST', url: `/api/resources/${resourceId}/attachments`, as, ...form });
  }

  const list = (as: TestUser | undefined, resourceId: string) =>
    ctx.inject({ method: 'GET', url: `/api/resources/${resourceId}/attachments`, as });

  const storedCount = () => storedRows(ctx.database, 'attachments');

  return { resourceOf, upload, list, storedCount };
}
