import { auth$, LOGGED_OUT, type Snapshot } from 'shared-ui';

/** A timeline entry as the API returns one. */
export function snapshot(id: string, overrides: Partial<Snapshot> = {}): Snapshot {
  return {
    _id: id,
    author: 'ada.l',
    title: `Entry ${id}`,
    project: 'NOVA',
    date: '2025-03-05T12:00:00.000Z',
    descriptions: [`What happened in ${id}.`],
    hyperlinks: [],
    contributors: [],
    categories: ['Meetings'],
    updatedTime: '2025-03-05T12:00:00.000Z',
    ...overrides,
  };
}

/** The shell's auth state as a remote sees it, for a logged-in member. */
export function logIn(username = 'ada.l'): void {
  auth$.next({ username, permissions: 'default', isLoggedIn: true, isLoggingIn: false });
}

export function logOut(): void {
  auth$.next(LOGGED_OUT);
}
