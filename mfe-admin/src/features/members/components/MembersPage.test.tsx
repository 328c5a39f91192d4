import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { logIn, logOut, renderAt, setWindowWidth } from 'shared-ui/testing';
import { accountsApi } from '../api/accounts';
import AdminRoutes from '../../../app/AdminRoutes';
import { ACCOUNTS } from '../../../testing/fixtures';
import { MembersPage } from './MembersPage';

beforeEach(() => logIn('ada', 'admin'));
afterEach(() => {
  jest.restoreAllMocks();
  logOut();
});

const rowOf = (name: string) => screen.getByRole('rowheader', { name }).closest('tr') as HTMLElement;
const cellsOf = (name: string) => within(rowOf(name)).getAllByRole('cell').map((cell) => cell.textContent);
const rowNames = () => screen.getAllByRole('rowheader').map((header) => header.textContent);

describe('MembersPage', () => {
  it('lists every account on /admin/members at 1280 px: name, username, positions, role, status, last login', async () => {
    setWindowWidth(1280);
    jest.spyOn(accountsApi, 'list').mockResolvedValue(ACCOUNTS);
    renderAt('/admin/members', <AdminRoutes />);
    expect(screen.getByRole('heading', { level: 1, name: 'Members & roles' })).toBeInTheDocument();
    expect(screen.getByText('Loading members...')).toBeInTheDocument();
    await screen.findByRole('table', { name: 'Accounts, 3 of 3, by name' });
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Name',
      'Username',
      'Positions',
      'Role',
      'Status',
      'Last login',
      'Actions',
    ]);
    expect(rowNames()).toEqual(['Grace Hopper', 'Ada Lovelace (you)', 'Alan Turing']);
    expect(cellsOf('Ada Lovelace (you)').slice(0, 5)).toEqual([
      'ada',
      'Project Lead, NOVA; Volunteer, SHIVA',
      'Admin',
      'Active',
      'March 05, 2026',
    ]);
    expect(cellsOf('Alan Turing').slice(0, 5)).toEqual(['alan', 'Co-pilot, NOVA', 'Member', 'Deactivated', 'Never']);
    const grace = within(rowOf('Grace Hopper'));
    expect(grace.getByRole('button', { name: 'Make admin Grace Hopper (grace)' })).toBeInTheDocument();
    expect(grace.getByRole('button', { name: 'Deactivate Grace Hopper (grace)' })).toBeInTheDocument();
    expect(grace.getByRole('button', { name: 'Reset link Grace Hopper (grace)' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Revoke admin Ada Lovelace (ada)' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reactivate Alan Turing (alan)' })).toBeInTheDocument();
  });

  it('shows a card per account at 375 px, with the same details and buttons', async () => {
    setWindowWidth(375);
    jest.spyOn(accountsApi, 'list').mockResolvedValue(ACCOUNTS);
    render(<MembersPage />);
    const list = await screen.findByRole('list', { name: 'Accounts, 3 of 3, by name' });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const cards = within(list).getAllByRole('listitem');
    expect(cards.map((card) => within(card).getByRole('heading', { level: 2 }).textContent)).toEqual([
      'Grace Hopper',
      'Ada Lovelace (you)',
      'Alan Turing',
    ]);
    const alan = within(cards[2]);
    expect(alan.getAllByRole('definition').map((value) => value.textContent)).toEqual([
      'alan',
      'Co-pilot, NOVA',
      'Member',
      'Deactivated',
      'Never',
    ]);
    expect(alan.getByRole('button', { name: 'Reactivate Alan Turing (alan)' })).toBeInTheDocument();
  });

  it('searches by name or username, says when nothing matches, and sorts', async () => {
    setWindowWidth(1280);
    const user = userEvent.setup();
    jest.spyOn(accountsApi, 'list').mockResolvedValue(ACCOUNTS);
    render(<MembersPage />);
    const search = await screen.findByRole('searchbox', { name: 'Search' });
    await user.type(search, 'TUR');
    expect(rowNames()).toEqual(['Alan Turing']);
    expect(screen.getByRole('table', { name: 'Accounts, 1 of 3, by name' })).toBeInTheDocument();
    await user.clear(search);
    await user.type(search, 'grac');
    expect(rowNames()).toEqual(['Grace Hopper']);
    await user.type(search, 'x');
    expect(screen.getByText('No members match your search.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    await user.clear(search);

    const sort = screen.getByRole('combobox', { name: 'Sort by' });
    await user.selectOptions(sort, 'Username');
    expect(rowNames()).toEqual(['Ada Lovelace (you)', 'Alan Turing', 'Grace Hopper']);
    await user.selectOptions(sort, 'Last login');
    expect(rowNames()).toEqual(['Ada Lovelace (you)', 'Grace Hopper', 'Alan Turing']);
    expect(screen.getByRole('table', { name: 'Accounts, 3 of 3, by last login' })).toBeInTheDocument();
  });

  it('says when there are no accounts', async () => {
    setWindowWidth(1280);
    jest.spyOn(accountsApi, 'list').mockResolvedValue([]);
    render(<MembersPage />);
    expect(await screen.findByText('No members found')).toBeInTheDocument();
  });

  it('says when the accounts cannot be loaded, and Retry loads them again', async () => {
    setWindowWidth(1280);
    const user = userEvent.setup();
    const list = jest.spyOn(accountsApi, 'list').mockRejectedValueOnce(new Error('offline')).mockResolvedValue(ACCOUNTS);
    render(<MembersPage />);
    expect(await screen.findByText('Something Went Wrong! Check Your Connection!')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('rowheader', { name: 'Grace Hopper' })).toBeInTheDocument();
    expect(list).toHaveBeenCalledTimes(2);
  });
});
