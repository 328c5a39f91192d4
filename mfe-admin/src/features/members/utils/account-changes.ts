import type { AccountSummary, AccountUpdate } from '../api/accounts';

export type AccountChange = 'grant' | 'revoke' | 'deactivate' | 'reactivate';

interface ChangeText {
  /** The row's button. */
  button: string;
  body: AccountUpdate;
  /** Granting and restoring are not drawn as danger. */
  variant: 'danger' | 'primary';
  title: (name: string) => string;
  /** What happens, said before it does. */
  consequence: (name: string) => string;
  done: (name: string) => string;
}

/** Each change an admin makes to an account: what it sends and what the page says about it. */
export const ACCOUNT_CHANGES: Record<AccountChange, ChangeText> = {
  grant: {
    button: 'Make admin',
    body: { isAdmin: true },
    variant: 'primary',
    title: (name) => `Make ${name} an admin?`,
    consequence: (name) =>
      `${name} will be able to manage members and roles, sign-up tokens, teams and highlights, and read the audit trail.`,
    done: (name) => `${name} is now an admin.`,
  },
  revoke: {
    button: 'Revoke admin',
    body: { isAdmin: false },
    variant: 'danger',
    title: (name) => `Revoke admin from ${name}?`,
    consequence: (name) => `${name} keeps their account and everything they added, but can no longer open the admin pages.`,
    done: (name) => `${name} is no longer an admin.`,
  },
  deactivate: {
    button: 'Deactivate',
    body: { isActive: false },
    variant: 'danger',
    title: (name) => `Deactivate ${name}?`,
    consequence: (name) =>
      `${name} can no longer log in. Their sessions and their calendar feed link end at once, and an unused reset link stops working. Their content stays on the site and still shows their name.`,
    done: (name) => `${name} is deactivated.`,
  },
  reactivate: {
    button: 'Reactivate',
    body: { isActive: true },
    variant: 'primary',
    title: (name) => `Reactivate ${name}?`,
    consequence: (name) =>
      `${name} can log in again with their password. Their old calendar feed link stays ended.`,
    done: (name) => `${name} is active again.`,
  },
};

export const roleChange = (account: AccountSummary): AccountChange => (account.isAdmin ? 'revoke' : 'grant');
export const statusChange = (account: AccountSummary): AccountChange => (account.isActive ? 'deactivate' : 'reactivate');
