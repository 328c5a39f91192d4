import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/database.js';
import { revokeAccess } from '../repositories/access.js';
import { findBootstrapAdmin, findUserByUsername, insertUser, markBootstrapAdmin, setPasswordHash, type UserRow } from '../repositories/users.js';
import { hashPassword, verifyPassword } from '../services/passwords.js';
import { isAdmin } from '../views/users.js';

/**
 * Gives the account ADMIN_PASSWORD when it has another one. A new password ends every way in
 * that the old one gave (sessions, calendar link, reset links).
 */
async function syncPassword(db: Db, user: UserRow, password: string, log: FastifyBaseLogger) {
  if (await verifyPassword(user.passwordHash, password)) return;
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    await setPasswordHash(tx, user.id, passwordHash);
    await revokeAccess(tx, user.id);
  });
  log.info(`The password of admin account "${user.username}" was set from ADMIN_PASSWORD; its sessions, calendar link and reset links ended.`);
}

/**
 * The bootstrap admin: the account the first start made from ADMIN_USERNAME, known afterwards
 * by its flag and never by name, since any member may take a name that is free. Start-up never
 * grants admin to an existing account nor reactivates one (not even this one, should the admins
 * have revoked or deactivated it); it only keeps the account's password at ADMIN_PASSWORD.
 */
export async function ensureAdmin(db: Db, admin: { username: string; password: string }, log: FastifyBaseLogger): Promise<void> {
  const flagged = await findBootstrapAdmin(db);
  if (flagged) {
    if (flagged.username.toLowerCase() !== admin.username.toLowerCase()) {
      log.info(
        `ADMIN_USERNAME is "${admin.username}", but the admin account it made at the first start is now called "${flagged.username}": ` +
          'the setting named it only then; ADMIN_PASSWORD still applies to it.',
      );
    }
    await syncPassword(db, flagged, admin.password, log);
    return;
  }
  const holder = await findUserByUsername(db, admin.username);
  if (!holder) {
    await insertUser(db, {
      username: admin.username,
      firstname: 'Lab',
      lastname: 'Admin',
      email: `${admin.username}@localhost`,
      positions: [],
      passwordHash: await hashPassword(admin.password),
      permissions: ['admin'],
      isBootstrapAdmin: true,
    });
    log.info(`Admin account "${admin.username}" created.`);
    return;
  }
  if (isAdmin(holder)) {
    // A database from before the flag: its admin account is the one the setting named.
    await markBootstrapAdmin(db, holder.id);
    await syncPassword(db, holder, admin.password, log);
    log.info(`Admin account "${holder.username}" is the start-up admin from now on, whatever it is called later.`);
    return;
  }
  log.warn(
    `ADMIN_USERNAME is "${admin.username}", but a member who is not an admin already has that name, so no admin account was ` +
      'made and nobody was promoted. Set ADMIN_USERNAME to a name nobody uses and start again, or have an admin make that ' +
      'member an admin on the Members & roles page.',
  );
}
