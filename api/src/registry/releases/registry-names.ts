import { tokenLabel, type AuditActor } from '../../services/audit.js';

/**
 * How the registry's history names who acted (a version's `by`, an activation's, a rollout's):
 * 'admin alice', 'deploy token 1a2b3c4d (Timeline team)'; null for the site acting by itself.
 * Only admins and deploy tokens act on the registry.
 */
export function registryName(actor: AuditActor): string | null {
  if (!actor || 'system' in actor) return null;
  if ('tokenId' in actor) return tokenLabel(actor.tokenId, actor.label);
  return `admin ${actor.username}`;
}
