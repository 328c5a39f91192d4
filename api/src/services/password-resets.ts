import type { Db } from '../db/database.js';
import { revokeAccess } from '../repositories/access.js';
import { findResetLinkUser, saveResetLink, useResetLink } from '../repositories/password-resets.js';
import { findUserById, findUserForUpdate, setPasswordHash, type UserRow } from '../repositories/users.js';
import { audit, type Account } from './audit.js';
import { hashPassword } from './passwords.js';
import { newSecret } from './secrets.js';

export const RESET_LINK_HOURS = 24;
export const RESET_LINK_INVALID = 'This reset link is not valid any more.';
export const PASSWORD_RESET_DONE = 'Your password has been changed. You can log in now.';

/**
 * A one-time link for an account's new password (the lab has no mail server: the admin passes it
 * on). Only its SHA-256 is stored; it works once, for 24 hours, and replaces earlier unused ones.
 */
export async function createResetLink(db: Db, siteUrl: string, user: UserRow, admin: Account) {
  const token = newSecret();
  const expiresAt = new Date(Date.now() + RESET_LINK_HOURS * 3_600_000);
  await db.transaction(async (tx) => {
    await saveResetLink(tx, { userId: user.id, createdBy: admin.id, token, expiresAt });
    await audit(tx, admin, 'reset-link.created', { targetId: user.id, summary: `Made a password reset link for ${user.username}` });
  });
  return { url: `${siteUrl}/reset-password?token=${token}`, expiresAt };
}

/**
 * Sets the password a reset link is for, once: every session of the account ends, its feed token
 * and its other links too. Answers the account's id, or undefined for a bad, used or expired
 * link or a deactivated account (nothing changes then).
 */
export async function resetPassword(db: Db, token: string, newPassword: string): Promise<string | undefined> {
  // Checked before hashing, so a bad token costs no hash; hashed before the transaction, which PGlite's one connection waits on.
  const candidate = await findResetLinkUser(db, token);
  if (!candidate || !(await findUserById(db, candidate))?.isActive) return undefined;
  const passwordHash = await hashPassword(newPassword);
  return db.transaction(async (tx) => {
    const userId = await useResetLink(tx, token);
    const user = userId ? await findUserForUpdate(tx, userId) : undefined;
    if (!user?.isActive) return undefined;
    await setPasswordHash(tx, user.id, passwordHash);
    await revokeAccess(tx, user.id);
    // The one who acted holds the account's link: the account itself.
    const summary = `${user.username} set a new password with a reset link; their sessions and calendar feed link ended`;
    await audit(tx, user, 'password.reset', { targetId: user.id, summary, fields: ['password'] });
    return user.id;
  });
}
