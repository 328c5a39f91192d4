import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { auditApi, type AuditQuery } from '../api/audit';
import { auditEntry } from '../../../testing/fixtures';
import { AuditPage } from './AuditPage';

/** What the page handed to the browser as downloads: file name and text. */
function captureDownloads() {
  const blobs = new Map<string, Blob>();
  const downloads: { name: string; blob: Blob }[] = [];
  URL.createObjectURL = jest.fn((blob: Blob) => {
    const url = `blob:${blobs.size}`;
    blobs.set(url, blob);
    return url;
  });
  URL.revokeObjectURL = jest.fn();
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    downloads.push({ name: this.download, blob: blobs.get(this.getAttribute('href') ?? '')! });
  });
  return downloads;
}

/** The file's bytes as text, its byte order mark kept (a decoder would drop it). */
const textOf = (blob: Blob) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new TextDecoder('utf-8', { ignoreBOM: true }).decode(reader.result as ArrayBuffer));
    reader.readAsArrayBuffer(blob);
  });

afterEach(() => jest.restoreAllMocks());

describe('Export CSV', () => {
  it('downloads every entry matching the applied filters, all pages of 500, as audit-<day>.csv', async () => {
    const user = userEvent.setup();
    const downloads = captureDownloads();
    const bigPages: Record<number, number> = { 1: 500, 2: 2 };
    const list = jest.spyOn(auditApi, 'list').mockImplementation(async (query: AuditQuery = {}) => {
      const count = query.pageSize === 500 ? bigPages[query.page ?? 1] : 1;
      const data = Array.from({ length: count }, (_, index) =>
        auditEntry(`${query.page}-${index}`, { action: 'user.deactivated', target: 'user', summary: `Deactivated member ${query.page}-${index}` }),
      );
      return { data, total: 502, page: query.page ?? 1, pageSize: query.pageSize ?? 50 };
    });
    render(<AuditPage />);
    await screen.findByRole('table');
    await user.selectOptions(screen.getByLabelText('Action'), 'Account deactivated');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(list).toHaveBeenLastCalledWith({ action: 'user.deactivated', page: 1, pageSize: 50 }));
    // A filter typed but not applied is not what the list shows, so the export leaves it out.
    await user.type(screen.getByLabelText('Member (username)'), 'nobody');

    await user.click(await screen.findByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(downloads).toHaveLength(1));
    expect(list.mock.calls.slice(-2).map(([query]) => query)).toEqual([
      { action: 'user.deactivated', page: 1, pageSize: 500 },
      { action: 'user.deactivated', page: 2, pageSize: 500 },
    ]);
    expect(downloads[0].name).toMatch(/^audit-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(downloads[0].blob.type).toBe('text/csv;charset=utf-8');
    const lines = (await textOf(downloads[0].blob)).split('\r\n');
    expect(lines).toHaveLength(504);
    expect(lines[0]).toBe('\uFEFFWhen (UTC),Who,Action,Action code,What,Target ID,Summary,Fields');
    expect(lines[1]).toBe('2026-03-05T12:00:00.000Z,ada,Account deactivated,user.deactivated,Account,r-1-0,Deactivated member 1-0,title; description');
    expect(lines[502]).toContain('Deactivated member 2-1');
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeEnabled();
  });

  it('says when the export fails', async () => {
    const user = userEvent.setup();
    captureDownloads();
    jest
      .spyOn(auditApi, 'list')
      .mockResolvedValueOnce({ data: [auditEntry('e1')], total: 1, page: 1, pageSize: 50 })
      .mockRejectedValue(new Error('Failed to connect to server'));
    render(<AuditPage />);
    await user.click(await screen.findByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The export failed: Failed to connect to server');
    expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(2);
  });
});
