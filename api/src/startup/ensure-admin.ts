import type { Db } from '../db/database.js';
import { findUserByUsername, insertUser, setPasswordHash, setPermissions } from '../repositories/users.js';
import { hashPassword } from '../services/passwords.js';

/**
 * Makes sure the configured admin account exists, has admin permission and the configured
 * password: created on first start, its password reset when ADMIN_PASSWORD changes.
 */
export async function ensureAdmin(db: Db, admin: { username: string; password: string }) {
  const passwordHash = await hashPassword(admin.password);
  const existing = await findUserByUsername(db, admin.username);
  if (!existing) {
    await insertUser(db, {
      username: admin.username,
      firstname: 'Lab',
      lastname: 'Admin',
      email: `${admin.username}@localhost`,
      positions: [],
      passwordHash,
      permissions: ['admin'],
    });
    return 'created' as const;
  }
  await setPasswordHash(db, existing.id, passwordHash);
  if (!existing.permissions.includes('admin')) {
    await setPermissions(db, existing.id, [...existing.permissions, 'admin']);
  }
  return 'updated' as const;
}
