/**
 * Whether taking `wanted` would take the name ADMIN_USERNAME configures, which only the bootstrap
 * admin may hold: a member who took it could pass for the admin to people, and start-ups before
 * the bootstrap flag promoted whoever held it. `current` is the account renaming itself, if any:
 * one that already holds the name (from before) may keep it.
 */
export function takesReservedName(
  reserved: string | null,
  wanted: string,
  current?: { username: string; isBootstrapAdmin: boolean },
): boolean {
  if (!reserved || wanted.trim().toLowerCase() !== reserved.toLowerCase()) return false;
  if (!current) return true;
  return !current.isBootstrapAdmin && current.username.toLowerCase() !== reserved.toLowerCase();
}
