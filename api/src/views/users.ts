import type { UserRow } from '../repositories/users.js';
import { imageVersion } from '../services/images.js';

export function avatarUrl(user: Pick<UserRow, 'username' | 'avatarId'>): string | null {
  if (!user.avatarId) return null;
  // The version changes with every upload, so browsers may cache the URL for good.
  return `/api/users/${encodeURIComponent(user.username)}/avatar?v=${imageVersion(user.avatarId)}`;
}

/** A member as the public sees them; e-mail addresses only for logged-in members. */
export function toMember(user: UserRow, withEmail: boolean) {
  return {
    _id: user.id,
    username: user.username,
    name: { firstname: user.firstname, lastname: user.lastname },
    ...(withEmail ? { email: user.email } : {}),
    blurb: user.blurb,
    isAlumni: user.isAlumni,
    profilePic: avatarUrl(user),
    positions: user.positions,
  };
}

export function toProfile(user: UserRow) {
  return { ...toMember(user, true), email: user.email, permissions: user.permissions };
}

export function toAuthData(user: UserRow) {
  return { username: user.username, permissions: user.permissions };
}

export function isAdmin(user: Pick<UserRow, 'permissions'> | null | undefined): boolean {
  return !!user?.permissions.includes('admin');
}
