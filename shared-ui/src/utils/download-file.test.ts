import { downloadFile } from './download-file';

afterEach(() => jest.restoreAllMocks());

/** jsdom's Blob has no text(). */
const textOf = (blob: Blob) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(blob);
  });

it('hands the content to the browser as a named download, then frees the object URL', async () => {
  const blobs: Blob[] = [];
  URL.createObjectURL = jest.fn((blob: Blob) => {
    blobs.push(blob);
    return 'blob:download-1';
  });
  URL.revokeObjectURL = jest.fn();
  const clicked: { href: string; download: string; attached: boolean }[] = [];
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    clicked.push({ href: this.href, download: this.download, attached: document.body.contains(this) });
  });

  downloadFile('audit-2026-01-02.csv', 'a,b\r\n', 'text/csv;charset=utf-8');

  expect(clicked).toEqual([{ href: 'blob:download-1', download: 'audit-2026-01-02.csv', attached: true }]);
  expect(blobs[0].type).toBe('text/csv;charset=utf-8');
  expect(await textOf(blobs[0])).toBe('a,b\r\n');
  expect(document.querySelector('a')).toBeNull();
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:download-1');
});
