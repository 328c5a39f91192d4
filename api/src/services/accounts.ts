import type { Db } from '../db/database.js';
import { revokeAccess } from '../repositories/access.js';
import { findUserForUpdate, lockActiveAdminIds, setAccountState, type UserRow } from '../repositories/users.js';
import { isAdmin } from '../views/users.js';

export const LAST_ADMIN = 'The lab needs at least one active admin. Make another member an admin first.';

export interface AccountChange {
  isAdmin?: boolean;
  isActive?: boolean;
}

export type AccountChangeOutcome = { before: UserRow; after: UserRow } | 'not-found' | 'last-admin';

/**
 * An admin's change to an account's role or activity, in one transaction: the active admins'
 * rows are locked first, so the rule that one active admin stays holds under concurrent changes
 * on PostgreSQL. Deactivating ends the account's sessions, feed token and unused reset links at
 * once; its content stays.
 */
export function changeAccount(db: Db, id: string, change: AccountChange): Promise<AccountChangeOutcome> {
  return db.transaction(async (tx) => {
    const activeAdmins = await lockActiveAdminIds(tx);
    const before = await findUserForUpdate(tx, id);
    if (!before) return 'not-found';
    const admin = change.isAdmin ?? isAdmin(before);
    const active = change.isActive ?? before.isActive;
    if (activeAdmins.includes(before.id) && !(admin && active) && activeAdmins.length <= 1) return 'last-admin';
    const others = before.permissions.filter((permission) => permission !== 'admin');
    const after = await setAccountState(tx, before.id, { permissions: admin ? [...others, 'admin'] : others, isActive: active });
    if (before.isActive && !active) await revokeAccess(tx, before.id);
    return { before, after };
  });
}
