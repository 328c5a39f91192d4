import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { deployTokensApi } from '../api/deploy-tokens';
import { remotesApi, type RemoteStatus } from '../api/remotes';
import { RELEASING, TIMELINE, versionDiff } from '../../../testing/fixtures';
import { RemotesPage } from './RemotesPage';

beforeEach(() => jest.spyOn(deployTokensApi, 'list').mockResolvedValue([]));
afterEach(() => jest.restoreAllMocks());

async function renderPage(remotes: RemoteStatus[] = [RELEASING]) {
  jest.spyOn(remotesApi, 'list').mockResolvedValue(remotes);
  const user = userEvent.setup();
  render(<RemotesPage />);
  const table = await screen.findByRole('table', { name: 'Versions of mfe-timeline, newest first' });
  return { user, table };
}

const rowOf = (table: HTMLElement, version: string) => within(table).getByRole('rowheader', { name: version }).closest('tr') as HTMLElement;
const cellsOf = (row: HTMLElement) => within(row).getAllByRole('cell').map((cell) => cell.textContent);
/** What the details say of a term: the definition after it. */
const factOf = (details: HTMLElement, term: string) => within(details).getByText(`${term}:`).nextElementSibling?.textContent;

describe('versions', () => {
  it('say where each stands, in words: active, in rollout with its share, uploaded', async () => {
    const { table } = await renderPage();
    expect(cellsOf(rowOf(table, '4'))[0]).toBe('In rollout to 25 %');
    expect(cellsOf(rowOf(table, '3'))[0]).toBe('Active');
    expect(cellsOf(rowOf(table, '2'))[0]).toBe('Uploaded');
    expect(screen.getByText('Version 4 is rolling out to 25 % of visitors; the others get version 3.')).toBeInTheDocument();
  });

  it('show the commit each was built from and how it fares', async () => {
    const { table } = await renderPage();
    expect(cellsOf(rowOf(table, '3')).slice(5, 7)).toEqual(['3a1b2c3 on main', '400 page loads, 1.3 % failed']);
    expect(cellsOf(rowOf(table, '2'))[5]).toBe('2a1b2c3 on main, with uncommitted changes');
    expect(cellsOf(rowOf(table, '1')).slice(5, 7)).toEqual(['Not recorded', 'Not recorded']);
  });

  it('open their details on demand: who and what, health, and the changes against the active version, loaded then', async () => {
    const diff = jest.spyOn(remotesApi, 'diff').mockResolvedValue(versionDiff());
    const { user, table } = await renderPage();
    expect(diff).not.toHaveBeenCalled();
    const toggle = within(rowOf(table, '4')).getByRole('button', { name: 'Details of version 4 of mfe-timeline' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const details = document.getElementById(toggle.getAttribute('aria-controls') as string) as HTMLElement;
    expect(diff).toHaveBeenCalledWith('mfe-timeline', 4);
    expect(factOf(details, 'Deployed by')).toBe('deploy token 1a2b3c4d');
    expect(factOf(details, 'Commit')).toBe('4a1b2c3d4e5f6');
    expect(factOf(details, 'Author')).toBe('Ada Lovelace');
    expect(factOf(details, 'Uncommitted changes')).toBe('No');
    expect(factOf(details, 'Render errors')).toBe('2');
    expect(factOf(details, 'Failure rate')).toBe('1.3 %');
    expect(factOf(details, 'Why the server did not draw pages')).toBe('render timed out (1)');

    expect(await within(details).findByText('Compared with version 3, which pages load now:')).toBeInTheDocument();
    const items = within(details)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(items).toEqual([
      '/timeline/charts',
      '/timeline/stats',
      '"Charts" in the top bar, linking to /timeline/charts',
      '/timeline: "Timeline" becomes "Lab timeline"',
      'moment 2.30.1',
      'formik 2.4.9 becomes 2.4.10',
    ]);
    const sizes = within(details).getByRole('table', { name: 'Size of version 4 of mfe-timeline against version 3' });
    expect(cellsOf(within(sizes).getByRole('rowheader', { name: 'First-load JS' }).closest('tr') as HTMLElement)).toEqual(['117.2 KB', '95.7 KB', '-21.5 KB']);

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText('Compared with version 3, which pages load now:')).not.toBeInTheDocument();
  });

  it('say when the changes name nothing, and what could not be read', async () => {
    const empty = { added: [], removed: [] };
    const notes = ['Version 1: its mf-manifest.json could not be read, so what depends on it is left out.'];
    jest.spyOn(remotesApi, 'diff').mockResolvedValue(versionDiff({ routes: empty, menus: empty, heads: { changed: [] }, shared: { ...empty, changed: [] }, notes }));
    const { user, table } = await renderPage();
    await user.click(within(rowOf(table, '2')).getByRole('button', { name: 'Details of version 2 of mfe-timeline' }));
    expect(await screen.findByText('No page, menu entry, page title or shared module changes.')).toBeInTheDocument();
    expect(screen.getByText('Not compared')).toBeInTheDocument();
    expect(screen.getByText(notes[0])).toBeInTheDocument();
  });

  it('say when the changes cannot be loaded, and Retry loads them again', async () => {
    const diff = jest.spyOn(remotesApi, 'diff').mockRejectedValueOnce(new Error('offline')).mockResolvedValue(versionDiff());
    const { user, table } = await renderPage();
    await user.click(within(rowOf(table, '4')).getByRole('button', { name: 'Details of version 4 of mfe-timeline' }));
    expect(await screen.findByText('Something Went Wrong! Check Your Connection!')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Compared with version 3, which pages load now:')).toBeInTheDocument();
    expect(diff).toHaveBeenCalledTimes(2);
  });

  it('work from a server that sends none of the release fields', async () => {
    jest.spyOn(remotesApi, 'diff').mockResolvedValue(versionDiff({ against: 3, version: 3 }));
    const { user, table } = await renderPage([TIMELINE]);
    expect(cellsOf(rowOf(table, '4'))[0]).toBe('Uploaded');
    const toggle = within(rowOf(table, '3')).getByRole('button', { name: 'Details of version 3 of mfe-timeline' });
    await user.click(toggle);
    expect(await screen.findByText('This is the version pages load now.')).toBeInTheDocument();
    const details = document.getElementById(toggle.getAttribute('aria-controls') as string) as HTMLElement;
    expect(factOf(details, 'Commit')).toBe('Not recorded');
    expect(within(details).queryByText('Page loads:')).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Automatic rollbacks' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Refused uploads' })).not.toBeInTheDocument();
  });
});
