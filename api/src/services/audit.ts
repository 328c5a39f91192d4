import type { Db } from '../db/database.js';
import { AUDIT_ACTION_TARGETS, type AuditAction } from '../domain/audit.js';
import { insertAuditEntry } from '../repositories/audit.js';

export interface Account {
  id: string;
  username: string;
}

/** A deploy token, which acts for its team: named by the start of its id, as the Remotes page shows it, and its label. */
export interface TokenActor {
  tokenId: string;
  /** The team's name for it, given by the admin who made it; '' when none. */
  label?: string;
}

/** The site acting by itself (an automatic rollback): no account, and named so in the trail. */
export interface SystemActor {
  system: true;
}
export const SYSTEM: SystemActor = { system: true };
/** How the trail names the site: no username has a space, so no account can pass for it. */
export const SYSTEM_NAME = 'the site';

/** Who acted: the session's user (or the account a reset link or sign-up is for), a deploy token, the site; null when no account did. */
export type AuditActor = Account | TokenActor | SystemActor | null;

/** How the audit trail and the registry name a deploy token: 'deploy token 1a2b3c4d (Timeline team)'. */
export const tokenLabel = (tokenId: string, label = '') => `deploy token ${tokenId.slice(0, 8)}${label ? ` (${label})` : ''}`;

export interface AuditEvent {
  targetId: string | null;
  /** One sentence a person reads, e.g. 'Updated resource "Intro to R": title, description'. */
  summary: string;
  /** Names of the fields that changed: never their values when they are secrets, nor a file's bytes. */
  fields?: string[];
}

function actorName(actor: AuditActor): string | null {
  if (!actor) return null;
  if ('tokenId' in actor) return tokenLabel(actor.tokenId, actor.label);
  return 'system' in actor ? SYSTEM_NAME : actor.username;
}

/**
 * Records a change in the audit trail. Call it with the transaction of the change where there is
 * one, so that the entry and the change are kept or lost together.
 */
export function audit(db: Db, actor: AuditActor, action: AuditAction, event: AuditEvent): Promise<void> {
  return insertAuditEntry(db, {
    actorId: actor && 'id' in actor ? actor.id : null,
    actorUsername: actorName(actor),
    action,
    targetKind: AUDIT_ACTION_TARGETS[action],
    targetId: event.targetId,
    summary: event.summary,
    fields: event.fields ?? [],
  });
}

/** The names of the fields whose values differ (values compared as JSON: dates, lists and objects by content). */
export function changedFields<T extends Record<string, unknown>>(before: T, after: T): string[] {
  return Object.keys(after).filter((key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]));
}

/** 'Updated X: a, b', or 'Updated X (nothing changed)'. */
export function withFields(text: string, fields: string[]): string {
  return fields.length > 0 ? `${text}: ${fields.join(', ')}` : `${text} (nothing changed)`;
}

/** A title as summaries quote it: cut, so a long one does not make the summary unreadable. */
export function quoted(title: string): string {
  return `"${title.length > 80 ? `${title.slice(0, 79)}…` : title}"`;
}
