import { after, before, beforeEach } from 'node:test';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp, type App, type AppOptions } from '../app.js';
import type { Database } from '../db/database.js';
import type { Position } from '../db/schema.js';
import { SESSION_COOKIE } from '../plugins/session.js';
import { createSession } from '../repositories/sessions.js';
import { rotateSignupToken } from '../repositories/signup-tokens.js';
import { insertUser, type UserRow } from '../repositories/users.js';
import type { TokenKey } from '../domain/positions.js';
import { hashPassword } from '../services/passwords.js';
import type { Limits, Pause } from '../services/throttle.js';
import { departures, requestDeparturesOf } from './openapi-conformance.js';
import { openTestDatabase, resetDatabase } from './test-database.js';

export const PASSWORD = 'correct horse battery';
// One hash for every test user: hashing is deliberately slow.
const passwordHash = hashPassword(PASSWORD);

export interface TestUser {
  user: UserRow;
  cookie: string;
}

export interface TestContext {
  app: App;
  database: Database;
  /** A member with a live session (`cookie` is the Cookie header value). */
  member(options?: { username?: string; positions?: Position[]; isAlumni?: boolean }): Promise<TestUser>;
  admin(username?: string): Promise<TestUser>;
  signupToken(key: TokenKey): Promise<string>;
  /** `app.inject`, with `as`'s session; throws when the response, or a request the app took, departs from the OpenAPI document. */
  inject(options: InjectOptions & { as?: TestUser }): Promise<LightMyRequestResponse>;
}

let counter = 0;

/**
 * Registers node:test hooks that build the app on this file's database, and reset the tables
 * before each test. Call at the top of a test file; use the returned context inside tests.
 */
export interface TestAppOptions {
  limits?: Limits;
  /** Stands in for the wait of a slowed login; the default waits for real. */
  pause?: Pause;
  allowedOrigins?: string[];
  webRoot?: string;
  remotes?: Record<string, string>;
  /** Federation names whose URL REMOTE_<NAME>_URL would set. */
  remoteOverrides?: string[];
  /** REMOTE_HOSTS: hosts a hosted version may be fetched from though they are private (127.0.0.1 for a test's own server). */
  remoteHosts?: string[];
  /** TRUST_PROXY: how many proxies stand before the app, or their addresses; none by default. */
  trustProxy?: AppOptions['config']['trustProxy'];
  /** Where the app logs; it logs nothing by default. */
  logger?: AppOptions['logger'];
  /** ADMIN_USERNAME, the name only the bootstrap admin may take. */
  adminUsername?: string;
  /** SITE_URL; by default the one a server on port 8080 has. */
  siteUrl?: string;
  /** Where deployed bundles are unpacked. */
  bundleRoot?: string;
  /** Public pages drawn on the server (off unless given, as without SERVER_RENDER). */
  serverRender?: { budgetMs?: number; mode?: 'isolated' | 'trusted'; idleMs?: number };
}

export function useTestApp(options: TestAppOptions = {}): TestContext {
  const context = {} as TestContext;

  async function makeUser(username: string, extra: Partial<Parameters<typeof insertUser>[1]>): Promise<TestUser> {
    const user = await insertUser(context.database.db, {
      username,
      firstname: `First${username}`,
      lastname: `Last${username}`,
      email: `${username}@lab.example.edu`,
      positions: [{ position: 'Co-Pilot', project: 'NOVA' }],
      passwordHash: await passwordHash,
      ...extra,
    });
    const { token } = await createSession(context.database.db, user.id);
    return { user, cookie: `${SESSION_COOKIE}=${token}` };
  }

  before(async () => {
    context.database = await openTestDatabase();
    context.app = await buildApp({
      config: {
        allowedOrigins: options.allowedOrigins ?? [],
        trustProxy: options.trustProxy ?? 0,
        tileUrl: 'https://{s}.tile.example.org/{z}/{x}/{y}.png',
        webRoot: options.webRoot ?? '/nonexistent',
        remotes: options.remotes ?? { mfe_public: '/remotes/mfe-public/remoteEntry.js' },
        remoteOverrides: options.remoteOverrides ?? [],
        ...(options.remoteHosts ? { remoteHosts: options.remoteHosts } : {}),
        siteUrl: options.siteUrl ?? 'http://localhost:8080',
        auditRetentionDays: 365,
        ...(options.adminUsername ? { admin: { username: options.adminUsername } } : {}),
      },
      database: context.database,
      limits: options.limits,
      pause: options.pause,
      ...(options.logger ? { logger: options.logger } : {}),
      ...(options.bundleRoot ? { bundleRoot: options.bundleRoot } : {}),
      ...(options.serverRender ? { serverRender: options.serverRender } : {}),
    });
    await context.app.ready();
  });

  beforeEach(async () => {
    await resetDatabase(context.database);
    context.app.responseCache.clear();
    // The registry's active versions are held in memory: the emptied database has none.
    await context.app.remoteDirectory.reload();
  });

  after(async () => {
    await context.app?.close();
    await context.database?.close();
  });

  context.member = (opts = {}) =>
    makeUser(opts.username ?? `member${(counter += 1)}`, {
      ...(opts.positions ? { positions: opts.positions } : {}),
      ...(opts.isAlumni !== undefined ? { isAlumni: opts.isAlumni } : {}),
    });
  context.admin = (username) => makeUser(username ?? `admin${(counter += 1)}`, { permissions: ['admin'] });
  context.signupToken = (key) => rotateSignupToken(context.database.db, key);
  context.inject = async ({ as, headers, ...rest }) => {
    const response = await context.app.inject({ ...rest, headers: { ...headers, ...(as ? { cookie: as.cookie } : {}) } });
    // Every request the app takes and every answer a test reads are held to the document, so the document cannot drift from the code.
    const taken = await requestDeparturesOf(context.app, response);
    if (taken.length > 0) throw new Error(`The request departs from the OpenAPI document:\n${taken.join('\n')}`);
    const mismatches = departures(context.app, response);
    if (mismatches.length > 0) throw new Error(`The answer departs from the OpenAPI document:\n${mismatches.join('\n')}`);
    return response;
  };
  return context;
}
