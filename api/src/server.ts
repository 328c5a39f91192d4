import { buildApp } from './app.js';
import { serveBackups } from './backup/backup-socket.js';
import { ConfigError, loadConfig } from './config.js';
import { DataDirLockedError } from './db/data-dir-lock.js';
import { openDatabase } from './db/open-database.js';
import { DEFAULT_LIMITS } from './services/throttle.js';
import { prepareDatabase } from './startup/prepare-database.js';
import { gracefulShutdown } from './startup/shutdown.js';
import { startUpLines } from './startup/start-up-lines.js';

async function main() {
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  const app = await buildApp({
    config,
    database,
    logger: {
      level: config.logLevel,
      // Development reads its log in a terminal; production's stays one JSON record a line.
      ...(config.logFormat === 'pretty' ? { transport: { target: 'pino-pretty', options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname' } } } : {}),
    },
    limits: { ...DEFAULT_LIMITS, perAddress: config.loginAttemptsPerAddress },
    ...(config.serverRender ? { serverRender: config.serverRender } : {}),
  });
  const prepared = await prepareDatabase(database, config, app.log);
  // PGlite's folder is this process's alone: a backup taken while it runs is taken by it.
  const backups = database.dump ? await serveBackups(config.dataDir, database.dump, app.log) : undefined;

  const closeStorage = async () => {
    await backups?.close();
    await database.close();
  };
  const shutdown = gracefulShutdown(app, { graceMs: config.shutdownGraceMs, say: (line) => console.log(line), after: closeStorage });
  const stop = (signal: string) => void shutdown(signal).then((clean) => process.exit(clean ? 0 : 1));
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  const where = config.databaseUrl ? 'PostgreSQL' : `PGlite in ${config.dataDir}`;
  console.log(startUpLines({ siteUrl: config.siteUrl, database: where, adminNote: process.env.STARTUP_NOTE, prepared }).join('\n'));
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataDirLockedError) {
    console.error(`Cannot start: ${error.message}`);
  } else {
    console.error('Cannot start:', error);
  }
  process.exit(1);
});
