import { isIP } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { readRemotePackages } from './remote-list.js';
import { DEFAULT_ROLLBACK, type RollbackThreshold } from './registry/health/rollback-threshold.js';
import { DEFAULT_LIMITS } from './services/throttle.js';
import { SHUTDOWN_GRACE_MS } from './startup/shutdown.js';

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  admin?: { username: string; password: string };
  seedDemo: boolean;
  allowedOrigins: string[];
  logLevel: string;
  /** `json` (one record a line, for log collectors) or `pretty` (lines a person reads, in development). */
  logFormat: 'json' | 'pretty';
  /** TRUST_PROXY: how many reverse proxies stand before the API (0: none), or their addresses. */
  trustProxy: number | string[];
  tileUrl: string;
  /** Failed logins (and sign-up and reset attempts) allowed from one client address per 15 minutes. */
  loginAttemptsPerAddress: number;
  /** Folder holding the built apps (`shell/dist` and each remote's `dist`): the repository by default. */
  webRoot: string;
  /** Federation name (mfe_<name>) → URL of that remote's remoteEntry.js or mf-manifest.json, for /remotes.json. */
  remotes: Record<string, string>;
  /** Federation names whose URL a `REMOTE_<NAME>_URL` sets: it wins over the registry's active version. */
  remoteOverrides: string[];
  /** Host names (REMOTE_HOSTS) a hosted version may be fetched from though they resolve to a private address. */
  remoteHosts: string[];
  /** The site's origin (`https://lab.example.edu`): every absolute link, and whether the session cookie is Secure. */
  siteUrl: string;
  /** How long audit entries are kept, in days: older ones are pruned at start and daily. */
  auditRetentionDays: number;
  /** REMOTE_ROLLBACK_RATE (a percentage, 5 by default) and REMOTE_ROLLBACK_MIN_LOADS (20): when the site takes a failing new version back by itself. */
  remoteRollback: RollbackThreshold;
  /**
   * Public pages drawn on the server (SERVER_RENDER: `isolated`, the default, `trusted` or `false`),
   * each within SERVER_RENDER_BUDGET_MS (100).
   */
  serverRender?: { budgetMs: number; mode: 'isolated' | 'trusted' };
  /** SHUTDOWN_GRACE_MS: how long a stopping server lets requests in flight finish (10 s). */
  shutdownGraceMs: number;
}

/** The remotes the shell loads (config/remotes.json); `REMOTE_MFE_<NAME>_URL` moves one: its remoteEntry.js or mf-manifest.json. */
export const REMOTE_PACKAGES: readonly string[] = readRemotePackages();

const remoteVariable = (name: string) => `REMOTE_${name.replace(/-/g, '_').toUpperCase()}_URL`;

function remotes(env: NodeJS.ProcessEnv): Record<string, string> {
  return Object.fromEntries(
    REMOTE_PACKAGES.map((name) => {
      const variable = remoteVariable(name);
      const url = env[variable]?.trim() || `/remotes/${name}/remoteEntry.js`;
      if (!/^(https?:\/\/|\/)/.test(url)) {
        throw new ConfigError(`${variable} must be an http(s) URL or a path starting with / (got "${url}")`);
      }
      return [name.replace(/-/g, '_'), url];
    }),
  );
}

function remoteOverrides(env: NodeJS.ProcessEnv): string[] {
  return REMOTE_PACKAGES.filter((name) => env[remoteVariable(name)]?.trim()).map((name) => name.replace(/-/g, '_'));
}

/** `remotes.lab.internal, 127.0.0.1`: host names, not URLs, compared without case. */
function remoteHosts(raw: string | undefined): string[] {
  const hosts = (raw ?? '').split(',').map((host) => host.trim().toLowerCase()).filter(Boolean);
  const bad = hosts.find((host) => !/^[a-z0-9.-]+$|^\[?[0-9a-f:.]+\]?$/.test(host));
  if (bad) throw new ConfigError(`REMOTE_HOSTS must list host names separated by commas, like remotes.lab.internal (got "${bad}")`);
  return hosts.map((host) => host.replace(/^\[|\]$/g, ''));
}

export class ConfigError extends Error {}

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

function logFormat(raw: string | undefined): Config['logFormat'] {
  const value = (raw || 'json').trim().toLowerCase();
  if (value !== 'json' && value !== 'pretty') throw new ConfigError(`LOG_FORMAT must be json or pretty (got "${raw}")`);
  return value;
}

function bool(name: string, raw: string | undefined, fallback: boolean): boolean {
  if (raw === undefined || raw === '') return fallback;
  const value = raw.trim().toLowerCase();
  if (['1', 'true', 'yes', 'on'].includes(value)) return true;
  if (['0', 'false', 'no', 'off'].includes(value)) return false;
  throw new ConfigError(`${name} must be true or false (got "${raw}")`);
}

/** A proxy's address as Fastify's trustProxy takes it: an IP address, a CIDR range, or loopback, linklocal, uniquelocal. */
function isProxyAddress(item: string): boolean {
  if (['loopback', 'linklocal', 'uniquelocal'].includes(item)) return true;
  const [address = '', prefix, ...rest] = item.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  return prefix === undefined || (/^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128));
}

/**
 * TRUST_PROXY: the number of reverse proxies before the API (`1` for one), or their addresses
 * (`10.0.0.1, 10.1.0.0/16`); none by default. Never `true`: trusting every X-Forwarded-For hop
 * lets a client write its own address there and walk past the login limits.
 */
function trustProxy(raw: string | undefined): number | string[] {
  const value = (raw ?? '').trim();
  if (value === '' || /^(false|no|off)$/i.test(value)) return 0;
  if (/^(true|yes|on)$/i.test(value)) {
    throw new ConfigError(
      `TRUST_PROXY=${value} would trust every X-Forwarded-For hop, so a client could choose its own address and escape the login limits: give the number of reverse proxies in front of the API (1 for one) or their addresses (like 10.0.0.1 or 10.0.0.0/8) instead`,
    );
  }
  if (/^\d+$/.test(value)) return Number(value);
  const addresses = value.split(',').map((item) => item.trim());
  if (!addresses.every(isProxyAddress)) {
    throw new ConfigError(`TRUST_PROXY must be the number of reverse proxies in front of the API (like 1) or their addresses separated by commas (like 10.0.0.1, 10.0.0.0/8); got "${raw}"`);
  }
  return addresses;
}

function port(raw: string | undefined): number {
  if (raw === undefined || raw === '') return 8080;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0 || value > 65535) {
    throw new ConfigError(`PORT must be a whole number from 0 to 65535 (got "${raw}")`);
  }
  return value;
}

function attemptsPerAddress(raw: string | undefined): number {
  if (raw === undefined || raw === '') return DEFAULT_LIMITS.perAddress;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1) {
    throw new ConfigError(`LOGIN_ATTEMPTS_PER_ADDRESS must be a whole number of at least 1 (got "${raw}")`);
  }
  return value;
}

function renderBudget(raw: string | undefined): number {
  if (raw === undefined || raw.trim() === '') return 100;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1 || value > 60_000) {
    throw new ConfigError(`SERVER_RENDER_BUDGET_MS must be a whole number of milliseconds from 1 to 60000 (got "${raw}")`);
  }
  return value;
}

function shutdownGrace(raw: string | undefined): number {
  if (raw === undefined || raw.trim() === '') return SHUTDOWN_GRACE_MS;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0 || value > 600_000) {
    throw new ConfigError(`SHUTDOWN_GRACE_MS must be a whole number of milliseconds from 0 to 600000 (got "${raw}")`);
  }
  return value;
}

/** How the teams' code draws pages on the server, or undefined when it does not (SERVER_RENDER=false). */
function renderMode(raw: string | undefined): 'isolated' | 'trusted' | undefined {
  const value = (raw ?? '').trim().toLowerCase();
  if (value === '' || value === 'isolated' || value === 'true') return 'isolated';
  if (value === 'trusted') return 'trusted';
  if (value === 'false' || value === 'off' || value === '0') return undefined;
  throw new ConfigError(`SERVER_RENDER must be isolated (each remote's pages drawn in a sandbox), trusted (no sandbox: every team's code is trusted) or false (got "${raw}")`);
}

function retentionDays(raw: string | undefined): number {
  if (raw === undefined || raw.trim() === '') return 365;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1) {
    throw new ConfigError(`AUDIT_RETENTION_DAYS must be a whole number of days, at least 1 (got "${raw}")`);
  }
  return value;
}

/** `5`, `2.5` or `5%`: a percentage, kept as a fraction. */
function rollbackRate(raw: string | undefined): number {
  if (raw === undefined || raw.trim() === '') return DEFAULT_ROLLBACK.rate;
  const value = raw.trim().replace(/\s*%$/, '');
  const percent = Number(value);
  if (!/^\d+(\.\d+)?$/.test(value) || percent > 100) {
    throw new ConfigError(`REMOTE_ROLLBACK_RATE must be a percentage from 0 to 100, like 5 or 2.5%: the share of failing page loads past which a new version is rolled back (got "${raw}")`);
  }
  return percent / 100;
}

function rollbackMinLoads(raw: string | undefined): number {
  if (raw === undefined || raw.trim() === '') return DEFAULT_ROLLBACK.minLoads;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1) {
    throw new ConfigError(`REMOTE_ROLLBACK_MIN_LOADS must be a whole number of page loads, at least 1 (got "${raw}")`);
  }
  return value;
}

function origins(raw: string | undefined): string[] {
  if (!raw) return [];
  return raw
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean)
    .map((item) => {
      let url: URL;
      try {
        url = new URL(item);
      } catch {
        throw new ConfigError(`ALLOWED_ORIGINS has "${item}", which is not an origin like https://lab.example.org`);
      }
      if (!['http:', 'https:'].includes(url.protocol) || url.origin !== item.replace(/\/$/, '')) {
        throw new ConfigError(`ALLOWED_ORIGINS has "${item}", which is not an origin like https://lab.example.org`);
      }
      return url.origin;
    });
}

function admin(env: NodeJS.ProcessEnv): Config['admin'] {
  const username = env.ADMIN_USERNAME?.trim();
  const password = env.ADMIN_PASSWORD;
  if (!username && !password) return undefined;
  if (!username || !password) {
    throw new ConfigError('ADMIN_USERNAME and ADMIN_PASSWORD must be set together');
  }
  if (!/^[A-Za-z0-9._-]{4,32}$/.test(username)) {
    throw new ConfigError('ADMIN_USERNAME must be 4 to 32 letters, digits, dots, dashes or underscores');
  }
  if (password.length < 8 || password.length > 128) {
    throw new ConfigError('ADMIN_PASSWORD must be 8 to 128 characters long');
  }
  return { username, password };
}

/** An http(s) origin, optionally with a trailing slash, and nothing else; the default is the address npm start prints. */
function siteUrl(raw: string | undefined, port: number): string {
  const value = raw?.trim();
  if (!value) return `http://localhost:${port}`;
  const refusal = new ConfigError(
    `SITE_URL must be an http(s) origin like https://lab.example.edu (scheme, host and optional port, nothing after them but a slash); got "${raw}"`,
  );
  if (!/^https?:\/\/[^/?#@\s]+\/?$/i.test(value)) throw refusal;
  try {
    return new URL(value).origin;
  } catch {
    throw refusal;
  }
}

function databaseUrl(raw: string | undefined): string | undefined {
  if (!raw) return undefined;
  if (!/^postgres(ql)?:\/\//.test(raw)) {
    throw new ConfigError('DATABASE_URL must start with postgres:// or postgresql://');
  }
  return raw;
}

/** Reads and checks the configuration; throws ConfigError with a message a person can act on. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const logLevel = (env.LOG_LEVEL || 'info').toLowerCase();
  if (!LOG_LEVELS.includes(logLevel)) {
    throw new ConfigError(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')} (got "${env.LOG_LEVEL}")`);
  }
  const tileUrl = env.TILE_URL || 'https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png';
  if (!/^https?:\/\//.test(tileUrl)) throw new ConfigError('TILE_URL must be an http(s) URL template');
  const listenPort = port(env.PORT);
  return {
    port: listenPort,
    host: env.HOST || '127.0.0.1',
    dataDir: path.resolve(env.DATA_DIR || './data'),
    databaseUrl: databaseUrl(env.DATABASE_URL),
    admin: admin(env),
    seedDemo: bool('SEED_DEMO', env.SEED_DEMO, true),
    allowedOrigins: origins(env.ALLOWED_ORIGINS),
    logLevel,
    logFormat: logFormat(env.LOG_FORMAT),
    trustProxy: trustProxy(env.TRUST_PROXY),
    tileUrl,
    loginAttemptsPerAddress: attemptsPerAddress(env.LOGIN_ATTEMPTS_PER_ADDRESS),
    webRoot: path.resolve(env.WEB_ROOT || fileURLToPath(new URL('../..', import.meta.url))),
    remotes: remotes(env),
    remoteOverrides: remoteOverrides(env),
    remoteHosts: remoteHosts(env.REMOTE_HOSTS),
    siteUrl: siteUrl(env.SITE_URL, listenPort),
    auditRetentionDays: retentionDays(env.AUDIT_RETENTION_DAYS),
    remoteRollback: { rate: rollbackRate(env.REMOTE_ROLLBACK_RATE), minLoads: rollbackMinLoads(env.REMOTE_ROLLBACK_MIN_LOADS) },
    shutdownGraceMs: shutdownGrace(env.SHUTDOWN_GRACE_MS),
    ...(renderMode(env.SERVER_RENDER) ? { serverRender: { budgetMs: renderBudget(env.SERVER_RENDER_BUDGET_MS), mode: renderMode(env.SERVER_RENDER)! } } : {}),
  };
}
