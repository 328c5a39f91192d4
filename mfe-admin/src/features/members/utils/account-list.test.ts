import { account, ACCOUNTS } from '../../../testing/fixtures';
import { positionsText, searchAccounts, sortAccounts } from './account-list';

const usernames = (list: { username: string }[]) => list.map((entry) => entry.username);

describe('searchAccounts', () => {
  it('keeps every account for an empty search', () => {
    expect(searchAccounts(ACCOUNTS, '  ')).toBe(ACCOUNTS);
  });

  it('matches every word in the name or username, in any case and order', () => {
    expect(usernames(searchAccounts(ACCOUNTS, 'lovelace'))).toEqual(['ada']);
    expect(usernames(searchAccounts(ACCOUNTS, 'TURING alan'))).toEqual(['alan']);
    expect(usernames(searchAccounts(ACCOUNTS, 'gra'))).toEqual(['grace']);
    expect(usernames(searchAccounts(ACCOUNTS, 'a'))).toEqual(['grace', 'ada', 'alan']);
    expect(searchAccounts(ACCOUNTS, 'ada turing')).toEqual([]);
  });
});

describe('sortAccounts', () => {
  it('sorts by last name, first name, then username', () => {
    const twins = [account('z-hopper', 'Grace Hopper'), ...ACCOUNTS, account('b-hopper', 'Amy Hopper')];
    expect(usernames(sortAccounts(twins, 'name'))).toEqual(['b-hopper', 'grace', 'z-hopper', 'ada', 'alan']);
  });

  it('sorts by username', () => {
    expect(usernames(sortAccounts(ACCOUNTS, 'username'))).toEqual(['ada', 'alan', 'grace']);
  });

  it('sorts by last login, most recent first, never-logged-in last', () => {
    expect(usernames(sortAccounts(ACCOUNTS, 'lastLogin'))).toEqual(['ada', 'grace', 'alan']);
  });

  it('leaves the list it was given as it was', () => {
    const before = usernames(ACCOUNTS);
    sortAccounts(ACCOUNTS, 'username');
    expect(usernames(ACCOUNTS)).toEqual(before);
  });
});

it('writes positions as "position, project", None without any', () => {
  expect(positionsText(ACCOUNTS[1])).toBe('Project Lead, NOVA; Volunteer, SHIVA');
  expect(positionsText(ACCOUNTS[0])).toBe('None');
});
