import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { ConfigError, loadConfig } from './config.js';

describe('loadConfig', () => {
  it('has working defaults', () => {
    const config = loadConfig({});
    assert.equal(config.port, 8080);
    assert.equal(config.dataDir, path.resolve('data'));
    assert.equal(config.databaseUrl, undefined);
    assert.equal(config.admin, undefined);
    assert.equal(config.seedDemo, true);
    assert.deepEqual(config.allowedOrigins, []);
    assert.equal(config.logLevel, 'info');
    assert.equal(config.logFormat, 'json');
    assert.equal(config.loginAttemptsPerAddress, 100);
    assert.equal(config.auditRetentionDays, 365);
    assert.deepEqual(config.remoteRollback, { rate: 0.05, minLoads: 20 });
  });

  it('reads every setting', () => {
    const config = loadConfig({
      PORT: '9000',
      DATA_DIR: '/tmp/lab',
      DATABASE_URL: 'postgres://u@localhost:5432/lab',
      ADMIN_USERNAME: 'labadmin',
      ADMIN_PASSWORD: 'a long password',
      SEED_DEMO: 'false',
      ALLOWED_ORIGINS: 'https://a.example.org, http://localhost:3001/',
      LOG_LEVEL: 'WARN',
      LOG_FORMAT: 'Pretty',
      LOGIN_ATTEMPTS_PER_ADDRESS: '1000',
      AUDIT_RETENTION_DAYS: '730',
      REMOTE_ROLLBACK_RATE: '2.5%',
      REMOTE_ROLLBACK_MIN_LOADS: '50',
    });
    assert.equal(config.port, 9000);
    assert.equal(config.dataDir, '/tmp/lab');
    assert.equal(config.databaseUrl, 'postgres://u@localhost:5432/lab');
    assert.deepEqual(config.admin, { username: 'labadmin', password: 'a long password' });
    assert.equal(config.seedDemo, false);
    assert.deepEqual(config.allowedOrigins, ['https://a.example.org', 'http://localhost:3001']);
    assert.equal(config.logLevel, 'warn');
    assert.equal(config.logFormat, 'pretty');
    assert.equal(config.loginAttemptsPerAddress, 1000);
    assert.equal(config.auditRetentionDays, 730);
    assert.deepEqual(config.remoteRollback, { rate: 0.025, minLoads: 50 });
    assert.equal(loadConfig({ REMOTE_ROLLBACK_RATE: '10' }).remoteRollback.rate, 0.1);
  });

  const bad: [Record<string, string>, RegExp][] = [
    [{ PORT: 'eighty' }, /^PORT must be a whole number from 0 to 65535 \(got "eighty"\)$/],
    [{ PORT: '70000' }, /^PORT must be/],
    [{ DATABASE_URL: 'mysql://x' }, /^DATABASE_URL must start with postgres:\/\//],
    [{ ADMIN_USERNAME: 'labadmin' }, /^ADMIN_USERNAME and ADMIN_PASSWORD must be set together$/],
    [{ ADMIN_USERNAME: 'labadmin', ADMIN_PASSWORD: 'short' }, /^ADMIN_PASSWORD must be 8 to 128 characters long$/],
    [{ ADMIN_USERNAME: 'a b', ADMIN_PASSWORD: 'a long password' }, /^ADMIN_USERNAME must be 4 to 32/],
    [{ SEED_DEMO: 'maybe' }, /^SEED_DEMO must be true or false \(got "maybe"\)$/],
    [{ ALLOWED_ORIGINS: 'lab.example.org' }, /^ALLOWED_ORIGINS has "lab.example.org", which is not an origin/],
    [{ ALLOWED_ORIGINS: 'https://a.example.org/path' }, /which is not an origin/],
    [{ LOG_LEVEL: 'loud' }, /^LOG_LEVEL must be one of/],
    [{ LOG_FORMAT: 'xml' }, /^LOG_FORMAT must be json or pretty \(got "xml"\)$/],
    [{ TILE_URL: 'ftp://tiles' }, /^TILE_URL must be an http\(s\) URL template$/],
    [{ LOGIN_ATTEMPTS_PER_ADDRESS: 'many' }, /^LOGIN_ATTEMPTS_PER_ADDRESS must be a whole number of at least 1 \(got "many"\)$/],
    [{ LOGIN_ATTEMPTS_PER_ADDRESS: '0' }, /^LOGIN_ATTEMPTS_PER_ADDRESS must be a whole number/],
    [{ AUDIT_RETENTION_DAYS: '0' }, /^AUDIT_RETENTION_DAYS must be a whole number of days, at least 1 \(got "0"\)$/],
    [{ AUDIT_RETENTION_DAYS: '1.5' }, /^AUDIT_RETENTION_DAYS must be a whole number/],
    [{ AUDIT_RETENTION_DAYS: 'a year' }, /^AUDIT_RETENTION_DAYS must be a whole number/],
    [{ REMOTE_ROLLBACK_RATE: 'five' }, /^REMOTE_ROLLBACK_RATE must be a percentage from 0 to 100, like 5 or 2\.5%: .* \(got "five"\)$/],
    [{ REMOTE_ROLLBACK_RATE: '150' }, /^REMOTE_ROLLBACK_RATE must be a percentage from 0 to 100/],
    [{ REMOTE_ROLLBACK_RATE: '-1' }, /^REMOTE_ROLLBACK_RATE must be a percentage/],
    [{ REMOTE_ROLLBACK_RATE: '%' }, /^REMOTE_ROLLBACK_RATE must be a percentage/],
    [{ REMOTE_ROLLBACK_MIN_LOADS: '0' }, /^REMOTE_ROLLBACK_MIN_LOADS must be a whole number of page loads, at least 1 \(got "0"\)$/],
    [{ REMOTE_ROLLBACK_MIN_LOADS: '1.5' }, /^REMOTE_ROLLBACK_MIN_LOADS must be a whole number/],
  ];
  for (const [env, message] of bad) {
    it(`refuses ${JSON.stringify(env)} with a clear message`, () => {
      assert.throws(() => loadConfig(env), (error: unknown) => error instanceof ConfigError && message.test(error.message));
    });
  }
});

describe('TRUST_PROXY', () => {
  it('trusts no proxy by default, nor for false, 0 or nothing', () => {
    for (const value of [undefined, '', 'false', 'off', '0']) assert.equal(loadConfig({ TRUST_PROXY: value }).trustProxy, 0, String(value));
  });

  it('takes the number of proxies before the API, or their addresses and ranges', () => {
    assert.equal(loadConfig({ TRUST_PROXY: '1' }).trustProxy, 1);
    assert.equal(loadConfig({ TRUST_PROXY: ' 2 ' }).trustProxy, 2);
    assert.deepEqual(loadConfig({ TRUST_PROXY: '10.0.0.1, 10.1.0.0/16,fd00::/8, loopback' }).trustProxy, ['10.0.0.1', '10.1.0.0/16', 'fd00::/8', 'loopback']);
  });

  it('refuses true, which would trust every hop, with a sentence saying what to give instead', () => {
    for (const value of ['true', 'YES', 'on']) {
      assert.throws(
        () => loadConfig({ TRUST_PROXY: value }),
        (error: unknown) => error instanceof ConfigError && /every X-Forwarded-For hop.*give the number of reverse proxies in front of the API \(1 for one\) or their addresses/.test(error.message),
      );
    }
  });

  it('refuses what is neither a count nor addresses', () => {
    for (const value of ['-1', '1.5', 'proxy.lab.internal', '10.0.0.300', '10.0.0.0/33', '10.0.0.1,']) {
      assert.throws(() => loadConfig({ TRUST_PROXY: value }), (error: unknown) => error instanceof ConfigError && /^TRUST_PROXY must be the number of reverse proxies/.test(error.message), value);
    }
  });
});

describe('SITE_URL', () => {
  it('defaults to the address npm start prints, http://localhost:PORT', () => {
    assert.equal(loadConfig({}).siteUrl, 'http://localhost:8080');
    assert.equal(loadConfig({ PORT: '9000' }).siteUrl, 'http://localhost:9000');
  });

  it('takes an http(s) origin, with or without a trailing slash', () => {
    assert.equal(loadConfig({ SITE_URL: 'https://lab.example.edu' }).siteUrl, 'https://lab.example.edu');
    assert.equal(loadConfig({ SITE_URL: 'https://lab.example.edu/' }).siteUrl, 'https://lab.example.edu');
    assert.equal(loadConfig({ SITE_URL: 'http://lab.example.edu:8443' }).siteUrl, 'http://lab.example.edu:8443');
  });

  for (const value of ['lab.example.edu', 'ftp://lab.example.edu', 'https://lab.example.edu/portal', 'https://lab.example.edu/?a=1', 'https://lab.example.edu/#x', 'https://user:pw@lab.example.edu', 'https://']) {
    it(`refuses SITE_URL=${value} with a sentence`, () => {
      assert.throws(
        () => loadConfig({ SITE_URL: value }),
        (error: unknown) => error instanceof ConfigError && /^SITE_URL must be an http\(s\) origin like https:\/\/lab\.example\.edu/.test(error.message),
      );
    });
  }
});

describe('remotes and web root', () => {
  it('defaults each remote to its path on this server', () => {
    const config = loadConfig({});
    assert.equal(config.remotes.mfe_public, '/remotes/mfe-public/remoteEntry.js');
    assert.equal(Object.keys(config.remotes).length, 5);
    assert.ok(fs.existsSync(path.join(config.webRoot, 'api', 'package.json')), 'the repository is the default web root');
  });

  it('moves one remote with REMOTE_<NAME>_URL and refuses a URL that is not one', () => {
    const config = loadConfig({ REMOTE_MFE_TIMELINE_URL: 'https://cdn.example.org/timeline/v2/remoteEntry.js' });
    assert.equal(config.remotes.mfe_timeline, 'https://cdn.example.org/timeline/v2/remoteEntry.js');
    assert.throws(() => loadConfig({ REMOTE_MFE_ADMIN_URL: 'javascript:alert(1)' }), /REMOTE_MFE_ADMIN_URL must be an http\(s\) URL/);
  });

  it('reads REMOTE_HOSTS as host names, none by default, and refuses a URL there', () => {
    assert.deepEqual(loadConfig({}).remoteHosts, []);
    assert.deepEqual(loadConfig({ REMOTE_HOSTS: ' Remotes.Lab.internal, 127.0.0.1,[::1]' }).remoteHosts, ['remotes.lab.internal', '127.0.0.1', '::1']);
    assert.throws(() => loadConfig({ REMOTE_HOSTS: 'https://remotes.lab.internal/' }), /REMOTE_HOSTS must list host names/);
  });
});

describe('SERVER_RENDER', () => {
  it('draws in sandboxes by default, or trusts the teams when told, or draws nothing', () => {
    assert.deepEqual(loadConfig({}).serverRender, { budgetMs: 100, mode: 'isolated' });
    assert.equal(loadConfig({ SERVER_RENDER: 'true' }).serverRender?.mode, 'isolated');
    assert.equal(loadConfig({ SERVER_RENDER: 'Trusted' }).serverRender?.mode, 'trusted');
    assert.equal(loadConfig({ SERVER_RENDER: 'false' }).serverRender, undefined);
  });

  it('refuses any other value with a sentence naming the three', () => {
    assert.throws(() => loadConfig({ SERVER_RENDER: 'sandbox' }), (error: Error) => error instanceof ConfigError && /isolated .*trusted .*false/.test(error.message));
  });
});

describe('SHUTDOWN_GRACE_MS', () => {
  it('gives requests in flight 10 s by default, or what it says', () => {
    assert.equal(loadConfig({}).shutdownGraceMs, 10_000);
    assert.equal(loadConfig({ SHUTDOWN_GRACE_MS: '2500' }).shutdownGraceMs, 2500);
  });

  it('refuses what is not a whole number of milliseconds up to ten minutes', () => {
    for (const value of ['-1', '1.5', 'ten', '600001']) {
      assert.throws(() => loadConfig({ SHUTDOWN_GRACE_MS: value }), /^Error: SHUTDOWN_GRACE_MS must be a whole number of milliseconds from 0 to 600000/);
    }
  });
});
