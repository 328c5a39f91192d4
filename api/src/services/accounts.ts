import type { Db } from '../db/database.js';
import { revokeAccess } from '../repositories/access.js';
import { findUserForUpdate, lockActiveAdminIds, setAccountState, type UserRow } from '../repositories/users.js';
import { isAdmin } from '../views/users.js';
import { audit, type AuditActor } from './audit.js';

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
 * once; its content stays. Each change of role or activity is an entry of the audit trail.
 */
export function changeAccount(db: Db, actor: AuditActor, id: string, change: AccountChange): Promise<AccountChangeOutcome> {
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
    const name = after.username;
    if (admin !== isAdmin(before)) {
      const [action, summary] = admin ? (['user.admin-granted', `Made ${name} an admin`] as const) : (['user.admin-revoked', `Revoked admin from ${name}`] as const);
      await audit(tx, actor, action, { targetId: after.id, summary, fields: ['isAdmin'] });
    }
    if (active !== before.isActive) {
      const [action, summary] = active
        ? (['user.reactivated', `Reactivated ${name}`] as const)
        : (['user.deactivated', `Deactivated ${name}; their sessions and calendar feed link ended`] as const);
      await audit(tx, actor, action, { targetId: after.id, summary, fields: ['isActive'] });
    }
    return { before, after };
  });
}
