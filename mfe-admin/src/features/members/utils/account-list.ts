import type { AccountSummary } from '../api/accounts';

export type AccountOrder = 'name' | 'username' | 'lastLogin';

export const ACCOUNT_ORDERS: { value: AccountOrder; label: string }[] = [
  { value: 'name', label: 'Name' },
  { value: 'username', label: 'Username' },
  { value: 'lastLogin', label: 'Last login' },
];

export function fullName(account: AccountSummary): string {
  return `${account.name.firstname} ${account.name.lastname}`.trim();
}

/** 'Co-pilot, NOVA; Volunteer, SHIVA', as stored; 'None' without positions. */
export function positionsText(account: AccountSummary): string {
  return account.positions.map((p) => `${p.position}, ${p.project}`).join('; ') || 'None';
}

/** Accounts whose name or username holds every word of `search`, in any case and order. */
export function searchAccounts(accounts: AccountSummary[], search: string): AccountSummary[] {
  const words = search.trim().toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return accounts;
  return accounts.filter((account) => {
    const text = `${fullName(account)} ${account.username}`.toLowerCase();
    return words.every((word) => text.includes(word));
  });
}

const compareText = (a: string, b: string) => a.localeCompare(b, undefined, { sensitivity: 'base' });

/** Last name, first name, then username: the order the API lists them in. */
const byName = (a: AccountSummary, b: AccountSummary) =>
  compareText(a.name.lastname, b.name.lastname) ||
  compareText(a.name.firstname, b.name.firstname) ||
  compareText(a.username, b.username);

/** Most recent login first, accounts that never logged in last; ties by name. */
const byLastLogin = (a: AccountSummary, b: AccountSummary) => {
  const time = (account: AccountSummary) => (account.lastLoginAt ? Date.parse(account.lastLoginAt) : -Infinity);
  return time(b) - time(a) || byName(a, b);
};

const COMPARE: Record<AccountOrder, (a: AccountSummary, b: AccountSummary) => number> = {
  name: byName,
  username: (a, b) => compareText(a.username, b.username),
  lastLogin: byLastLogin,
};

export function sortAccounts(accounts: AccountSummary[], order: AccountOrder): AccountSummary[] {
  return [...accounts].sort(COMPARE[order]);
}

export const roleText = (account: AccountSummary) => (account.isAdmin ? 'Admin' : 'Member');
export const statusText = (account: AccountSummary) => (account.isActive ? 'Active' : 'Deactivated');
