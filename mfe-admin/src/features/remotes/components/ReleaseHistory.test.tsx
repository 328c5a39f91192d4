import { render, screen, within } from '@testing-library/react';
import moment from 'moment';
import { deployTokensApi } from '../api/deploy-tokens';
import { remotesApi } from '../api/remotes';
import { RELEASING } from '../../../testing/fixtures';
import { RemotesPage } from './RemotesPage';

beforeEach(() => jest.spyOn(deployTokensApi, 'list').mockResolvedValue([]));
afterEach(() => jest.restoreAllMocks());

const shown = (iso: string) => `${moment(iso).format('MMMM DD, YYYY')}, ${moment(iso).format('HH:mm')}`;
const cellsOf = (table: HTMLElement, header: string) =>
  within(within(table).getByRole('rowheader', { name: header }).closest('tr') as HTMLElement)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe("a remote's release history", () => {
  it('lists the automatic rollbacks: when, from and to which version', async () => {
    jest.spyOn(remotesApi, 'list').mockResolvedValue([RELEASING]);
    render(<RemotesPage />);
    const table = await screen.findByRole('table', { name: 'Automatic rollbacks of mfe-timeline, newest first' });
    expect(within(table).getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['When', 'From version', 'To version']);
    expect(cellsOf(table, shown('2026-03-04T16:20:00.000Z'))).toEqual(['3', '2']);
  });

  it('lists the refused uploads, each with every problem', async () => {
    jest.spyOn(remotesApi, 'list').mockResolvedValue([RELEASING]);
    render(<RemotesPage />);
    const table = await screen.findByRole('table', { name: 'Refused uploads of mfe-timeline, newest first' });
    const row = within(table).getByRole('rowheader', { name: shown('2026-03-06T08:00:00.000Z') }).closest('tr') as HTMLElement;
    expect(within(row).getByRole('cell', { name: 'deploy token 1a2b3c4d' })).toBeInTheDocument();
    expect(within(row).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['It has no mf-manifest.json.', 'It is larger than 20 MB.']);
  });

  it('says when there are none', async () => {
    jest.spyOn(remotesApi, 'list').mockResolvedValue([{ ...RELEASING, refusals: [], automaticRollbacks: [] }]);
    render(<RemotesPage />);
    expect(await screen.findByText('No automatic rollbacks.')).toBeInTheDocument();
    expect(screen.getByText('No refused uploads.')).toBeInTheDocument();
  });
});
