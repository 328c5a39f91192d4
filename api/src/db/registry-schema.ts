import { boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { bytea, createdAt } from './columns.js';

/**
 * Deploy tokens: each lets one team upload, preview and read the status of its own remote, and
 * nothing else; bringing a version to visitors (rollout, activation) too when an admin made it
 * with `mayActivate`. Only a hash is kept; the token is shown once, when an admin makes it.
 */
export const remoteDeployTokens = pgTable(
  'remote_deploy_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    remote: text('remote').notNull(),
    tokenHash: text('token_hash').notNull().unique('remote_deploy_tokens_token_hash_key'),
    /** The team's name for it, shown wherever the token acted. */
    label: text('label').notNull().default(''),
    mayActivate: boolean('may_activate').notNull().default(false),
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
    /** What the deploy command said of the build's source: git commit, branch, author, uncommitted changes. */
    gitCommit: text('git_commit'),
    gitBranch: text('git_branch'),
    gitAuthor: text('git_author'),
    gitDirty: boolean('git_dirty'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('remote_versions_remote_version_key').on(t.remote, t.version)],
);

/** Uploads refused, with their problems: the last 20 of each remote are kept. */
export const remoteRefusals = pgTable(
  'remote_refusals',
  {
    seq: integer('seq').generatedAlwaysAsIdentity().primaryKey(),
    remote: text('remote').notNull(),
    by: text('by').notNull(),
    problems: jsonb('problems').$type<string[]>().notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('remote_refusals_remote_idx').on(t.remote, t.seq)],
);

/** A version reaching a share of visitors before it is active: one rollout per remote at a time. */
export const remoteRollouts = pgTable('remote_rollouts', {
  remote: text('remote').primaryKey(),
  version: integer('version').notNull(),
  percent: integer('percent').notNull(),
  startedBy: text('started_by').notNull(),
  startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Links that show one version of one remote to whoever opens them, until they expire. Only a hash is kept. */
export const remotePreviews = pgTable(
  'remote_previews',
  {
    tokenHash: text('token_hash').primaryKey(),
    remote: text('remote').notNull(),
    version: integer('version').notNull(),
    createdBy: text('created_by').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('remote_previews_remote_idx').on(t.remote, t.version)],
);

/** What happened to each version's pages, a row per minute: counts only, nothing of a visitor. */
export const remoteHealth = pgTable(
  'remote_health',
  {
    remote: text('remote').notNull(),
    version: integer('version').notNull(),
    minute: timestamp('minute', { withTimezone: true }).notNull(),
    pageLoads: integer('page_loads').notNull().default(0),
    loadFailures: integer('load_failures').notNull().default(0),
    renderErrors: integer('render_errors').notNull().default(0),
    serverFallbacks: integer('server_fallbacks').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.remote, t.version, t.minute] })],
);

/** Why the server could not draw a version's pages, counted by reason (cut to a length; a bounded number kept). */
export const remoteFallbackReasons = pgTable(
  'remote_fallback_reasons',
  {
    remote: text('remote').notNull(),
    version: integer('version').notNull(),
    reason: text('reason').notNull(),
    count: integer('count').notNull().default(0),
    lastAt: timestamp('last_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.remote, t.version, t.reason] })],
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
    /** Who made it active: an admin, a token's label, or none for the site's own automatic rollback. */
    by: text('by'),
    /** A rollback the site made by itself, the version's failures past the threshold. */
    automatic: boolean('automatic').notNull().default(false),
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
