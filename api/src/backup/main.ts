import path from 'node:path';
import { ConfigError, loadConfig } from '../config.js';
import { parseArguments, USAGE, UsageError } from './arguments.js';
import { BackupError, backupText, readBackup, writeBackup } from './backup-file.js';
import { restoreDump } from './restore.js';
import { takeDump } from './take-backup.js';

const megabytes = (bytes: number) => `${(bytes / 1_000_000).toFixed(1)} MB`;

/**
 * `npm run backup -- --out FILE` and `npm run restore -- FILE [--force]`, on the database the
 * server's own environment names (DATABASE_URL, else DATA_DIR): prints one line, exits 0, or says
 * in one line why not and exits 1.
 */
async function main(argv: string[]): Promise<string> {
  const command = parseArguments(argv);
  if (command.command === 'help') return USAGE;
  const config = loadConfig();
  if (command.command === 'backup') {
    const dump = await takeDump(config);
    const size = await writeBackup(command.out, backupText(dump.sql, dump.source));
    return `Backed up ${dump.source}${dump.byServer ? ' (through the running server)' : ''} to ${path.resolve(command.out)} (${megabytes(size)}).`;
  }
  const text = await readBackup(command.file);
  const target = await restoreDump(config, text, { force: command.force });
  return `Restored ${path.resolve(command.file)} into ${target}; start the server on it.`;
}

const verb = process.argv[2] === 'restore' ? 'restore' : 'back up';
main(process.argv.slice(2)).then(
  (line) => console.log(line),
  (error: unknown) => {
    const known = error instanceof UsageError || error instanceof BackupError || error instanceof ConfigError;
    if (known) console.error(`Cannot ${verb}: ${error.message}`);
    else console.error(`Cannot ${verb}:`, error);
    process.exitCode = 1;
  },
);
