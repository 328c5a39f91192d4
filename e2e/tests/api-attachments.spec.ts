import type { APIRequestContext } from '@playwright/test';
import { apiLogin, createMember, expect, test } from '../fixtures';

/**
 * Resource attachments through the real server (issue 6): the routes the Edit Resource dropzone
 * and the detail page use, with the limits and the authorization they promise.
 */
const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n');
const CSV = Buffer.from('participant,accuracy\n"P1, pilot",0.91\n');

function form(files: { name: string; body: Buffer; type?: string }[]) {
  const data = new FormData();
  for (const file of files) data.append('files', new Blob([new Uint8Array(file.body)], { type: file.type ?? '' }), file.name);
  return data;
}

async function createResource(request: APIRequestContext): Promise<string> {
  const reply = await request.post('/api/resources', {
    data: { title: 'Eye-tracking primer', category: { main: 'COGS 402', sub: '' }, author: 'Lab', resource_link: 'https://example.org/primer' },
  });
  expect(reply.ok(), await reply.text()).toBeTruthy();
  return (await reply.json()).data._id;
}

test('a resource keeps at most two files, saved by its creator, readable by every member', async ({ playwright, baseURL, member }) => {
  const owner = await playwright.request.newContext({ baseURL });
  await apiLogin(owner, member);
  const resourceId = await createResource(owner);
  const url = `/api/resources/${resourceId}/attachments`;

  const uploaded = await test.step('the creator uploads two files at once', async () => {
    const reply = await owner.post(url, { multipart: form([{ name: 'syllabus.pdf', body: PDF }, { name: 'scores.csv', body: CSV }]) });
    expect(reply.status(), await reply.text()).toBe(201);
    const body = await reply.json();
    expect(body.message).toBe('Files uploaded');
    expect(body.data.map((file: { fileName: string; mimeType: string }) => [file.fileName, file.mimeType])).toEqual([
      ['syllabus.pdf', 'application/pdf'],
      ['scores.csv', 'text/csv'],
    ]);
    return body.data as { url: string; _id: string }[];
  });

  await test.step('a third file is refused and nothing is saved', async () => {
    const reply = await owner.post(url, { multipart: form([{ name: 'more.pdf', body: PDF }]) });
    expect(reply.status()).toBe(400);
    expect((await reply.json()).message).toMatch(/^A resource can have at most 2 files\./);
    expect((await (await owner.get(url)).json()).data).toHaveLength(2);
  });

  const other = await playwright.request.newContext({ baseURL });
  await apiLogin(other, await createMember(playwright, baseURL!));

  await test.step('another member lists and downloads them, but may not change them', async () => {
    expect((await (await other.get(url)).json()).data.map((file: { _id: string }) => file._id)).toEqual(uploaded.map((file) => file._id));
    const download = await other.get(uploaded[1]!.url);
    expect(download.status()).toBe(200);
    expect(await download.body()).toEqual(CSV);
    expect(download.headers()['content-type']).toBe('text/csv; charset=utf-8');
    expect(download.headers()['content-disposition']).toBe("attachment; filename*=UTF-8''scores.csv");
    expect(download.headers()['x-content-type-options']).toBe('nosniff');
    const refused = await other.delete(uploaded[0]!.url);
    expect(refused.status()).toBe(403);
    expect((await refused.json()).message).toBe('You do not have permission to remove files of this resource');
  });

  await test.step('a visitor gets nothing', async () => {
    const visitor = await playwright.request.newContext({ baseURL });
    expect((await visitor.get(uploaded[0]!.url)).status()).toBe(401);
    await visitor.dispose();
  });

  await test.step('the creator removes one, and the rest go with the resource', async () => {
    const removed = await owner.delete(uploaded[0]!.url);
    expect(await removed.json()).toEqual({ message: 'Attachment deleted' });
    expect((await owner.delete(`/api/resources/${resourceId}`)).ok()).toBeTruthy();
    expect((await other.get(uploaded[1]!.url)).status()).toBe(404);
  });
  await owner.dispose();
  await other.dispose();
});

test('files over 10 MB and types the lab does not store are refused with a message', async ({ playwright, baseURL, member }) => {
  const owner = await playwright.request.newContext({ baseURL });
  await apiLogin(owner, member);
  const url = `/api/resources/${await createResource(owner)}/attachments`;
  const big = await owner.post(url, { multipart: form([{ name: 'big.txt', body: Buffer.alloc(10 * 1024 * 1024 + 1, 'a') }]) });
  expect(big.status()).toBe(413);
  expect((await big.json()).message).toBe('Each file must be 10 MB or smaller.');
  const page = await owner.post(url, { multipart: form([{ name: 'notes.pdf', body: Buffer.from('<html><script>alert(1)</script></html>'), type: 'application/pdf' }]) });
  expect(page.status()).toBe(400);
  expect((await page.json()).message).toMatch(/^"notes\.pdf" is not a file type the lab accepts\. Allowed: PDF, PNG, JPEG/);
  expect((await (await owner.get(url)).json()).data).toEqual([]);
  await owner.dispose();
});
