import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from 'shared-ui';
import { renderAt } from 'shared-ui/testing';
import { snapshot } from '../../../testing/fixtures';
import { setUpTimelinePage, showTimeline, shownTitles, TWELVE } from '../../../testing/timeline-page';
import { TimelinePage } from './TimelinePage';
import { snapshotsApi } from '../api/snapshots';

setUpTimelinePage();

describe('TimelinePage: delete', () => {
  it('keeps the dialog open with the error and the server reason when the delete fails', async () => {
    const remove = jest.spyOn(snapshotsApi, 'remove').mockRejectedValue(new ApiError('You do not have permission to delete this entry', 403));
    await showTimeline([snapshot('a', { title: 'Guest talk' })]);
    await userEvent.click(screen.getByRole('button', { name: 'Delete Guest talk' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/Delete .Guest talk.\? This cannot be undone\./)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await within(dialog).findByText('error: fail to delete')).toBeInTheDocument();
    expect(within(dialog).getByText('You do not have permission to delete this entry')).toBeInTheDocument();
    expect(remove).toHaveBeenCalledWith('a');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(shownTitles()).toContain('Guest talk');
  });

  it('closes the dialog and removes the entry when the delete succeeds, the page following', async () => {
    jest.spyOn(snapshotsApi, 'remove').mockResolvedValue({ message: 'Timeline entry deleted' });
    await showTimeline(TWELVE.slice(0, 6));
    await userEvent.click(screen.getByRole('button', { name: '2' }));
    expect(shownTitles()).toEqual(['Day 1']);
    await userEvent.click(screen.getByRole('button', { name: 'Delete Day 1' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await screen.findByText('5 entries');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // The second page is gone; the first is shown.
    expect(shownTitles()).toEqual(['Day 11', 'Day 9', 'Day 7', 'Day 5', 'Day 3']);
  });

  it('closes the dialog on Cancel and deletes nothing', async () => {
    const remove = jest.spyOn(snapshotsApi, 'remove');
    await showTimeline([snapshot('a', { title: 'Guest talk' })]);
    await userEvent.click(screen.getByRole('button', { name: 'Delete Guest talk' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    expect(remove).not.toHaveBeenCalled();
    expect(shownTitles()).toEqual(['Guest talk']);
  });
});

/** jsdom's Blob has no text() nor arrayBuffer(); its FileReader does the job. */
function bytesOf(blob: Blob): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(blob);
  });
}

describe('TimelinePage: CSV export', () => {
  it('downloads the entries the search and filters let through, every page of them', async () => {
    const files: Blob[] = [];
    URL.createObjectURL = jest.fn((blob: Blob) => {
      files.push(blob);
      return 'blob:timeline';
    });
    URL.revokeObjectURL = jest.fn();
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    await showTimeline();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search the timeline' }), 'day 1{Enter}');
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));

    expect(click).toHaveBeenCalledTimes(1);
    const link = click.mock.contexts[0] as HTMLAnchorElement;
    expect(link.download).toMatch(/^timeline-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(files[0].type).toBe('text/csv;charset=utf-8');
    const bytes = await bytesOf(files[0]);
    expect(Array.from(bytes.slice(0, 3))).toEqual([0xef, 0xbb, 0xbf]);
    const rows = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes).split('\r\n');
    expect(rows[0]).toBe('\uFEFFTitle,Date,Project,Categories,Author,Descriptions,Hyperlinks,Contributors');
    expect(rows.slice(1, -1).map((row) => row.split(',')[0])).toEqual(['Day 12', 'Day 11', 'Day 10', 'Day 1']);
  });

  it('offers no export when nothing is shown', async () => {
    jest.spyOn(snapshotsApi, 'list').mockResolvedValue([]);
    renderAt('/timeline', <TimelinePage />);
    await screen.findByText('No Timelines to display');
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
  });
});
