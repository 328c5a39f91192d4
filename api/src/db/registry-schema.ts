import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { bytea, createdAt } from './columns.js';

/**
 * Deploy tokens: each lets one team upload, activate and roll back its own remote, and nothing
 * else. Only a hash is kept; the token is shown once, when an admin makes it.
 */
export const remoteDeployTokens = pgTable(
  'remote_deploy_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    remote: text('remote').notNull(),
    tokenHash: text('token_hash').notNull().unique('remote_deploy_tokens_token_hash_key'),
    createdBy: text('created_by'),
    createdAt: createdAt(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('remote_deploy_tokens_remote_idx').on(t.remote, t.createdAt)],
);

/**
 * An uploaded build of a remote, by the SHA-256 of its archive: kept in the database so every
 * API instance serves the same files, and never changed once stored.
 */
export const remoteBundles = pgTable('remote_bundles', {
  sha256: text('sha256').primaryKey(),
  archive: bytea('archive').notNull(),
  createdAt: createdAt(),
});

/**
 * The versions of a remote that were deployed: an uploaded bundle or a manifest hosted elsewhere.
 * Version 1 of every remote is the site's own build and has no row.
 */
export const remoteVersions = pgTable(
  'remote_versions',
  {
    remote: text('remote').notNull(),
    version: integer('version').notNull(),
    source: text('source').notNull(),
    bundleSha256: text('bundle_sha256').references(() => remoteBundles.sha256),
    manifestUrl: text('manifest_url'),
    size: integer('size'),
    deployedBy: text('deployed_by').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('remote_versions_remote_version_key').on(t.remote, t.version)],
);

/** Every activation and rollback, in order: the newest row of a remote is its active version. */
export const remoteActivations = pgTable(
  'remote_activations',
  {
    seq: integer('seq').generatedAlwaysAsIdentity().primaryKey(),
    remote: text('remote').notNull(),
    version: integer('version').notNull(),
    /** The version active before this one: where a rollback goes. */
    previous: integer('previous'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('remote_activations_remote_idx').on(t.remote, t.seq)],
);

/** Failures visitors' browsers reported while loading or drawing a remote: no session, no person. */
export const remoteLoadErrors = pgTable(
  'remote_load_errors',
  {
    seq: integer('seq').generatedAlwaysAsIdentity().primaryKey(),
    remote: text('remote').notNull(),
    version: integer('version').notNull(),
    kind: text('kind').notNull(),
    message: text('message').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('remote_load_errors_remote_idx').on(t.remote, t.at)],
);
