import type { UserRow } from '../repositories/users.js';
import { isAdmin } from './users.js';

/** An account as the admins' Members & roles page lists it. */
export function toAccountSummary(user: UserRow) {
  return {
    _id: user.id,
    username: user.username,
    name: { firstname: user.firstname, lastname: user.lastname },
    positions: user.positions,
    isAdmin: isAdmin(user),
    isActive: user.isActive,
    lastLoginAt: user.lastLoginAt?.toISOString() ?? null,
  };
}
