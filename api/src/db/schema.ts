import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { bytea, createdAt, updatedAt } from './columns.js';

// The remote registry's tables (deploy tokens, versions, activations, load failures).
export * from './registry-schema.js';

export interface Position {
  position: string;
  project: string;
}


/** Binary images (profile pictures, highlight images), always re-encoded before they get here. */
export const images = pgTable('images', {
  id: uuid('id').primaryKey().defaultRandom(),
  mime: text('mime').notNull(),
  content: bytea('content').notNull(),
  sha256: text('sha256').notNull(),
  createdAt: createdAt(),
});

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    username: text('username').notNull(),
    firstname: text('firstname').notNull(),
    lastname: text('lastname').notNull(),
    email: text('email').notNull(),
    blurb: text('blurb').notNull().default(''),
    isAlumni: boolean('is_alumni').notNull().default(false),
    permissions: text('permissions').array().notNull().default(sql`'{}'::text[]`),
    positions: jsonb('positions').$type<Position[]>().notNull().default(sql`'[]'::jsonb`),
    // Null for accounts that cannot log in (demo members).
    passwordHash: text('password_hash'),
    avatarId: uuid('avatar_id').references(() => images.id, { onDelete: 'set null' }),
    // A deactivated account cannot log in; its content stays and still shows its name.
    isActive: boolean('is_active').notNull().default(true),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    // The account start-up made from ADMIN_USERNAME: found by this flag afterwards, never by name.
    isBootstrapAdmin: boolean('is_bootstrap_admin').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_username_lower_idx').on(sql`lower(${t.username})`),
    uniqueIndex('users_bootstrap_admin_idx').on(t.isBootstrapAdmin).where(sql`${t.isBootstrapAdmin}`),
  ],
);

/** Server-side sessions; the cookie holds a random token, the table only its SHA-256. */
export const sessions = pgTable(
  'sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sessions_user_idx').on(t.userId), index('sessions_expires_idx').on(t.expiresAt)],
);

export const signupTokens = pgTable('signup_tokens', {
  tokenKey: text('token_key').primaryKey(),
  tokenHash: text('token_hash').notNull(),
  createdAt: createdAt(),
  lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
});

/** Fixed-window counters shared by every API instance on the same database. */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
  count: integer('count').notNull(),
});

export const snapshots = pgTable(
  'snapshots',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    author: text('author').notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    project: text('project').notNull(),
    date: timestamp('date', { withTimezone: true }).notNull(),
    descriptions: text('descriptions').array().notNull(),
    hyperlinks: text('hyperlinks').array().notNull(),
    contributors: text('contributors').array().notNull(),
    categories: text('categories').array().notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('snapshots_date_idx').on(t.date)],
);

export const resources = pgTable(
  'resources',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    categoryMain: text('category_main').notNull(),
    categorySub: text('category_sub').notNull().default(''),
    author: text('author').notNull(),
    resourceLink: text('resource_link').notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('resources_created_idx').on(t.createdAt)],
);

export const highlights = pgTable(
  'highlights',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    project: text('project').notNull(),
    date: timestamp('date', { withTimezone: true }).notNull(),
    description: text('description').notNull(),
    author: text('author').notNull(),
    paragraphs: text('paragraphs').array().notNull(),
    imageId: uuid('image_id').references(() => images.id, { onDelete: 'set null' }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('highlights_date_idx').on(t.date)],
);

/**
 * Files attached to a resource, bytes in the database so every API instance on one PostgreSQL
 * serves the same files; they go when their resource goes.
 */
export const attachments = pgTable(
  'attachments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    // Upload order: the files of one upload share their created_at (the transaction's time).
    seq: integer('seq').generatedAlwaysAsIdentity().notNull(),
    resourceId: uuid('resource_id')
      .notNull()
      .references(() => resources.id, { onDelete: 'cascade' }),
    fileName: text('file_name').notNull(),
    mimeType: text('mime_type').notNull(),
    size: integer('size').notNull(),
    content: bytea('content').notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('attachments_resource_idx').on(t.resourceId, t.seq)],
);

/**
 * A member's calendar feed token. The token is an HMAC of the member and `salt` under a server
 * key (see services/feed-tokens.ts), so the table holds only its SHA-256 and cannot give it away;
 * a new salt rotates it. It goes when the member goes.
 */
export const feedTokens = pgTable('feed_tokens', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  salt: text('salt').notNull(),
  tokenHash: text('token_hash').notNull().unique('feed_tokens_token_hash_key'),
  createdAt: createdAt(),
});

/** Server-wide secrets shared by every API instance (created once, on first use). */
export const serverKeys = pgTable('server_keys', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: createdAt(),
});

/**
 * One-time password reset links an admin makes for a member (the lab has no mail server): only
 * the token's SHA-256 is kept; a link works once, until it expires.
 */
export const passwordResets = pgTable(
  'password_resets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tokenHash: text('token_hash').notNull().unique('password_resets_token_hash_key'),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('password_resets_user_idx').on(t.userId)],
);

/**
 * Who changed what in the members' area and the admin pages. The actor's username is copied at
 * the time, so an entry still reads right after a rename or once the account is gone. Names of
 * changed fields only: never a password, a token or a file's content.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    // Order within one instant (the entries of one transaction share its time).
    seq: integer('seq').generatedAlwaysAsIdentity().notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    actorUsername: text('actor_username'),
    action: text('action').notNull(),
    targetKind: text('target_kind').notNull(),
    targetId: text('target_id'),
    summary: text('summary').notNull(),
    fields: text('fields').array().notNull().default(sql`'{}'::text[]`),
  },
  (t) => [
    index('audit_log_at_idx').on(t.at, t.seq),
    index('audit_log_actor_idx').on(sql`lower(${t.actorUsername})`),
    index('audit_log_action_idx').on(t.action),
  ],
);
