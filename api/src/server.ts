import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import { DataDirLockedError } from './db/data-dir-lock.js';
import { openDatabase } from './db/open-database.js';
import { requestLogFields } from './services/log-redaction.js';
import { DEFAULT_LIMITS } from './services/throttle.js';
import { prepareDatabase } from './startup/prepare-database.js';

async function main() {
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  const app = await buildApp({
    config,
    database,
    logger: { level: config.logLevel, serializers: { req: requestLogFields } },
    limits: { ...DEFAULT_LIMITS, perAddress: config.loginAttemptsPerAddress },
  });
  await prepareDatabase(database, config, app.log);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal}: closing`);
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  const where = config.databaseUrl ? 'PostgreSQL' : `PGlite in ${config.dataDir}`;
  const host = config.host === '0.0.0.0' || config.host === '127.0.0.1' ? 'localhost' : config.host;
  // For the person who started it, whatever the log level: where the site is, and how to log in.
  console.log(`\nThe lab portal is ready at http://${host}:${config.port}/ (database: ${where})`);
  if (process.env.STARTUP_NOTE) console.log(process.env.STARTUP_NOTE);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataDirLockedError) {
    console.error(`Cannot start: ${error.message}`);
  } else {
    console.error('Cannot start:', error);
  }
  process.exit(1);
});
